import { Badge, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ScreenProps } from '../../routes/screens';
import { ROUTES } from '../../routes/table';
import { CommerceLayout } from '../../ui/layout';

// /admin 'Painel administrativo': a simple home with a link to every admin screen (docs/decisions.md
// 'Admin-only routes'). Screens still being built open their placeholder; the tab bar is hidden
// under /admin, so this page also offers the way back to the app.

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
};

export default function AdminHomePage({ title }: ScreenProps) {
  const screens = ROUTES.filter((route) => route.access === 'admin' && route.path !== '/admin');
  return (
    <CommerceLayout title={title} description="Gerencie o Clube Local." back={{ to: '/home', label: 'Voltar ao app' }} maxW="5xl">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" as="ul" m="0" p="0">
        {screens.map((route) => {
          const ready = route.screen !== 'placeholder';
          return (
            <LinkBox as="li" key={route.path} listStyleType="none" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="5" shadow="xs" _hover={{ borderColor: 'brand.emphasized' }} data-testid="admin-home-card">
              <Stack gap="1.5">
                <HStack justify="space-between" gap="2">
                  <LinkOverlay asChild fontWeight="bold" fontSize="md">
                    <RouterLink to={route.path}>{route.title}</RouterLink>
                  </LinkOverlay>
                  {!ready && (
                    <Badge size="sm" variant="subtle" colorPalette="gray">
                      Em breve
                    </Badge>
                  )}
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
