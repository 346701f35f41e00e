import { Box, Button, Container, Flex, HStack, Heading, SimpleGrid, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Suspense, lazy, memo, useDeferredValue, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { ArrowRightIcon, BagIcon, MapPinIcon, StarIcon, StoreIcon, TruckIcon, ShieldIcon, ToolIcon } from '../../ui/icons';
import { homeShortcuts, type HomeShortcutIcon } from '@common/home';
import type { ScreenProps } from '../../routes/screenProps';
import { useSession } from '../../session/SessionProvider';
import { BannerCarousel, DefaultHero } from './BannerCarousel';
import { BannersDocument, HomeRecommendationsDocument, RecentlyViewedDocument } from '../../catalog/documents';
import { CardPayIcon, HistoryIcon, LoginIcon, TagIcon } from '../../ui/icons';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { ProductCarousel } from './ProductCarousel';

// /home: banner carousel, quick actions, 'Também te interessa'
// with 'Mostrar mais produtos', an SEO text block and the footer.

export const HOME_TEXTS = {
  recommendations: 'Também te interessa',
  showMore: 'Mostrar mais produtos',
  recentlyViewed: 'Visto recentemente',
  paymentMethods: 'Meios de pagamento',
} as const;

const RECENTLY_VIEWED_ID = 'visto-recentemente';

// Loaded at the first tap on 'Meios de pagamento': the dialog and its parts were ~15 KB of every
// /home load, where the first load has a 300 KB budget (docs/decisions.md).
const PaymentMethodsDialog = lazy(() => import('./PaymentMethodsDialog'));

type IconType = ComponentType<{ boxSize?: string }>;

interface QuickAction {
  label: string;
  icon: IconType;
  /** Route to open, or an action. */
  to?: string;
  onClick?: () => void;
  /** Only on the mobile strip (spec: 'Visto recentemente' and 'Meios de pagamento'). */
  mobileOnly?: boolean;
}

function QuickActionTile({ action }: { action: QuickAction }) {
  const Icon = action.icon;
  const content = (
    <Stack align="center" gap="2" textAlign="center">
      <Flex boxSize={{ base: '12', md: '14' }} rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
        <Icon boxSize="6" />
      </Flex>
      <Text fontSize={{ base: 'xs', md: 'sm' }} fontWeight="semibold" lineHeight="1.2" color="fg">
        {action.label}
      </Text>
    </Stack>
  );
  const style = {
    display: 'block',
    w: 'full',
    h: 'full',
    p: { base: '2', md: '4' },
    rounded: 'xl',
    bg: 'bg',
    borderWidth: { base: '0', md: '1px' },
    transition: 'all 0.15s',
    _hover: { borderColor: 'brand.solid', boxShadow: 'sm' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  } as const;
  return (
    <Box as="li" display={action.mobileOnly ? { base: 'block', md: 'none' } : 'block'} flex={{ base: '0 0 80px', md: '1' }} scrollSnapAlign="start">
      {action.to ? (
        <chakra.a asChild {...style}>
          <RouterLink to={action.to}>{content}</RouterLink>
        </chakra.a>
      ) : (
        <chakra.button type="button" onClick={action.onClick} cursor="pointer" {...style}>
          {content}
        </chakra.button>
      )}
    </Box>
  );
}

const SHORTCUT_ICONS: Record<HomeShortcutIcon, IconType> = { bag: BagIcon, star: StarIcon, mapPin: MapPinIcon, login: LoginIcon, tag: TagIcon, store: StoreIcon, tool: ToolIcon };

const QuickActions = memo(function QuickActions({ hasRecentlyViewed }: { hasRecentlyViewed: boolean }) {
  const { viewer } = useSession();
  const navigate = useNavigate();
  const [paymentsOpen, setPaymentsOpen] = useState(false);
  const [paymentsAsked, setPaymentsAsked] = useState(false);
  // A signed-in person gets their own places (Meus pedidos, Meus pontos, Endereços), as the server's
  // first screen draws them (common/home.ts; bench/diary.md, "A /home logada chega pronta no telefone").
  const actions: QuickAction[] = [
    ...homeShortcuts(viewer).map(({ label, icon, to }) => ({ label, icon: SHORTCUT_ICONS[icon], to })),
    {
      label: HOME_TEXTS.recentlyViewed,
      icon: HistoryIcon,
      mobileOnly: true,
      onClick: () => {
        const section = document.getElementById(RECENTLY_VIEWED_ID);
        if (hasRecentlyViewed && section) {
          section.scrollIntoView({ behavior: 'smooth', block: 'start' });
          section.focus({ preventScroll: true });
        } else {
          void navigate('/explore');
        }
      },
    },
    {
      label: HOME_TEXTS.paymentMethods,
      icon: CardPayIcon,
      mobileOnly: true,
      onClick: () => {
        setPaymentsAsked(true);
        setPaymentsOpen(true);
      },
    },
  ];
  return (
    <Box as="nav" aria-label="Atalhos">
      <Flex
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        gap={{ base: '1', md: '4' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        scrollSnapType="x mandatory"
        css={{ scrollbarWidth: 'none' }}
        py="1"
      >
        {actions.map((action) => (
          <QuickActionTile key={action.label} action={action} />
        ))}
      </Flex>
      {paymentsAsked && (
        <Suspense fallback={null}>
          <PaymentMethodsDialog title={HOME_TEXTS.paymentMethods} open={paymentsOpen} onOpenChange={setPaymentsOpen} />
        </Suspense>
      )}
    </Box>
  );
});

function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`} id={id} tabIndex={-1} _focus={{ outline: 'none' }}>
      <HStack justify="space-between" align="center" mb="4" gap="4">
        <Heading id={`${id}-title`} as="h2" fontSize={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Box>
  );
}

const Banners = memo(function Banners() {
  const { data, loading, error } = useQuery(BannersDocument);
  if (loading && !data) return <Skeleton h={{ base: '240px', sm: '280px', md: '340px' }} rounded={{ base: 'none', md: '2xl' }} />;
  // Loading failed: default settings and no banners → the default hero.
  if (error || !data) return <DefaultHero />;
  const banners = [...data.banners].sort((a, b) => a.position - b.position);
  return <BannerCarousel banners={banners} settings={data.bannerSettings} />;
});

const Recommendations = memo(function Recommendations() {
  const { data: answer, loading, error, refetch } = useQuery(HomeRecommendationsDocument);
  // As the /explore grid: the cards render in the background, in slices (a deferred value), so the
  // answer's arrival is not one long task; the skeleton stays until then.
  const data = useDeferredValue(answer);
  const rendering = data !== answer;
  const showMore = (
    <Button asChild variant="ghost" size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
      <RouterLink to="/explore">
        {HOME_TEXTS.showMore} <ArrowRightIcon />
      </RouterLink>
    </Button>
  );
  let body: ReactNode;
  if ((loading || rendering) && !data) {
    body = (
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Box key={i} display={{ base: i === 0 ? 'block' : 'none', sm: i < 2 ? 'block' : 'none', md: i < 3 ? 'block' : 'none', lg: 'block' }}>
            <ProductCardSkeleton />
          </Box>
        ))}
        <Text srOnly role="status">
          Carregando produtos...
        </Text>
      </SimpleGrid>
    );
  } else if (error || !data) {
    body = (
      <Stack align="center" py="8" gap="3" textAlign="center" role="alert">
        <Text color="fg.muted">Não foi possível carregar as sugestões agora.</Text>
        <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => undefined)}>
          Tentar novamente
        </Button>
      </Stack>
    );
  } else if (data.homeRecommendations.length === 0) {
    body = (
      <Text color="fg.muted" py="6">
        Ainda não há produtos por aqui. Volte em breve!
      </Text>
    );
  } else {
    body = (
      <ProductCarousel
        label={HOME_TEXTS.recommendations}
        items={data.homeRecommendations}
        getKey={(p) => p.id}
        renderItem={(product, i) => <ProductCard product={product} freeShipping priority={i < 4} imageAspect={{ base: '4/3', sm: '1' }} imageFit="cover" />}
      />
    );
  }
  return (
    <Section id="tambem-te-interessa" title={HOME_TEXTS.recommendations} action={showMore}>
      {body}
      <Flex justify="center" mt="6">
        <Button asChild size="lg" variant="outline">
          <RouterLink to="/explore">
            {HOME_TEXTS.showMore} <ArrowRightIcon />
          </RouterLink>
        </Button>
      </Flex>
    </Section>
  );
});

const RecentlyViewed = memo(function RecentlyViewed({ items }: { items: NonNullable<ReturnType<typeof useRecentlyViewed>> }) {
  if (items.length === 0) return null;
  return (
    <Section id={RECENTLY_VIEWED_ID} title={HOME_TEXTS.recentlyViewed}>
      <ProductCarousel label={HOME_TEXTS.recentlyViewed} items={items} getKey={(p) => p.id} renderItem={(product) => <ProductCard product={product} imageAspect={{ base: '4/3', sm: '1' }} />} />
    </Section>
  );
});

function useRecentlyViewed() {
  const { viewer } = useSession();
  const { data: answer } = useQuery(RecentlyViewedDocument, { variables: { first: 12 }, skip: !viewer, fetchPolicy: 'cache-and-network' });
  const data = useDeferredValue(answer); // rendered in the background, as the recommendations
  return useMemo(() => data?.recentlyViewed.edges.map((e) => e.node.product) ?? [], [data]);
}

const SEO_TOWNS = 'Angelândia, Capelinha, Aricanduva, Turmalina, Minas Novas e região';

const SeoText = memo(function SeoText() {
  const highlights: { icon: IconType; title: string; text: string }[] = [
    { icon: TruckIcon, title: 'Entrega rápida', text: 'As lojas ficam perto de você: o pedido chega no mesmo dia em boa parte da região.' },
    { icon: ShieldIcon, title: 'Compra protegida', text: 'Lojas verificadas e pagamento só na entrega, com PIX, cartão ou dinheiro.' },
    { icon: TagIcon, title: 'Pontos em toda compra', text: 'Cada pedido vira pontos no clube para trocar por recompensas.' },
  ];
  return (
    <Box as="section" aria-labelledby="sobre-title" bg="bg.subtle" rounded="2xl" p={{ base: '6', md: '10' }}>
      <Heading id="sobre-title" as="h2" fontSize={{ base: 'xl', md: '2xl' }} letterSpacing="tight" mb="3">
        Clube Local: o comércio do seu bairro, da obra ao dia a dia
      </Heading>
      <Stack gap="3" color="fg.muted" maxW="4xl">
        <Text>
          O Clube Local reúne as lojas parceiras de {SEO_TOWNS}, no Vale do Jequitinhonha, em Minas Gerais: depósitos de
          materiais de construção, supermercados, padarias, farmácias, restaurantes, pet shops, açougues e hortifrútis.
          Compare preços, aproveite as ofertas do dia e receba em casa ou na obra.
        </Text>
        <Text>
          Procurando cimento, argamassa, tijolo, material elétrico, pão quentinho, ração ou remédios? Busque pelo nome do
          produto, filtre por categoria, preço ou loja e compre com quem você já conhece. Profissionais da construção
          montam o carrinho da obra e compartilham com o cliente.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mt="8">
        {highlights.map(({ icon: Icon, title, text }) => (
          <HStack key={title} align="flex-start" gap="3">
            <Box color="brand.solid" mt="0.5">
              <Icon boxSize="6" />
            </Box>
            <Box>
              <Heading as="h3" size="sm">
                {title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {text}
              </Text>
            </Box>
          </HStack>
        ))}
      </SimpleGrid>
    </Box>
  );
});

// The sections are memoised: the page re-renders when the session or the recently viewed arrive, and
// each of those would otherwise render every section again (~500 components) for nothing.
export default function HomePage({ title }: ScreenProps) {
  const recentlyViewed = useRecentlyViewed();
  return (
    <PageShell>
      <Heading as="h1" srOnly>
        {title} · Clube Local
      </Heading>
      <Container maxW="6xl" px={{ base: '0', md: '6' }} pt={{ base: '0', md: '6' }}>
        <Banners />
      </Container>
      <Container maxW="6xl" py={{ base: '4', md: '8' }}>
        <Stack gap={{ base: '8', md: '12' }}>
          <QuickActions hasRecentlyViewed={recentlyViewed.length > 0} />
          <Recommendations />
          <RecentlyViewed items={recentlyViewed} />
          <SeoText />
        </Stack>
      </Container>
    </PageShell>
  );
}
