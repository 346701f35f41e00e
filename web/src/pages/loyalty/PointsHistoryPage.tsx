import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@common/dates';
import type { ScreenProps } from '../../routes/screenProps';
import { ReceiptIcon } from '../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { pointsText, signedPoints } from './components';
import { PointsHistoryDocument } from './documents';
import { pointsKindLabel } from './rules';

export const POINTS_HISTORY_PAGE_SIZE = 20;

export const POINTS_HISTORY_TEXTS = {
  empty: 'Nenhuma movimentação de pontos ainda',
  emptyHint: 'Suas compras entregues, resgates e bônus aparecem aqui.',
  loadError: 'Não foi possível carregar seu histórico de pontos.',
} as const;

/** /profile/points-history: the viewer's ledger, newest first. */
export default function PointsHistoryPage({ title }: ScreenProps) {
  const { data, loading, refetch, fetchMore } = useQuery(PointsHistoryDocument, {
    variables: { first: POINTS_HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const viewer = data?.viewer;
  const connection = viewer?.pointsEntries;

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando histórico de pontos" count={4} h="16" />;
  else if (!connection) content = <LoadError message={POINTS_HISTORY_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (connection.edges.length === 0)
    content = (
      <EmptyState
        icon={ReceiptIcon}
        title={POINTS_HISTORY_TEXTS.empty}
        hint={POINTS_HISTORY_TEXTS.emptyHint}
        action={
          <Button asChild>
            <RouterLink to="/rewards">Ver recompensas</RouterLink>
          </Button>
        }
      />
    );
  else
    content = (
      <Stack gap="3">
        <Stack as="ul" gap="2" m="0" p="0" aria-label="Movimentações de pontos">
          {connection.edges.map(({ node: entry }) => (
            <HStack as="li" key={entry.id} listStyleType="none" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" justify="space-between" align="flex-start" gap="3" data-testid="points-entry">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold">{entry.kindLabel || pointsKindLabel(entry.kind)}</Text>
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {entry.reason}
                </Text>
                <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
                  <Text as="span">{formatDateTime(entry.createdAt)}</Text>
                  {entry.orderId && entry.orderNumber && (
                    <Link asChild color="brand.fg" fontWeight="medium">
                      <RouterLink to={`/profile/orders/${encodeURIComponent(entry.orderId)}`}>Pedido #{entry.orderNumber}</RouterLink>
                    </Link>
                  )}
                  {entry.redemption && (
                    <Link asChild color="brand.fg" fontWeight="medium">
                      <RouterLink to="/resgates">Resgate: {entry.redemption.rewardName}</RouterLink>
                    </Link>
                  )}
                </HStack>
              </Stack>
              <Text fontWeight="bold" fontSize="lg" whiteSpace="nowrap" color={entry.points >= 0 ? 'green.700' : 'red.700'} aria-label={`${entry.points >= 0 ? 'Crédito' : 'Débito'} de ${pointsText(Math.abs(entry.points))}`}>
                {signedPoints(entry.points)}
              </Text>
            </HStack>
          ))}
        </Stack>
        <LoadMoreButton pageInfo={connection.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      </Stack>
    );

  return (
    <CommerceLayout title={title} description={viewer ? `Saldo: ${pointsText(viewer.pointsBalance)}` : undefined} back={{ to: '/profile', label: 'Perfil' }} maxW="3xl">
      {content}
    </CommerceLayout>
  );
}
