import { Box, Container, Flex, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, type ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { SegmentsDocument } from '../catalog/documents';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, WhatsAppIcon, YoutubeIcon } from '../ui/icons';
import { LANDING_CATEGORIES, exploreCategoryHref } from '../lib/categories';
import { BrandLogo } from './Brand';
import { BadgeCheckIcon, LockIcon, ShieldIcon, TruckIcon } from '../ui/icons';

interface FooterLink {
  label: string;
  to: string;
}

const staticColumns: { title: string; links: FooterLink[] }[] = [
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
];

/** Footer contact details (says they exist; the values are the company's to set). */
export const FOOTER_CONTACT = {
  phone: '(33) 3516-2000',
  phoneHref: 'tel:+553335162000',
  whatsapp: '(33) 99900-2000',
  whatsappHref: 'https://wa.me/5533999002000',
  email: 'contato@clubelocal.com.br',
  address: 'Angelândia, MG',
} as const;

export const SOCIAL_LINKS: { label: string; href: string; icon: ComponentType<{ boxSize?: string }> }[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/clubelocal', icon: InstagramIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/clubelocal', icon: FacebookIcon },
  { label: 'WhatsApp', href: FOOTER_CONTACT.whatsappHref, icon: WhatsAppIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/@clubelocal', icon: YoutubeIcon },
];

/** Categories column: the API's active segments (first 5), the static list meanwhile or on error. */
function useCategoryLinks(): FooterLink[] {
  const { data } = useQuery(SegmentsDocument);
  const segments = data?.segments.filter((s) => !s.isFallback) ?? [];
  const source = segments.length ? segments.map((s) => ({ name: s.name, slug: s.slug })) : LANDING_CATEGORIES;
  return [
    ...source.slice(0, 5).map((c) => ({ label: c.name, to: exploreCategoryHref(c.slug) })),
    { label: 'Todas as categorias', to: '/explore' },
  ];
}

const claims: { label: string; icon: ComponentType<{ boxSize?: string }> }[] = [
  { label: 'Compra protegida', icon: ShieldIcon },
  { label: 'Entrega rápida', icon: TruckIcon },
  { label: 'Pagamento seguro', icon: LockIcon },
  { label: 'Lojas verificadas', icon: BadgeCheckIcon },
];

/**
 * Site footer: company, customer service, for sellers and categories columns; contact; social links; the four claims; payment note and copyright.
 * Memoized: it takes no props, and each screen re-renders its whole page as its data arrives (~200 components here).
 */
export const SiteFooter = memo(function SiteFooter() {
  const year = new Date().getFullYear();
  const columns = [...staticColumns, { title: 'Categorias', links: useCategoryLinks() }];
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

        <Flex mt="10" gap="8" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'flex-start', md: 'center' }}>
          <Box as="address" fontStyle="normal" fontSize="sm" aria-label="Contato">
            <Heading as="h2" size="sm" color="white" mb="3">
              Contato
            </Heading>
            <Stack gap="1.5">
              <Link href={FOOTER_CONTACT.phoneHref} color="gray.300" _hover={{ color: 'white' }} display="inline-flex" gap="2">
                <PhoneIcon boxSize="4" /> {FOOTER_CONTACT.phone}
              </Link>
              <Link href={`mailto:${FOOTER_CONTACT.email}`} color="gray.300" _hover={{ color: 'white' }} display="inline-flex" gap="2">
                <MailIcon boxSize="4" /> {FOOTER_CONTACT.email}
              </Link>
              <Text color="gray.400">Atendimento de segunda a sábado, das 8h às 18h · {FOOTER_CONTACT.address}</Text>
            </Stack>
          </Box>
          <Box as="nav" aria-label="Redes sociais">
            <Heading as="h2" size="sm" color="white" mb="3">
              Siga o Clube Local
            </Heading>
            <HStack as="ul" listStyleType="none" gap="2">
              {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
                <li key={label}>
                  <Link
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} (abre em nova aba)`}
                    title={label}
                    display="grid"
                    placeItems="center"
                    boxSize="10"
                    rounded="full"
                    bg="whiteAlpha.100"
                    color="white"
                    _hover={{ bg: 'brand.solid' }}
                  >
                    <Icon boxSize="5" />
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
        </Flex>

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
});
