// The app's screen kit (docs/architecture.md, "Web"): the page frame, white sections, status
// badges, money rows and the loading / empty / error states every screen uses.
import { Alert, Badge, Box, Button, Container, Flex, HStack, Heading, Image, Link, Skeleton, Stack, Text, type BoxProps, type ContainerProps } from '@chakra-ui/react';
import { type ComponentType, type ReactNode } from 'react';
import { useStateFromProp } from './useStateFromProp';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney, type MoneyInput } from '@common/money';
import { STATUS_LABELS, type SubOrderStatus } from '@common/order-status';
import { PageShell } from '../components/PageShell';
import { ChevronLeftIcon, ImageOffIcon } from './icons';

/**
 * Lines between the items of a list (`<Stack as="ul" css={LIST_DIVIDERS}>`): drawn on the items, since
 * Stack's `separator` puts elements that are not <li> inside the <ul> (axe 'list').
 */
export const LIST_DIVIDERS = { '& > li:not(:last-of-type)': { borderBottomWidth: '1px', borderColor: 'border' } } as const;

/** Badge colour palette per sub-order status. */
const STATUS_COLORS: Record<SubOrderStatus, string> = {
  PENDING: 'yellow',
  CONFIRMED: 'blue',
  PREPARING: 'purple',
  OUT_FOR_DELIVERY: 'orange',
  DELIVERED: 'green',
  CANCELLED: 'red',
};

export interface CommerceLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  back?: { to: string; label: string } | null;
  actions?: ReactNode;
  maxW?: ContainerProps['maxW'];
  children: ReactNode;
}

/** Site chrome, back link, page title (h1) and a readable column on a light background. */
export function CommerceLayout({ title, description, back = null, actions, maxW = '5xl', children }: CommerceLayoutProps) {
  return (
    <PageShell footer={false} bg="bg.subtle">
      <Box pb={{ base: '8', md: '16' }}>
        <Container maxW={maxW} pt={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
          <Stack gap={{ base: '4', md: '6' }}>
            {back && (
              <Link asChild color="fg.muted" fontSize="sm" fontWeight="medium" alignSelf="flex-start" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={back.to}>
                  <ChevronLeftIcon boxSize="4" />
                  {back.label}
                </RouterLink>
              </Link>
            )}
            <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
              <Stack gap="1" flex="1 1 16rem" minW="0">
                <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="short">
                  {title}
                </Heading>
                {description && (
                  <Text color="fg.muted" fontSize="sm">
                    {description}
                  </Text>
                )}
              </Stack>
              {actions}
            </HStack>
            {children}
          </Stack>
        </Container>
      </Box>
    </PageShell>
  );
}

/** A white card section with an optional heading (h2) and actions. */
export function Section({
  title,
  description,
  actions,
  children,
  as = 'section',
  ...rest
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  as?: 'section' | 'li' | 'div' | 'aside';
  'data-testid'?: string;
  'aria-label'?: string;
}) {
  return (
    <Box as={as} listStyleType="none" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '5' }} shadow="xs" {...rest}>
      <Stack gap="4">
        {(title || actions) && (
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Stack gap="0.5" minW="0" flex="1">
              {title && (
                <Heading as="h2" size="md" lineHeight="short">
                  {title}
                </Heading>
              )}
              {description && (
                <Box color="fg.muted" fontSize="sm">
                  {description}
                </Box>
              )}
            </Stack>
            {actions}
          </HStack>
        )}
        {children}
      </Stack>
    </Box>
  );
}

/**
 * A small product picture (cart lines, order items); without a usable image, a quiet icon with the
 * accessible name 'Imagem não disponível' (the catalogue's placeholder text does not fit 48–80 px).
 */
export function Thumb({ src, alt, size }: { src: string | null | undefined; alt: string; size: BoxProps['boxSize'] }) {
  const [failed, setFailed] = useStateFromProp(src, () => false);
  return (
    <Box boxSize={size} flexShrink={0} rounded="lg" overflow="hidden" bg="gray.50" borderWidth="1px" borderColor="border.muted" position="relative">
      {!src || failed ? (
        <Flex position="absolute" inset="0" align="center" justify="center" color="fg.subtle" role="img" aria-label={`${alt}: Imagem não disponível`}>
          <ImageOffIcon boxSize="45%" />
        </Flex>
      ) : (
        <Image src={src} alt={alt} loading="lazy" decoding="async" w="full" h="full" objectFit="contain" onError={() => setFailed(true)} />
      )}
    </Box>
  );
}

export function StatusBadge({ status, size = 'sm' }: { status: SubOrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" size={size} data-testid="status-badge" data-status={status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** 'Subtotal ........ R$ 10,00'. */
export function MoneyRow({ label, value, strong, negative, hint }: { label: ReactNode; value: MoneyInput; strong?: boolean; negative?: boolean; hint?: ReactNode }) {
  const money = formatMoney(value);
  return (
    <Flex justify="space-between" align="baseline" gap="3" fontSize={strong ? 'md' : 'sm'} fontWeight={strong ? 'bold' : 'normal'}>
      <Text color={strong ? 'fg' : 'fg.muted'}>
        {label}
        {hint && (
          <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
            {hint}
          </Text>
        )}
      </Text>
      <Text color={negative ? 'green.700' : 'fg'} whiteSpace="nowrap">
        {negative ? `- ${money}` : money}
      </Text>
    </Flex>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" rounded="lg" data-testid="load-error">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
    </Alert.Root>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  hint,
  action,
}: {
  icon: ComponentType<{ boxSize?: string }>;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Section>
      <Stack align="center" textAlign="center" gap="3" py="6" data-testid="empty-state">
        <Box color="brand.solid" bg="brand.subtle" rounded="full" p="4">
          <Icon boxSize="8" />
        </Box>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {hint && (
          <Text color="fg.muted" fontSize="sm" maxW="sm">
            {hint}
          </Text>
        )}
        {action}
      </Stack>
    </Section>
  );
}

export function ListSkeleton({ label, count = 3, h = '28' }: { label: string; count?: number; h?: string }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={h} rounded="xl" />
      ))}
    </Stack>
  );
}

/** A dashboard figure: what it is, the value, and a hint under it. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap="0.5" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" shadow="xs" data-testid="dashboard-figure">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" whiteSpace="nowrap">
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
