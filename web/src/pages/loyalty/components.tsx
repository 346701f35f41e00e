import { Badge, Box, Button, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { tierFor } from '@common/tiers';
import { pointsText } from '@common/loyalty';
import {
  REDEMPTION_MESSAGES,
  REDEMPTION_STATUS_COLORS,
  REDEMPTION_STATUS_LABELS,
  type RedemptionStatusKey,
} from '@common/loyalty';

// Presentational pieces of the loyalty club, shared by the customer and admin screens.

export const POINTS_FORMAT = new Intl.NumberFormat('pt-BR');

export { pointsText };

/** '+20' / '-150' with a thin sign, for ledger rows. */
export function signedPoints(points: number): string {
  return `${points > 0 ? '+' : points < 0 ? '−' : ''}${POINTS_FORMAT.format(Math.abs(points))}`;
}

/** Status label as shown on badges: Pendente, Aprovado, Recusado, Entregue. */
export function redemptionStatusLabel(status: RedemptionStatusKey): string {
  const label = REDEMPTION_STATUS_LABELS[status];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Pendente yellow, Aprovado green, Recusado red, Entregue blue. */
export function RedemptionStatusBadge({ status, size = 'md' }: { status: RedemptionStatusKey; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette={REDEMPTION_STATUS_COLORS[status]} variant="solid" size={size} data-testid="redemption-status" data-status={status} data-color={REDEMPTION_STATUS_COLORS[status]}>
      {redemptionStatusLabel(status)}
    </Badge>
  );
}

/**
 * The tier card of /rewards: tier name on its colour, progress within the tier, and the points
 * missing to the next tier. `tierPoints` are the points that decide the tier.
 */
export function TierCard({ tierPoints, balance, monthlyPoints, monthName }: { tierPoints: number; balance: number; monthlyPoints: number; monthName: string }) {
  const tier = tierFor(tierPoints);
  return (
    <Box
      data-testid="tier-card"
      data-tier={tier.key}
      rounded="2xl"
      p={{ base: '5', md: '6' }}
      color="gray.900"
      bg="white"
      borderWidth="1px"
      borderColor="border.muted"
      shadow="sm"
      borderTopWidth="6px"
      style={{ borderTopColor: tier.color }}
    >
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              Seu saldo
            </Text>
            <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="1.1" data-testid="points-balance">
              {pointsText(balance)}
            </Text>
          </Stack>
          <HStack gap="2" rounded="full" px="3" py="1" fontWeight="bold" style={{ backgroundColor: tier.color }} data-testid="tier-name">
            <Box as="span" aria-hidden="true">
              ★
            </Box>
            <Text as="span">Nível {tier.name}</Text>
          </HStack>
        </HStack>
        <Stack gap="1.5">
          <Progress.Root value={tier.progress} max={100} size="md" aria-label={`Progresso no nível ${tier.name}`}>
            <Progress.Track rounded="full" bg="gray.100">
              <Progress.Range rounded="full" style={{ backgroundColor: tier.color }} />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted" data-testid="tier-next">
            {tier.next
              ? `Faltam ${pointsText(tier.pointsToNext)} para o nível ${tier.next.name}`
              : 'Você está no nível mais alto do clube'}
          </Text>
        </Stack>
        <Text fontSize="sm" data-testid="monthly-points">
          Pontos em {monthName}: <strong>{pointsText(monthlyPoints)}</strong>
        </Text>
      </Stack>
    </Box>
  );
}

/** Why 'Resgatar' is disabled, or null when the customer can redeem. */
export function redeemBlockReason(input: { balance: number; points: number; stock: number; active: boolean }): string | null {
  if (!input.active) return REDEMPTION_MESSAGES.unavailable;
  if (input.stock <= 0) return REDEMPTION_MESSAGES.outOfStock;
  if (input.balance < input.points) return `${REDEMPTION_MESSAGES.insufficientPoints} (faltam ${pointsText(input.points - input.balance)})`;
  return null;
}

/** 'Resgatar', disabled with the reason shown under it. */
export function RedeemButton({ balance, points, stock, active = true, loading, onClick }: { balance: number; points: number; stock: number; active?: boolean; loading?: boolean; onClick: () => void }) {
  const reason = redeemBlockReason({ balance, points, stock, active });
  return (
    <Stack gap="1.5">
      <Button size="lg" colorPalette="brand" disabled={!!reason} loading={loading} onClick={onClick} aria-describedby={reason ? 'redeem-block-reason' : undefined}>
        Resgatar
      </Button>
      {reason && (
        <Text id="redeem-block-reason" fontSize="sm" color="fg.error" data-testid="redeem-block-reason">
          {reason}
        </Text>
      )}
    </Stack>
  );
}

/** A labelled stat card (admin dashboard, /rewards). */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" shadow="xs">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Heading as="p" size="xl">
        {value}
      </Heading>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/** A simple accessible horizontal bar chart (no chart library): a list of label / bar / value. */
export function BarChart({ label, data, format = (n) => POINTS_FORMAT.format(n) }: { label: string; data: { label: string; value: number; color?: string }[]; format?: (n: number) => string }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <Stack as="ul" gap="2" m="0" p="0" aria-label={label}>
      {data.map((d) => (
        <HStack as="li" key={d.label} listStyleType="none" gap="3" fontSize="sm">
          <Text w="28" flexShrink={0} truncate title={d.label}>
            {d.label}
          </Text>
          <Box flex="1" bg="gray.100" rounded="full" h="3" overflow="hidden" aria-hidden="true">
            <Box h="full" rounded="full" bg={d.color ? undefined : 'brand.solid'} style={{ width: `${(d.value / max) * 100}%`, ...(d.color ? { backgroundColor: d.color } : {}) }} />
          </Box>
          <Text w="16" textAlign="end" fontWeight="medium">
            {format(d.value)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
