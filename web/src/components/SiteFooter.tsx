import { Box, Container, Flex, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LANDING_CATEGORIES, exploreCategoryHref } from '../lib/categories';
import { BrandLogo } from './Brand';
import { BadgeCheckIcon, LockIcon, ShieldIcon, TruckIcon } from './icons';

interface FooterLink {
  label: string;
  to: string;
}

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Empresa',
    links: [
      { label: 'Como funciona', to: '/#como-funciona' },
      { label: 'Clube de recompensas', to: '/rewards' },
      { label: 'Indique e ganhe', to: '/convite' },
      { label: 'Explorar lojas', to: '/explore' },
    ],
  },
  {
    title: 'Atendimento',
    links: [
      { label: 'Central de ajuda', to: '/suporte' },
      { label: 'Meus pedidos', to: '/profile/orders' },
      { label: 'Fale com a loja', to: '/chat' },
      { label: 'Recuperar senha', to: '/recuperar-senha' },
    ],
  },
  {
    title: 'Para lojistas',
    links: [
      { label: 'Área do Lojista', to: '/vendor' },
      { label: 'Cadastre sua loja', to: '/signup' },
      { label: 'Gerenciar produtos', to: '/vendor/products' },
      { label: 'Pedidos da loja', to: '/vendor/orders' },
    ],
  },
  {
    title: 'Categorias',
    links: [
      ...LANDING_CATEGORIES.slice(0, 5).map((c) => ({ label: c.name, to: exploreCategoryHref(c.slug) })),
      { label: 'Todas as categorias', to: '/explore' },
    ],
  },
];

const claims: { label: string; icon: ComponentType<{ boxSize?: string }> }[] = [
  { label: 'Compra protegida', icon: ShieldIcon },
  { label: 'Entrega rápida', icon: TruckIcon },
  { label: 'Pagamento seguro', icon: LockIcon },
  { label: 'Lojas verificadas', icon: BadgeCheckIcon },
];

/** Site footer: columns, the four claims, payment note and copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="gray.900" color="gray.300" pt="12" pb="8" mt="auto">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="8">
          <Stack gap="3" gridColumn={{ base: 'span 2', md: 'auto' }}>
            <BrandLogo inverted />
            <Text fontSize="sm" color="gray.400">
              Da obra ao dia a dia: as lojas do seu bairro em um só lugar, com entrega rápida e
              pagamento na entrega.
            </Text>
          </Stack>
          {columns.map((col) => (
            <Box as="nav" key={col.title} aria-label={col.title}>
              <Heading as="h2" size="sm" color="white" mb="3">
                {col.title}
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
                {col.links.map((link) => (
                  <li key={link.label}>
                    <Link asChild color="gray.300" _hover={{ color: 'white' }}>
                      <RouterLink to={link.to}>{link.label}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>

        <Box
          as="ul"
          listStyleType="none"
          mt="10"
          py="6"
          borderTopWidth="1px"
          borderBottomWidth="1px"
          borderColor="whiteAlpha.200"
          display="grid"
          gridTemplateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
          gap="4"
          aria-label="Garantias do Clube Local"
        >
          {claims.map(({ label, icon: Icon }) => (
            <HStack as="li" key={label} gap="2" color="white" fontWeight="medium" fontSize="sm">
              <Box color="brand.300">
                <Icon boxSize="5" />
              </Box>
              {label}
            </HStack>
          ))}
        </Box>

        <Flex
          mt="6"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="2"
          fontSize="xs"
          color="gray.400"
        >
          <Text>© {year} Clube Local. Todos os direitos reservados.</Text>
          <Text>Pague na entrega: PIX, cartão ou dinheiro.</Text>
        </Flex>
      </Container>
    </Box>
  );
}
