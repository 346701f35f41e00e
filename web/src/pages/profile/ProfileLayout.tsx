import { Box, Container, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { ChevronLeftIcon } from './icons';

export interface ProfileLayoutProps {
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Where the back link goes (default /profile); null hides it (the hub itself). */
  back?: { to: string; label: string } | null;
  /** Buttons on the right of the title (e.g. 'Adicionar endereço'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Shell of every profile screen: site chrome, back link, title and a readable column. */
export function ProfileLayout({ title, description, back = { to: '/profile', label: 'Perfil' }, actions, children }: ProfileLayoutProps) {
  return (
    <PageShell footer={false}>
      <Box bg="bg.subtle" minH="full" pb={{ base: '8', md: '16' }}>
        <Container maxW="3xl" pt={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
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

/** A white card section with an optional heading. */
export function ProfileSection({ title, description, children }: { title?: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }} shadow="xs">
      <Stack gap="4">
        {(title || description) && (
          <Stack gap="1">
            {title && (
              <Heading as="h2" size="md">
                {title}
              </Heading>
            )}
            {description && (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Stack>
    </Box>
  );
}
