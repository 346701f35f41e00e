import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@common/dates';
import { formatMoney } from '@common/money';
import type { ScreenProps } from '../../routes/screenProps';
import { StoreIcon } from '../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { signedPoints } from './components';
import { PhysicalPurchasesDocument } from './documents';
import { LoadMoreButton } from '../../ui/LoadMoreButton';

/** /profile/physical-purchases: in-store purchases credited by the stores. */
export default function PhysicalPurchasesPage({ title }: ScreenProps) {
  const { data, loading, refetch, fetchMore } = useQuery(PhysicalPurchasesDocument, { variables: { first: 20 }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const connection = data?.viewer?.physicalPurchases;
  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando compras" count={3} h="16" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar suas compras na loja física." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (connection.edges.length === 0) content = <EmptyState icon={StoreIcon} title="Nenhuma compra na loja física" hint="Ao comprar numa loja parceira, peça para creditar seus pontos pelo CPF ou e-mail." />;
  else
    content = (
      <Stack gap="3">
        <Stack as="ul" gap="2" m="0" p="0" aria-label="Compras na loja física">
          {connection.edges.map(({ node: p }) => (
            <HStack as="li" key={p.id} listStyleType="none" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" justify="space-between" gap="3" data-testid="physical-purchase">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold">{p.store?.name ?? 'Loja parceira'}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {p.purchaseAmount != null ? formatMoney(p.purchaseAmount) : ''} · {formatDateTime(p.createdAt)}
                </Text>
                {p.reason && (
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {p.reason}
                  </Text>
                )}
              </Stack>
              <Text fontWeight="bold" color="green.700" whiteSpace="nowrap">
                {signedPoints(p.points)} pts
              </Text>
            </HStack>
          ))}
        </Stack>
        <LoadMoreButton pageInfo={connection.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      </Stack>
    );
  return (
    <CommerceLayout title={title} back={{ to: '/profile', label: 'Perfil' }} maxW="3xl">
      {content}
    </CommerceLayout>
  );
}
