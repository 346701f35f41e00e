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
import { useEffect, type ComponentType } from 'react';
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
import { LANDING_CATEGORIES, exploreCategoryHref, type LandingCategory } from '../lib/categories';
import { SegmentsDocument } from '../catalog/documents';
import { SearchBar } from '../catalog/SearchBar';
import { InstallAppButton } from '../native/InstallAppButton';
import { dismissFirstScreen } from '../firstScreen';

type IconComponent = ComponentType<{ boxSize?: string }>;

const benefits: { title: string; text: string; icon: IconComponent }[] = [
  {
    title: 'Apoie o comércio local',
    text: 'Seu dinheiro fica na sua cidade e fortalece as lojas que você já conhece e confia.',
    icon: StoreIcon,
  },
  {
    title: 'Entrega rápida',
    text: 'As lojas estão pertinho de você: o pedido chega rápido e você paga só na entrega.',
    icon: TruckIcon,
  },
  {
    title: 'Pontos em toda compra',
    text: 'Cada compra vira pontos no clube, que você troca por recompensas de verdade.',
    icon: StarIcon,
  },
];

const steps: { title: string; text: string; icon: IconComponent }[] = [
  {
    title: 'Cadastre-se em menos de 2 minutos',
    text: 'Nome, e-mail, telefone e CPF. Sem burocracia e sem mensalidade.',
    icon: UserPlusIcon,
  },
  {
    title: 'Explore lojas locais',
    text: 'Materiais de construção, mercados, padarias, farmácias e muito mais perto de você.',
    icon: MapPinIcon,
  },
  {
    title: 'Compre e acumule',
    text: 'Pague na entrega com PIX, cartão ou dinheiro e junte pontos a cada pedido.',
    icon: BagIcon,
  },
  {
    title: 'Troque por recompensas',
    text: 'Use seus pontos no catálogo do clube e suba de nível: Bronze, Prata e Ouro.',
    icon: GiftIcon,
  },
];

const categoryIcons: Record<string, IconComponent> = {
  'materiais-construcao': BrickIcon,
  eletrica: BrickIcon,
  'pet-shop': PawIcon,
  supermercados: CartIcon,
  padarias: BreadIcon,
  farmacias: PillIcon,
  restaurantes: UtensilsIcon,
  'pet-shops': PawIcon,
  acougues: MeatIcon,
  hortifruti: LeafIcon,
};

const testimonials: { quote: string; name: string; role: string }[] = [
  {
    quote:
      'Reformei a cozinha comprando tudo na loja de materiais aqui do bairro. Chegou no mesmo dia e paguei na entrega.',
    name: 'Maria Aparecida',
    role: 'Cliente',
  },
  {
    quote:
      'Monto o carrinho com o material da obra e envio para o meu cliente. Ele compra, e nós dois ganhamos pontos.',
    name: 'João Batista',
    role: 'Pedreiro',
  },
  {
    quote:
      'A padaria ganhou clientes de outros bairros. Cadastrar os produtos e acompanhar os pedidos é muito simples.',
    name: 'Luciana Ferreira',
    role: 'Lojista',
  },
];

function SearchBox() {
  return (
    <Box w="full" maxW="xl">
      <SearchBar
        variant="hero"
        label="Buscar produtos e lojas"
        placeholder="O que você procura hoje? Ex.: cimento, pão, ração"
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
              Da obra ao dia a dia
            </Badge>
            <Heading
              id="hero-title"
              as="h1"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.05"
              fontWeight="extrabold"
              letterSpacing="tight"
            >
              Tudo do seu bairro em um clique
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.50" maxW="xl">
              Compre das lojas da sua região e <strong>pague só na entrega</strong>, com PIX,
              cartão ou dinheiro. E ainda ganhe pontos em toda compra.
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

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
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
    <Box as="section" aria-labelledby="beneficios-title" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <SectionHeading
          id="beneficios-title"
          title="Por que comprar no Clube Local?"
          subtitle="Um marketplace feito para a sua cidade: as lojas de sempre, agora na palma da mão."
        />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {benefits.map(({ title, text, icon: Icon }) => (
            <Card.Root as="li" key={title} variant="outline" rounded="2xl" _hover={{ boxShadow: 'md' }}>
              <Card.Body gap="3" p="6">
                <Box alignSelf="flex-start" p="3" rounded="xl" bg="brand.subtle" color="brand.fg">
                  <Icon boxSize="7" />
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
      aria-labelledby="como-funciona-title"
      bg="bg.subtle"
      py={{ base: '14', md: '20' }}
    >
      <Container maxW="6xl">
        <SectionHeading
          id="como-funciona-title"
          title="Como funciona"
          subtitle="Do cadastro à recompensa em quatro passos."
        />
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {steps.map(({ title, text, icon: Icon }, index) => (
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
                  <Icon boxSize="6" />
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
    <Box as="section" aria-labelledby="categorias-title" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <SectionHeading
          id="categorias-title"
          title="Categorias"
          subtitle="Encontre o que precisa nas lojas parceiras da sua região."
        />
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
          gap="4"
        >
          {categories.map(({ slug, name }) => {
            const Icon = categoryIcons[slug] ?? StoreIcon;
            return (
              <li key={slug}>
                <RouterLink to={exploreCategoryHref(slug)}>
                  <VStack
                    gap="3"
                    p="5"
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
                    <Text fontWeight="semibold">{name}</Text>
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
    <Box as="section" aria-labelledby="depoimentos-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <SectionHeading id="depoimentos-title" title="Quem usa, recomenda" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {testimonials.map(({ quote, name, role }) => (
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
    <Box as="section" aria-labelledby="cta-title" py={{ base: '14', md: '20' }}>
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
          <Heading id="cta-title" as="h2" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
            Pronto para comprar do seu bairro?
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="2xl">
            Crie sua conta grátis, explore as lojas da sua região e comece a juntar pontos já na
            primeira compra. Convidou um amigo? Ele ganha 20 pontos na primeira compra.
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
