import { Badge, Button, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { pointsText } from '@common/loyalty';
import { formatMoney } from '@common/money';
import { ROLE_LABELS } from '@common/roles';
import type { ScreenProps } from '../../routes/screenProps';
import { ROUTES } from '../../routes/table';
import { Figure, CommerceLayout, ListSkeleton, LoadError, Section } from '../../ui/layout';
import { SalesChart } from '../../ui/SalesChart';
import { AdminDashboardDocument, PendingApprovalsChangedDocument } from './dashboard/documents';

// /admin 'Painel administrativo': the club's figures (sales of today, 7 and 30 days, the 30-day
// chart, new users by role, open redemptions, points owed), the approval queues with a live
// counter, and a link to every admin screen (docs/decisions.md, "Painel do admin"). The tab bar is
// hidden under /admin, so this page also offers the way back to the app.

const ordersText = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'pedido' : 'pedidos'}`;

/** The approval queues, kept live by pendingApprovalsChanged (it starts with the current counts). */
function Approvals({ initial }: { initial: { stores: number; products: number } }) {
  const { data } = useSubscription(PendingApprovalsChangedDocument, { onError: () => undefined });
  const counts = data?.pendingApprovalsChanged ?? initial;
  const rows = [
    { to: '/admin/stores', label: 'Lojas em análise', count: counts.stores },
    { to: '/admin/products', label: 'Produtos e alterações', count: counts.products },
  ];
  return (
    <Section title="Aguardando aprovação" aria-label="Aguardando aprovação">
      <Stack gap="2" as="ul" m="0" p="0" aria-live="polite">
        {rows.map((row) => (
          <HStack as="li" key={row.to} listStyleType="none" justify="space-between" gap="3" data-testid="pending-approval">
            <Text>{row.label}</Text>
            <HStack gap="2">
              <Badge colorPalette={row.count ? 'orange' : 'gray'} variant="subtle" size="md">
                {row.count.toLocaleString('pt-BR')}
              </Badge>
              <Button asChild size="xs" variant="outline">
                <RouterLink to={row.to} aria-label={`Abrir ${row.label.toLowerCase()}`}>
                  Abrir
                </RouterLink>
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Section>
  );
}

function Dashboard() {
  const { data, loading, refetch } = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const d = data?.adminDashboard;
  if (!d && loading) return <ListSkeleton label="Carregando o painel" count={2} h="28" />;
  if (!d) return <LoadError message="Não foi possível carregar o painel." onRetry={() => void refetch().catch(() => undefined)} />;
  const newUsers = d.newUsers.reduce((sum, r) => sum + r.count, 0);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure label="Vendas hoje" value={formatMoney(d.today.total)} hint={ordersText(d.today.orders)} />
        <Figure label="Últimos 7 dias" value={formatMoney(d.week.total)} hint={ordersText(d.week.orders)} />
        <Figure label="Últimos 30 dias" value={formatMoney(d.month.total)} hint={ordersText(d.month.orders)} />
        <Figure label="Pontos em saldo" value={pointsText(d.pointsLiability)} hint="O que o clube deve em pontos" />
      </SimpleGrid>
      <Section title="Vendas dos últimos 30 dias">
        <SalesChart days={d.dailySales} />
      </Section>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        <Approvals initial={d.pendingApprovals} />
        <Section title="Novos cadastros" description={`${newUsers.toLocaleString('pt-BR')} nos últimos 30 dias`}>
          <Stack gap="1" as="ul" m="0" p="0">
            {d.newUsers.length === 0 && <Text color="fg.muted">Nenhum cadastro nos últimos 30 dias.</Text>}
            {d.newUsers.map((r) => (
              <HStack as="li" key={r.role} listStyleType="none" justify="space-between">
                <Text>{ROLE_LABELS[r.role]}</Text>
                <Text fontWeight="semibold">{r.count.toLocaleString('pt-BR')}</Text>
              </HStack>
            ))}
          </Stack>
        </Section>
        <Section title="Manutenção">
          <Text fontSize="sm" color="fg.muted">
            Corrige códigos de indicação que não dá para usar no cadastro.
          </Text>
          <Button asChild size="xs" variant="outline" alignSelf="flex-start">
            <RouterLink to="/auto-fix-codes">Correção de códigos</RouterLink>
          </Button>
        </Section>
        <Section title="Resgates em aberto">
          <HStack justify="space-between">
            <Text fontSize="2xl" fontWeight="bold">
              {d.openRedemptions.toLocaleString('pt-BR')}
            </Text>
            <Button asChild size="xs" variant="outline">
              <RouterLink to="/admin/redemptions">Ver resgates</RouterLink>
            </Button>
          </HStack>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

const DESCRIPTIONS: Record<string, string> = {
  '/admin/users': 'Contas, papéis e administradores.',
  '/admin/products': 'Aprovação e revisão do catálogo.',
  '/admin/stores': 'Lojas parceiras e seus cadastros.',
  '/admin/redemptions': 'Resgates de recompensas dos clientes.',
  '/admin/orders': 'Todos os pedidos do marketplace.',
  '/admin/coupons': 'Cupons de desconto: criar, editar e desativar.',
  '/admin/loyalty': 'Pontos, níveis e o clube de fidelidade.',
  '/admin/logs': 'Auditoria e eventos de segurança.',
  '/admin/settings': 'Logos, favicon e configurações do site.',
  '/admin/rewards': 'Catálogo de recompensas.',
  '/admin/categories': 'Segmentos e categorias.',
  '/admin/banners': 'Banners do carrossel da home.',
  '/admin/support': 'Conversas dos clientes com o suporte.',
  '/admin/api-keys': 'Chaves de API para sistemas parceiros.',
  '/admin/search': 'Buscas sem resultado e sinônimos.',
};

export default function AdminHomePage({ title }: ScreenProps) {
  const screens = ROUTES.filter((route) => route.access === 'admin' && route.path !== '/admin');
  return (
    <CommerceLayout title={title} description="Gerencie o Clube Local." back={{ to: '/home', label: 'Voltar ao app' }} maxW="6xl">
      <Dashboard />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" as="ul" m="0" p="0">
        {screens.map((route) => {
          return (
            <LinkBox as="li" key={route.path} listStyleType="none" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="5" shadow="xs" _hover={{ borderColor: 'brand.emphasized' }} data-testid="admin-home-card">
              <Stack gap="1.5">
                <HStack justify="space-between" gap="2">
                  <LinkOverlay asChild fontWeight="bold" fontSize="md">
                    <RouterLink to={route.path}>{route.title}</RouterLink>
                  </LinkOverlay>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {DESCRIPTIONS[route.path] ?? ''}
                </Text>
              </Stack>
            </LinkBox>
          );
        })}
      </SimpleGrid>
    </CommerceLayout>
  );
}
