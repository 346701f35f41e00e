import { Alert, Badge, Flex, Grid, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useRef, useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { pointsText } from '@common/loyalty';
import { formatMoney } from '@common/money';
import { quantityWithUnit } from '@common/catalog-format';
import { STATUS_FLOW } from '@common/order-status';
import { isStoreRole } from '@common/roles';
import { storeStatusNotice } from '@common/store-status';
import { notify } from '../../notify';
import type { ScreenProps } from '../../routes/screenProps';
import { useSession } from '../../session/SessionProvider';
import { BagIcon, ChatIcon, LockIcon, ReceiptIcon, ShieldIcon, StoreIcon, TruckIcon, UsersIcon } from '../../ui/icons';
import { CommerceLayout, EmptyState, Figure, ListSkeleton, LoadError, Section, StatusBadge } from '../../ui/layout';
import { VendorDashboardDocument } from './dashboard/documents';
import { isSoundMuted, playChime, setSoundMuted } from './dashboard/newOrderAlert';
import { SalesChart } from '../../ui/SalesChart';
import { StoreOrderUpdatedDocument } from './orders/documents';
import { useChatUnread } from '../../chat/useChatEvents';

// /vendor and /vendor-dashboard 'Portal do Vendedor': the store's figures (today, last 7 days, the
// 30-day chart, orders by status, low stock, points issued, best sellers), new orders arriving live
// with a toast and a chime the owner can mute, and the way to every vendor screen.

interface VendorLink {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ boxSize?: string }>;
}

export const VENDOR_LINKS: readonly VendorLink[] = [
  { to: '/vendor/orders', title: 'Pedidos da loja', description: 'Confirme, prepare e entregue os pedidos dos seus clientes.', icon: ReceiptIcon },
  { to: '/vendor/products', title: 'Gerenciar Produtos', description: 'Cadastre produtos, preços, promoções e estoque.', icon: BagIcon },
  { to: '/vendor/chat', title: 'Mensagens da loja', description: 'Responda as perguntas dos clientes.', icon: ChatIcon },
  { to: '/vendor/customers', title: 'Clientes', description: 'Quem compra da sua loja: pedidos, gastos e pontos.', icon: UsersIcon },
  { to: '/vendor/adjust-points', title: 'Ajuste de pontos', description: 'Credite pontos de compras feitas na loja física.', icon: ReceiptIcon },
  { to: '/vendor/delivery-settings', title: 'Entrega', description: 'Taxa, frete grátis e áreas de entrega com prazo e pedido mínimo.', icon: TruckIcon },
  { to: '/vendor/product-restrictions', title: 'Restrições de produtos', description: 'Produtos que a loja não vende numa área ou para um perfil.', icon: ShieldIcon },
  { to: '/vendor/settings', title: 'Configurações da loja', description: 'Logo, dados, endereço e horários da loja.', icon: StoreIcon },
  { to: '/vendor/api-keys', title: 'Chaves de API', description: 'Ligue o ERP ou outro sistema da loja à API do Clube Local.', icon: LockIcon },
];

const ordersText = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'pedido' : 'pedidos'}`;

function Dashboard() {
  const { data, loading, refetch } = useQuery(VendorDashboardDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const dashboard = data?.vendorDashboard;
  if (!data && loading) return <ListSkeleton label="Carregando o painel" count={2} h="28" />;
  if (!data) return <LoadError message="Não foi possível carregar o painel da loja." onRetry={() => void refetch().catch(() => undefined)} />;
  if (!dashboard) return <EmptyState icon={StoreIcon} title="Você ainda não tem uma loja" hint="Quando sua loja for aprovada, as vendas aparecem aqui." />;
  const count = (status: string) => dashboard.ordersByStatus.find((s) => s.status === status)?.count ?? 0;
  const notice = data.vendorStore && storeStatusNotice(data.vendorStore.status, data.vendorStore.statusReason ?? null);
  return (
    <Stack gap="4">
      {notice && (
        <Alert.Root status={data.vendorStore?.status === 'PENDING' ? 'info' : 'warning'} data-testid="store-status-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{notice.title}</Alert.Title>
            <Alert.Description>{notice.text}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure label="Vendas hoje" value={formatMoney(dashboard.today.total)} hint={ordersText(dashboard.today.orders)} />
        <Figure label="Últimos 7 dias" value={formatMoney(dashboard.week.total)} hint={ordersText(dashboard.week.orders)} />
        <Figure label="Aguardando confirmação" value={ordersText(count('PENDING'))} />
        <Figure label="Pontos emitidos" value={pointsText(dashboard.pointsIssued)} hint="Últimos 30 dias" />
      </SimpleGrid>
      <Section title="Vendas dos últimos 30 dias">
        <SalesChart days={dashboard.dailySales} />
      </Section>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <Section title="Pedidos por status">
          <Stack gap="2" as="ul" m="0" p="0">
            {[...STATUS_FLOW, 'CANCELLED' as const].map((status) => (
              <HStack as="li" key={status} listStyleType="none" justify="space-between">
                <StatusBadge status={status} />
                <Text fontWeight="semibold">{count(status).toLocaleString('pt-BR')}</Text>
              </HStack>
            ))}
          </Stack>
        </Section>
        <Section title="Estoque baixo">
          {dashboard.lowStock.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Nenhum produto com estoque baixo.
            </Text>
          ) : (
            <Stack gap="2" as="ul" m="0" p="0">
              {dashboard.lowStock.map((p) => (
                <HStack as="li" key={p.id} listStyleType="none" justify="space-between" gap="2">
                  <RouterLink to={`/vendor/products/edit/${p.databaseId}`}>
                    <Text fontSize="sm" lineClamp={1} textDecoration="underline">
                      {p.name}
                    </Text>
                  </RouterLink>
                  <Text fontSize="sm" fontWeight="semibold" color={p.stock <= 0 ? 'fg.error' : 'orange.700'} whiteSpace="nowrap">
                    {p.stock <= 0 ? 'Esgotado' : quantityWithUnit(p.stock, p.unit)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="Mais vendidos" description="Últimos 30 dias">
          {dashboard.topProducts.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Nenhuma venda nos últimos 30 dias.
            </Text>
          ) : (
            <Stack gap="2" as="ol" m="0" p="0">
              {dashboard.topProducts.map((p) => (
                <HStack as="li" key={p.name} listStyleType="none" justify="space-between" gap="2">
                  <Text fontSize="sm" lineClamp={1}>
                    {p.name} <Text as="span" color="fg.muted">× {p.quantity.toLocaleString('pt-BR')}</Text>
                  </Text>
                  <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
                    {formatMoney(p.revenue)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Section>
      </Grid>
    </Stack>
  );
}

/** New sub-orders arrive over the store's subscription: toast, chime (unless muted), fresh figures. */
function useNewOrderAlerts(muted: boolean) {
  const client = useApolloClient();
  const { viewer } = useSession();
  const seen = useRef(new Set<string>());
  useSubscription(StoreOrderUpdatedDocument, {
    skip: !isStoreRole(viewer?.role),
    onData: ({ data: event }) => {
      const changed = event.data?.storeOrderUpdated;
      if (!changed) return;
      if (changed.status === 'PENDING' && !seen.current.has(changed.id)) {
        seen.current.add(changed.id);
        notify.info('Novo pedido recebido!');
        if (!muted) playChime();
      }
      void client.refetchQueries({ include: [VendorDashboardDocument] }).catch(() => undefined);
    },
    onError: () => undefined,
  });
}

export default function VendorHomePage({ title }: ScreenProps) {
  // Conversations of the store's inbox with unread messages, live (chat/useChatEvents.ts reads it again on each event).
  const storeUnread = useChatUnread()?.store ?? 0;
  const [muted, setMuted] = useState(isSoundMuted);
  useNewOrderAlerts(muted);
  return (
    <CommerceLayout
      title={title}
      description="Acompanhe as vendas da sua loja no Clube Local."
      maxW="6xl"
      actions={
        <Switch.Root
          checked={!muted}
          onCheckedChange={(e) => {
            setMuted(!e.checked);
            setSoundMuted(!e.checked);
          }}
          colorPalette="brand"
          size="sm"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label fontSize="sm">Som de novo pedido</Switch.Label>
        </Switch.Root>
      }
    >
      <Dashboard />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {VENDOR_LINKS.map((link) => {
          const Icon = link.icon;
          return (
            <LinkBox key={link.to} bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="5" shadow="xs" _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }} data-testid="vendor-home-card">
              <Stack gap="3">
                <Flex boxSize="11" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
                  <Icon boxSize="5" />
                </Flex>
                <HStack gap="2">
                  <LinkOverlay asChild fontWeight="bold" fontSize="lg">
                    <RouterLink to={link.to}>{link.title}</RouterLink>
                  </LinkOverlay>
                  {link.to === '/vendor/chat' && storeUnread > 0 && (
                    <Badge colorPalette="red" variant="solid" rounded="full" data-testid="store-chat-unread" aria-label={`${storeUnread} ${storeUnread === 1 ? 'conversa não lida' : 'conversas não lidas'}`}>
                      {storeUnread}
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {link.description}
                </Text>
              </Stack>
            </LinkBox>
          );
        })}
      </SimpleGrid>
    </CommerceLayout>
  );
}
