// /notificacoes 'Notificações' (our route; the bell in the header opens it): what happened to the
// user — chat messages, order status, redemption decisions, shared carts — newest first, unread
// marked, each opening where it happened; 'Marcar todas como lidas'.
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@common/dates';
import type { ScreenProps } from '../../routes/screenProps';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { BellIcon } from '../../ui/icons';
import { notify } from '../../notify';
import { MarkNotificationsReadDocument, NotificationsDocument } from '../../notifications/documents';

const KIND_LABELS: Record<NotificationFieldsFragment['kind'], string> = {
  CHAT_MESSAGE: 'Chat',
  ORDER_STATUS: 'Pedido',
  REDEMPTION: 'Resgate',
  SHARED_CART: 'Carrinho compartilhado',
};

export default function NotificationsPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const { data, loading, refetch, fetchMore } = useQuery(NotificationsDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const [busy, setBusy] = useState(false);
  const items = data?.notifications.edges.map((e) => e.node) ?? [];
  const unread = items.filter((n) => !n.readAt);

  async function markRead(ids?: string[]) {
    setBusy(!ids);
    try {
      await client.mutate({ mutation: MarkNotificationsReadDocument, variables: { input: ids ? { ids } : null } });
      const now = new Date().toISOString();
      for (const n of items) if (!n.readAt && (!ids || ids.includes(n.id))) client.cache.modify({ id: client.cache.identify(n), fields: { readAt: () => now } });
      await client.refetchQueries({ include: ['UnreadNotifications'] });
    } catch {
      if (!ids) notify.error('Não foi possível marcar as notificações como lidas');
    } finally {
      setBusy(false);
    }
  }

  let content;
  if (!data && loading) content = <ListSkeleton label="Carregando notificações" count={3} h="20" />;
  else if (!data) content = <LoadError message="Não foi possível carregar as notificações" onRetry={() => void refetch().catch(() => undefined)} />;
  else if (items.length === 0) content = <EmptyState icon={BellIcon} title="Nenhuma notificação" hint="Mensagens, pedidos, resgates e carrinhos compartilhados aparecem aqui." />;
  else
    content = (
      <Stack gap="3">
        <Stack as="ul" gap="2" m="0" p="0" aria-label="Notificações">
          {items.map((n) => (
            <Box as="li" key={n.id} listStyleType="none" bg={n.readAt ? 'bg' : 'brand.subtle'} borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" data-testid="notification-item" data-unread={n.readAt ? undefined : ''}>
              <Stack gap="1">
                <HStack justify="space-between" gap="2">
                  <Badge variant="subtle">{KIND_LABELS[n.kind]}</Badge>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(n.createdAt)}
                  </Text>
                </HStack>
                {n.link ? (
                  <Link asChild fontWeight="semibold" color="fg" onClick={() => !n.readAt && void markRead([n.id])}>
                    <RouterLink to={n.link}>{n.title}</RouterLink>
                  </Link>
                ) : (
                  <Text fontWeight="semibold">{n.title}</Text>
                )}
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {n.body}
                </Text>
              </Stack>
            </Box>
          ))}
        </Stack>
        <LoadMoreButton pageInfo={data.notifications.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      </Stack>
    );

  return (
    <CommerceLayout
      title={title}
      maxW="3xl"
      actions={
        unread.length > 0 ? (
          <Button size="sm" variant="outline" loading={busy} onClick={() => void markRead()}>
            Marcar todas como lidas
          </Button>
        ) : undefined
      }
    >
      {content}
    </CommerceLayout>
  );
}
