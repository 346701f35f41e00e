import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Grid,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  VStack,
  VisuallyHidden,
} from '@chakra-ui/react';
import { createElement, useEffect, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from '../components/PageShell';
import {
  ArrowRightIcon,
  BagIcon,
  BreadIcon,
  BrickIcon,
  CartIcon,
  GiftIcon,
  LeafIcon,
  MapPinIcon,
  MeatIcon,
  PawIcon,
  PillIcon,
  QuoteIcon,
  StarIcon,
  StoreIcon,
  TruckIcon,
  UserPlusIcon,
  UtensilsIcon,
} from '../ui/icons';
import { useQuery } from '@apollo/client/react';
import {
  BENEFITS,
  FINAL_CALL,
  HERO,
  SECTIONS,
  STEPS,
  TESTIMONIALS,
  categoryIcon,
  type LandingIcon,
  type LandingSectionTitle,
} from '@common/landing';
import { LANDING_CATEGORIES, exploreCategoryHref, type LandingCategory } from '../lib/categories';
import { SegmentsDocument } from '../catalog/documents';
import { SearchBar } from '../catalog/SearchBar';
import { InstallAppButton } from '../native/InstallAppButton';
import { dismissFirstScreen } from '../firstScreen';

type IconComponent = ComponentType<{ boxSize?: string }>;

/** The app's drawing of each icon common/landing.ts names. */
const ICONS: Record<LandingIcon, IconComponent> = {
  store: StoreIcon,
  truck: TruckIcon,
  star: StarIcon,
  userPlus: UserPlusIcon,
  mapPin: MapPinIcon,
  bag: BagIcon,
  gift: GiftIcon,
  brick: BrickIcon,
  paw: PawIcon,
  cart: CartIcon,
  bread: BreadIcon,
  pill: PillIcon,
  utensils: UtensilsIcon,
  meat: MeatIcon,
  leaf: LeafIcon,
};

function SearchBox() {
  return (
    <Box w="full" maxW="xl">
      <SearchBar
        variant="hero"
        label={HERO.searchLabel}
        placeholder={HERO.searchPlaceholder}
      />
    </Box>
  );
}

function HeroVisual() {
  return (
    <Box aria-hidden position="relative" display={{ base: 'none', lg: 'block' }} w="full" maxW="sm">
      <Card.Root rounded="2xl" boxShadow="2xl" overflow="hidden" color="fg">
        <Card.Body gap="4" p="6">
          <HStack justify="space-between">
            <Text fontWeight="bold">Seu pedido</Text>
            <Badge colorPalette="green" variant="subtle">
              A caminho
            </Badge>
          </HStack>
          {[
            { name: 'Cimento CP II 50 kg', store: 'Depósito Central', icon: BrickIcon },
            { name: 'Pão francês (10 un)', store: 'Padaria da Praça', icon: BreadIcon },
            { name: 'Ração 15 kg', store: 'Pet Amigo', icon: PawIcon },
          ].map(({ name, store, icon: Icon }) => (
            <HStack key={name} gap="3">
              <Box p="2" rounded="lg" bg="brand.subtle" color="brand.fg">
                <Icon boxSize="5" />
              </Box>
              <Box>
                <Text fontSize="sm" fontWeight="semibold">
                  {name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {store}
                </Text>
              </Box>
            </HStack>
          ))}
          <Box borderTopWidth="1px" pt="4">
            <HStack justify="space-between" fontSize="sm">
              <Text color="fg.muted">Pagamento</Text>
              <Text fontWeight="semibold">Na entrega</Text>
            </HStack>
          </Box>
        </Card.Body>
      </Card.Root>
      <HStack
        position="absolute"
        bottom="-6"
        left="-8"
        bg="yellow.300"
        color="gray.900"
        px="4"
        py="3"
        rounded="xl"
        boxShadow="xl"
        gap="2"
      >
        <StarIcon boxSize="5" />
        <Text fontWeight="bold">+120 pontos</Text>
      </HStack>
    </Box>
  );
}

function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom="brand.600"
      gradientTo="brand.900"
      color="white"
      // clip, not hidden: the search suggestions may hang below the hero.
      overflowX="clip"
      position="relative"
      zIndex="1"
    >
      <Container maxW="6xl" py={{ base: '14', md: '20' }}>
        <Flex align="center" gap="12" justify="space-between">
          <Stack gap="6" maxW="2xl">
            <Badge
              alignSelf="flex-start"
              bg="whiteAlpha.200"
              color="white"
              px="3"
              py="1"
              rounded="full"
              fontSize="sm"
            >
              {HERO.badge}
            </Badge>
            <Heading
              id="hero-title"
              as="h1"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.05"
              fontWeight="extrabold"
              letterSpacing="tight"
            >
              {HERO.title}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.50" maxW="xl">
              {HERO.lead[0]}
              <strong>{HERO.lead[1]}</strong>
              {HERO.lead[2]}
            </Text>
            <SearchBox />
            <HStack gap="3" flexWrap="wrap">
              <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
                <RouterLink to="/explore">
                  Ver produtos <ArrowRightIcon />
                </RouterLink>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to="/explore">
                  <MapPinIcon /> Explorar minha região
                </RouterLink>
              </Button>
              <InstallAppButton size="lg" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} />
            </HStack>
          </Stack>
          <HeroVisual />
        </Flex>
      </Container>
    </Box>
  );
}

function SectionHeading({ id, title, subtitle }: LandingSectionTitle) {
  return (
    <VStack gap="2" textAlign="center" mb={{ base: '8', md: '12' }}>
      <Heading id={id} as="h2" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
          {subtitle}
        </Text>
      )}
    </VStack>
  );
}

function Benefits() {
  return (
    <Box as="section" aria-labelledby={SECTIONS.benefits.id} py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <SectionHeading {...SECTIONS.benefits} />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {BENEFITS.map(({ title, text, icon }) => (
            <Card.Root as="li" key={title} variant="outline" rounded="2xl" _hover={{ boxShadow: 'md' }}>
              <Card.Body gap="3" p="6">
                <Box alignSelf="flex-start" p="3" rounded="xl" bg="brand.subtle" color="brand.fg">
                  {createElement(ICONS[icon], { boxSize: '7' })}
                </Box>
                <Heading as="h3" size="lg">
                  {title}
                </Heading>
                <Text color="fg.muted">{text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function HowItWorks() {
  return (
    <Box
      as="section"
      id="como-funciona"
      aria-labelledby={SECTIONS.steps.id}
      bg="bg.subtle"
      py={{ base: '14', md: '20' }}
    >
      <Container maxW="6xl">
        <SectionHeading {...SECTIONS.steps} />
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {STEPS.map(({ title, text, icon }, index) => (
            <Stack as="li" key={title} gap="3" bg="bg" p="6" rounded="2xl" borderWidth="1px">
              <HStack justify="space-between">
                <Box
                  aria-hidden
                  boxSize="10"
                  rounded="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  display="grid"
                  placeItems="center"
                  fontWeight="bold"
                >
                  {index + 1}
                </Box>
                <Box color="brand.fg">
                  {createElement(ICONS[icon], { boxSize: '6' })}
                </Box>
              </HStack>
              <Heading as="h3" size="md">
                <VisuallyHidden>Passo {index + 1}: </VisuallyHidden>
                {title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** The active segments from the API; the static list while loading or when the API fails. */
function useLandingCategories(): readonly LandingCategory[] {
  const { data } = useQuery(SegmentsDocument);
  const segments = data?.segments.filter((segment) => !segment.isFallback) ?? [];
  if (segments.length === 0) return LANDING_CATEGORIES;
  return segments.map((segment) => ({ slug: segment.slug, name: segment.name }));
}

function Categories() {
  const categories = useLandingCategories();
  return (
    <Box as="section" aria-labelledby={SECTIONS.categories.id} py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <SectionHeading {...SECTIONS.categories} />
        <Grid
          as="ul"
          listStyleType="none"
          // minmax(0, …): a long name wraps in its card instead of widening the page on a 320 px phone.
          templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
          gap="4"
        >
          {categories.map(({ slug, name }) => {
            const Icon = ICONS[categoryIcon(slug)];
            return (
              <li key={slug}>
                <RouterLink to={exploreCategoryHref(slug)}>
                  <VStack
                    gap="3"
                    // Narrower sides on a small phone, so that 'Supermercados' fits two to a row.
                    px={{ base: '1.5', sm: '5' }}
                    py="5"
                    h="full"
                    rounded="2xl"
                    borderWidth="1px"
                    bg="bg"
                    textAlign="center"
                    transition="all 0.15s"
                    _hover={{ borderColor: 'brand.solid', boxShadow: 'md', transform: 'translateY(-2px)' }}
                  >
                    <Box p="3" rounded="full" bg="brand.subtle" color="brand.fg">
                      <Icon boxSize="7" />
                    </Box>
                    <Text fontWeight="semibold" overflowWrap="anywhere" hyphens="auto">
                      {name}
                    </Text>
                  </VStack>
                </RouterLink>
              </li>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}

function Testimonials() {
  return (
    <Box as="section" aria-labelledby={SECTIONS.testimonials.id} bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <SectionHeading {...SECTIONS.testimonials} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {TESTIMONIALS.map(({ quote, name, role }) => (
            <Card.Root as="figure" key={name} rounded="2xl" variant="elevated">
              <Card.Body gap="4" p="6">
                <Box color="brand.solid">
                  <QuoteIcon boxSize="7" />
                </Box>
                <Text as="blockquote" fontSize="md">
                  “{quote}”
                </Text>
              </Card.Body>
              <Card.Footer as="figcaption" p="6" pt="0" flexDirection="column" alignItems="flex-start" gap="0">
                <Text fontWeight="bold">{name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {role}
                </Text>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function FinalCallToAction() {
  return (
    <Box as="section" aria-labelledby={FINAL_CALL.id} py={{ base: '14', md: '20' }}>
      <Container maxW="5xl">
        <Stack
          bgGradient="to-r"
          gradientFrom="brand.600"
          gradientTo="brand.800"
          color="white"
          rounded="3xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
          gap="6"
          align="center"
          textAlign="center"
        >
          <Heading id={FINAL_CALL.id} as="h2" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
            {FINAL_CALL.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="2xl">
            {FINAL_CALL.text}
          </Text>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
              <RouterLink to="/signup">Criar conta</RouterLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to="/login">Entrar</RouterLink>
            </Button>
            <Button asChild size="lg" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
              <RouterLink to="/explore">
                <MapPinIcon /> Explorar minha região
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

/** Visitor landing page. */
export default function LandingPage() {
  // The HTML copy of the hero (web/index.html) stays on top until this screen has rendered.
  useEffect(() => dismissFirstScreen(), []);
  return (
    <PageShell>
      <Hero />
      <Benefits />
      <HowItWorks />
      <Categories />
      <Testimonials />
      <FinalCallToAction />
    </PageShell>
  );
}
