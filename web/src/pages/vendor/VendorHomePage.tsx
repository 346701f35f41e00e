import { Flex, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BagIcon } from '../../ui/icons';
import type { ScreenProps } from '../../routes/screens';
import { ReceiptIcon, StoreIcon, TruckIcon, UsersIcon } from '../../ui/icons';
import { CommerceLayout } from '../../ui/layout';

// /vendor and /vendor-dashboard 'Portal do Vendedor': a first, simple home for store owners with the
// way to the orders (built with the cart/orders issue). The full vendor area comes with its own
// issue; its screens are linked here as they arrive.

interface VendorLink {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ boxSize?: string }>;
}

export const VENDOR_LINKS: readonly VendorLink[] = [
  { to: '/vendor/orders', title: 'Pedidos da loja', description: 'Confirme, prepare e entregue os pedidos dos seus clientes.', icon: ReceiptIcon },
  { to: '/vendor/products', title: 'Gerenciar Produtos', description: 'Cadastre produtos, preços, promoções e estoque.', icon: BagIcon },
  { to: '/vendor/customers', title: 'Clientes', description: 'Quem compra da sua loja: pedidos, gastos e pontos.', icon: UsersIcon },
  { to: '/vendor/adjust-points', title: 'Ajuste de pontos', description: 'Credite pontos de compras feitas na loja física.', icon: ReceiptIcon },
  { to: '/vendor/delivery-settings', title: 'Entrega', description: 'Taxa, frete grátis e áreas de entrega com prazo e pedido mínimo.', icon: TruckIcon },
  { to: '/vendor/settings', title: 'Configurações da loja', description: 'Dados da loja, entrega e horários.', icon: StoreIcon },
];

export default function VendorHomePage({ title }: ScreenProps) {
  return (
    <CommerceLayout title={title} description="Acompanhe as vendas da sua loja no Clube Local." maxW="4xl">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {VENDOR_LINKS.map((link) => {
          const Icon = link.icon;
          return (
            <LinkBox key={link.to} bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="5" shadow="xs" _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }} data-testid="vendor-home-card">
              <Stack gap="3">
                <Flex boxSize="11" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
                  <Icon boxSize="5" />
                </Flex>
                <LinkOverlay asChild fontWeight="bold" fontSize="lg">
                  <RouterLink to={link.to}>{link.title}</RouterLink>
                </LinkOverlay>
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
