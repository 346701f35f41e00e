import {
  Box,
  Button,
  Checkbox,
  Container,
  Field,
  Flex,
  HStack,
  Heading,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import { useStateFromProp } from '../../ui/useStateFromProp';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import type { SegmentsQuery } from '../../gql/graphql';
import type { ScreenProps } from '../../routes/screenProps';
import { ExploreProductsDocument, SegmentsDocument, StoreOptionsDocument } from '../../catalog/documents';
import { exploreVariables } from './earlyQueries';
import {
  DEFAULT_SORT,
  FALLBACK_SEGMENTS,
  SORT_OPTIONS,
  hasFilters,
  priceInput,
  readExploreParams,
  writeExploreParams,
  type ExploreState,
} from './exploreParams';
import { formatMoney, productCountLabel } from '@common/catalog-format';
import { moneyFieldValue, toCents } from '@common/money';
import { FilterIcon } from '../../ui/icons';
import { MoneyInput } from '../../ui/MoneyInput';
import { MD_UP, useMediaQuery } from '../../ui/useMediaQuery';
import { notify } from '../../notify';
import { NothingFound } from './NothingFound';
import { CONNECTION_ERROR, ProductGrid, ProductGridEmpty, ProductGridError, ProductGridSkeleton, useRetryOnError } from './ProductGrid';

// /explore, /marketplace and /marketplace/products: search and categoria query
// parameters, segment chips, filters (only promotions, price range, store), sorts, cursor paging
// with 'Carregar mais', loading skeletons, empty and error states. The URL holds every filter.

function useExploreState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readExploreParams(params), [params]);
  const update = (patch: Partial<ExploreState>) => {
    setParams(writeExploreParams({ ...state, ...patch }), { preventScrollReset: true });
  };
  return { state, update, clear: () => setParams(new URLSearchParams()) };
}

/** The chips read ExplorePage's Segments query: the page also waits for it (the HTML copy). */
function SegmentChips({ active, onSelect, query: { data, error } }: { active: string; onSelect: (slug: string) => void; query: { data?: SegmentsQuery; error?: unknown } }) {
  // A failed segment load uses the fallback list silently.
  const segments = error || (data && data.segments.length === 0) ? FALLBACK_SEGMENTS : (data?.segments ?? []);
  const chips = [{ id: 'todos', name: 'Todos', slug: '' }, ...segments];
  const loading = !data && !error;
  return (
    <Box as="nav" aria-label="Categorias">
      <Flex as="ul" listStyleType="none" m="0" p="0" gap="2" overflowX="auto" pb="1" css={{ scrollbarWidth: 'thin' }}>
        {/* Placeholders as wide as the chips: the row scrolls (and has its scrollbar) from the start, so nothing below moves when the segments arrive. */}
        {loading &&
          FALLBACK_SEGMENTS.map((segment) => (
            <Skeleton as="li" key={segment.id} h="9" minW="28" rounded="full" flexShrink={0} order={1} />
          ))}
        {chips.map((segment) => {
          const selected = segment.slug === active;
          return (
            <li key={segment.id}>
              <Button
                size="sm"
                rounded="full"
                variant={selected ? 'solid' : 'outline'}
                aria-pressed={selected}
                onClick={() => onSelect(segment.slug)}
                whiteSpace="nowrap"
              >
                {segment.name}
              </Button>
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}

function StoreSelect({ value, onChange }: { value: string; onChange: (loja: string) => void }) {
  const { data } = useQuery(StoreOptionsDocument);
  const stores = data?.stores.edges.map((e) => e.node) ?? [];
  return (
    <Field.Root w={{ base: 'full', sm: '56' }}>
      <Field.Label fontSize="xs" color="fg.muted">
        Loja
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">Todas as lojas</option>
          {value && !stores.some((s) => s.databaseId === value || s.id === value) && <option value={value}>Loja selecionada</option>}
          {stores.map((store) => (
            <option key={store.id} value={store.databaseId}>
              {store.city ? `${store.name} (${store.city})` : store.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function PriceRange({ min, max, onApply }: { min: string; max: string; onApply: (min: string, max: string) => void }) {
  const [from, setFrom] = useStateFromProp(min, moneyFieldValue);
  const [to, setTo] = useStateFromProp(max, moneyFieldValue);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const a = priceInput(from);
    const b = priceInput(to);
    if (a === null || b === null || (a && b && toCents(a) > toCents(b))) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onApply(a, b);
  }

  return (
    <chakra.form onSubmit={submit} aria-label="Faixa de preço">
      <Field.Root invalid={invalid}>
        <Field.Label fontSize="xs" color="fg.muted">
          Preço
        </Field.Label>
        <HStack gap="2">
          <MoneyInput size="sm" w="28" placeholder="Mínimo" aria-label="Preço mínimo" value={from} onValueChange={setFrom} />
          <Text color="fg.muted" fontSize="sm">
            a
          </Text>
          <MoneyInput size="sm" w="28" placeholder="Máximo" aria-label="Preço máximo" value={to} onValueChange={setTo} />
          <Button size="sm" variant="subtle" type="submit">
            Aplicar
          </Button>
        </HStack>
        <Field.ErrorText>O preço mínimo não pode passar do máximo.</Field.ErrorText>
      </Field.Root>
    </chakra.form>
  );
}

function Filters({ state, update }: { state: ExploreState; update: (patch: Partial<ExploreState>) => void }) {
  // On phones the panel is folded behind a button; from md up it is always open. A phone renders it
  // (and asks for the stores) only from the first time it is opened: until then it is work and a
  // request for nothing on every render of the page.
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const wide = useMediaQuery(MD_UP);
  const active = [state.onlyPromotions, state.min || state.max, state.loja, state.ordem !== DEFAULT_SORT].filter(Boolean).length;
  return (
    <Box>
      <Button
        display={{ base: 'inline-flex', md: 'none' }}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls="filtros-painel"
        onClick={() => {
          setOpen((o) => !o);
          setOpened(true);
        }}
      >
        <FilterIcon />
        Filtros e ordenação{active > 0 ? ` (${active})` : ''}
      </Button>
      {(wide || opened) && <FilterPanel open={open} state={state} update={update} />}
    </Box>
  );
}

function FilterPanel({ open, state, update }: { open: boolean; state: ExploreState; update: (patch: Partial<ExploreState>) => void }) {
  return (
    <Flex
      as="section"
      id="filtros-painel"
      aria-label="Filtros e ordenação"
      gap="4"
      wrap="wrap"
      align="flex-end"
      bg="bg.subtle"
      rounded="xl"
      p="4"
      mt={{ base: '3', md: '0' }}
      display={{ base: open ? 'flex' : 'none', md: 'flex' }}
    >
      <Checkbox.Root
        checked={state.onlyPromotions}
        onCheckedChange={(e) => update({ onlyPromotions: e.checked === true })}
        alignSelf="center"
        mt={{ base: '0', md: '4' }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Só promoções</Checkbox.Label>
      </Checkbox.Root>
      <PriceRange min={state.min} max={state.max} onApply={(min, max) => update({ min, max })} />
      <StoreSelect value={state.loja} onChange={(loja) => update({ loja })} />
      <Field.Root w={{ base: 'full', sm: '48' }} ms={{ lg: 'auto' }}>
        <Field.Label fontSize="xs" color="fg.muted">
          Ordenar por
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={state.ordem} onChange={(e) => update({ ordem: e.currentTarget.value })}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}

function summary(state: ExploreState, total: number | null) {
  const parts: string[] = [];
  if (total !== null) parts.push(productCountLabel(total));
  if (state.search) parts.push(`para “${state.search}”`);
  if (state.min && state.max) parts.push(`de ${formatMoney(state.min)} a ${formatMoney(state.max)}`);
  else if (state.min) parts.push(`a partir de ${formatMoney(state.min)}`);
  else if (state.max) parts.push(`até ${formatMoney(state.max)}`);
  return parts.join(' ');
}

export default function ExplorePage({ title }: ScreenProps) {
  const { state, update, clear } = useExploreState();
  const variables = useMemo(() => exploreVariables(state), [state]);
  const { data, loading, error, fetchMore, refetch } = useQuery(ExploreProductsDocument, {
    variables,
    notifyOnNetworkStatusChange: false,
  });
  const segments = useQuery(SegmentsDocument);
  const [loadingMore, setLoadingMore] = useState(false);
  const retry = () => void refetch().catch(() => undefined);
  useRetryOnError(error, retry);

  // The grid renders the answer in the background (a deferred value: React renders it in slices and
  // keeps the page responsive meanwhile); until then the skeleton stays.
  const shown = useDeferredValue(data);
  const rendering = shown !== data;
  const connection = shown?.products;
  const products = connection?.edges.map((e) => e.node) ?? [];

  async function loadMore() {
    if (!connection?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!fetchMoreResult) return previous;
          const seen = new Set(previous.products.edges.map((e) => e.node.id));
          return {
            products: {
              ...fetchMoreResult.products,
              edges: [...previous.products.edges, ...fetchMoreResult.products.edges.filter((e) => !seen.has(e.node.id))],
            },
          };
        },
      });
    } catch {
      // A failed 'Carregar mais' gets the connection toast; the button stays to try again.
      notify.error(CONNECTION_ERROR);
    } finally {
      setLoadingMore(false);
    }
  }

  const gridWaiting = (loading || rendering) && !connection && !error;

  let body;
  if (error && !connection) body = <ProductGridError onRetry={retry} />;
  else if (gridWaiting) body = <ProductGridSkeleton />;
  else if (products.length === 0 && state.search)
    body = <NothingFound search={state.search} segmentSlug={state.categoria ?? null} onSearch={(search) => update({ search })} onClear={clear} />;
  else if (products.length === 0)
    body = (
      <ProductGridEmpty
        title="Nenhum produto encontrado"
        description={hasFilters(state) ? 'Tente outros termos ou remova alguns filtros.' : 'Ainda não há produtos publicados. Volte em breve!'}
        action={
          hasFilters(state) ? (
            <Button variant="outline" onClick={clear}>
              Limpar filtros
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <>
        {/* The cards' titles are h3: this keeps the headings in order for screen readers. */}
        <VisuallyHidden as="h2">Produtos encontrados</VisuallyHidden>
        <ProductGrid products={products} hasMore={connection?.pageInfo.hasNextPage ?? false} loadingMore={loadingMore} onLoadMore={() => void loadMore()} />
      </>
    );

  return (
    <PageShell>
      <Container maxW="6xl" py={{ base: '5', md: '8' }}>
        <Stack gap="5">
          <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap">
            <Box>
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
                {title}
              </Heading>
              <Text color="fg.muted" fontSize="sm" mt="1" aria-live="polite" data-testid="explore-summary">
                {/* While loading, a text no wider than the count it becomes: the button beside it stays put. */}
                {connection ? summary(state, connection.totalCount) : state.search ? `Buscando “${state.search}”...` : 'Carregando produtos...'}
              </Text>
            </Box>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/profissionais">Encontrar profissional</RouterLink>
            </Button>
            {hasFilters(state) && (
              <Button variant="ghost" size="sm" onClick={clear}>
                Limpar filtros
              </Button>
            )}
          </Flex>
          <SegmentChips active={state.categoria} onSelect={(categoria) => update({ categoria })} query={segments} />
          <Filters state={state} update={update} />
          {body}
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            Não achou o que procurava?{' '}
            <chakra.a asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/suporte">Fale com a gente</RouterLink>
            </chakra.a>
          </Text>
        </Stack>
      </Container>
    </PageShell>
  );
}

