import { Box, Container, Flex, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createElement, memo, type ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { SegmentsDocument } from '../catalog/documents';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, WhatsAppIcon, YoutubeIcon } from '../ui/icons';
import { LANDING_CATEGORIES } from '../lib/categories';
import {
  FOOTER_BLURB,
  FOOTER_CLAIMS,
  FOOTER_COLUMNS,
  FOOTER_CONTACT,
  FOOTER_NOTES,
  SOCIAL_LINKS,
  footerCategoryLinks,
  type FooterLink,
} from '@common/landing';
import { BrandLogo } from './Brand';
import { BadgeCheckIcon, LockIcon, ShieldIcon, TruckIcon } from '../ui/icons';

const SOCIAL_ICONS: Record<(typeof SOCIAL_LINKS)[number]['icon'], ComponentType<{ boxSize?: string }>> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  whatsapp: WhatsAppIcon,
  youtube: YoutubeIcon,
};

/** Categories column: the API's active segments (first 5), the static list meanwhile or on error. */
function useCategoryLinks(): FooterLink[] {
  const { data } = useQuery(SegmentsDocument);
  const segments = data?.segments.filter((s) => !s.isFallback) ?? [];
  const source = segments.length ? segments.map((s) => ({ name: s.name, slug: s.slug })) : LANDING_CATEGORIES;
  return footerCategoryLinks(source);
}

const CLAIM_ICONS: Record<(typeof FOOTER_CLAIMS)[number]['icon'], ComponentType<{ boxSize?: string }>> = {
  shield: ShieldIcon,
  truck: TruckIcon,
  lock: LockIcon,
  badgeCheck: BadgeCheckIcon,
};

/**
 * Site footer: company, customer service, for sellers and categories columns; contact; social links; the four claims; payment note and copyright.
 * Memoized: it takes no props, and each screen re-renders its whole page as its data arrives (~200 components here).
 */
export const SiteFooter = memo(function SiteFooter() {
  const year = new Date().getFullYear();
  const columns = [...FOOTER_COLUMNS, { title: 'Categorias', links: useCategoryLinks() }];
  return (
    <Box as="footer" bg="gray.900" color="gray.300" pt="12" pb="8" mt="auto">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="8">
          <Stack gap="3" gridColumn={{ base: 'span 2', md: 'auto' }}>
            <BrandLogo inverted />
            <Text fontSize="sm" color="gray.400">
              {FOOTER_BLURB}
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
              <Text color="gray.400">
                {FOOTER_CONTACT.hours} · {FOOTER_CONTACT.address}
              </Text>
            </Stack>
          </Box>
          <Box as="nav" aria-label="Redes sociais">
            <Heading as="h2" size="sm" color="white" mb="3">
              Siga o Clube Local
            </Heading>
            <HStack as="ul" listStyleType="none" gap="2">
              {SOCIAL_LINKS.map(({ label, href, icon }) => (
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
                    {createElement(SOCIAL_ICONS[icon], { boxSize: '5' })}
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
          {FOOTER_CLAIMS.map(({ label, icon }) => (
            <HStack as="li" key={label} gap="2" color="white" fontWeight="medium" fontSize="sm">
              <Box color="brand.300">
                {createElement(CLAIM_ICONS[icon], { boxSize: '5' })}
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
          <Text>
            © {year} {FOOTER_NOTES.rights}
          </Text>
          <Text>{FOOTER_NOTES.payment}</Text>
        </Flex>
      </Container>
    </Box>
  );
});
