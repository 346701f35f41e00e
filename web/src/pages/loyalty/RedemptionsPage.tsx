import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@common/dates';
import type { ScreenProps } from '../../routes/screenProps';
import { TagIcon } from '../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { RedemptionStatusBadge, pointsText } from './components';
import { MyRedemptionsDocument, RedemptionUpdatedDocument } from './documents';
import { LoadMoreButton } from '../../ui/LoadMoreButton';

export const REDEMPTIONS_PAGE_SIZE = 20;

/** /resgates and /historico-resgates: the viewer's redemptions, live. */
export default function RedemptionsPage({ title }: ScreenProps) {
  const { data, loading, refetch, fetchMore } = useQuery(MyRedemptionsDocument, {
    variables: { first: REDEMPTIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  // A status change lands on the cached Redemption; a new one (another tab) refetches the list.
  useSubscription(RedemptionUpdatedDocument, {
    onData: ({ data: event }) => {
      const id = event.data?.redemptionUpdated.id;
      if (id && !data?.viewer?.redemptions.edges.some((e) => e.node.id === id)) void refetch().catch(() => undefined);
    },
  });
  const connection = data?.viewer?.redemptions;

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando resgates" count={3} h="20" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar seus resgates." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (connection.edges.length === 0)
    content = (
      <EmptyState
        icon={TagIcon}
        title="Você ainda não resgatou recompensas"
        hint="Troque seus pontos por recompensas no catálogo."
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
        <Stack as="ul" gap="2" m="0" p="0" aria-label="Resgates">
          {connection.edges.map(({ node: r }) => (
            <HStack as="li" key={r.id} listStyleType="none" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="3" gap="3" align="flex-start" data-testid="redemption-row" data-id={r.databaseId}>
              <Box boxSize="16" flexShrink={0} rounded="lg" overflow="hidden" bg="gray.900">
                <Image src={r.rewardImageUrl} alt="" w="full" h="full" objectFit="cover" />
              </Box>
              <Stack gap="1" flex="1" minW="0">
                <HStack justify="space-between" align="flex-start" gap="2">
                  <Text fontWeight="semibold" lineClamp={2}>
                    {r.rewardName}
                  </Text>
                  <RedemptionStatusBadge status={r.status} size="sm" />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {pointsText(r.points)} · {formatDateTime(r.createdAt)}
                </Text>
                {r.status === 'REFUSED' && r.refusalReason && (
                  <Text fontSize="sm" color="fg.error">
                    Motivo: {r.refusalReason}
                  </Text>
                )}
                {r.status === 'APPROVED' && r.deliveryTime && (
                  <Text fontSize="sm" color="fg.muted">
                    Prazo de entrega: {r.deliveryTime}
                  </Text>
                )}
                {r.status === 'DELIVERED' && r.deliveredAt && (
                  <Text fontSize="sm" color="fg.muted">
                    Entregue em {formatDateTime(r.deliveredAt)}
                  </Text>
                )}
              </Stack>
            </HStack>
          ))}
        </Stack>
        <LoadMoreButton pageInfo={connection.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      </Stack>
    );

  return (
    <CommerceLayout title={title} back={{ to: '/rewards', label: 'Recompensas' }} maxW="3xl">
      {content}
    </CommerceLayout>
  );
}
