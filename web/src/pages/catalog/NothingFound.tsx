import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { SEARCH_TEXTS } from '@common/search';
import { ExploreProductsDocument, SearchCorrectionDocument } from '../../catalog/documents';
import { ProductGrid, ProductGridEmpty } from './ProductGrid';

// /explore when a search finds nothing (docs/decisions.md, "Busca que perdoa"): never a dead end —
// 'Você quis dizer <termo>?' when a mistyped word has a close catalogue word (the link runs it),
// and the most reviewed products of the chosen segment (or of all) below it.

const POPULAR = 8;

export function NothingFound({ search, segmentSlug, onSearch, onClear }: { search: string; segmentSlug: string | null; onSearch: (term: string) => void; onClear: () => void }) {
  const correction = useQuery(SearchCorrectionDocument, { variables: { term: search } }).data?.searchCorrection;
  const popular = useQuery(ExploreProductsDocument, { variables: { first: POPULAR, filter: { segmentSlug }, sort: 'BEST_RATED' } }).data?.products.edges.map((e) => e.node) ?? [];
  return (
    <Stack gap="6">
      <ProductGridEmpty
        title="Nenhum produto encontrado"
        description={SEARCH_TEXTS.nothingFound(search)}
        action={
          <Stack align="center" gap="3">
            {correction && (
              <Text fontSize="lg" data-testid="did-you-mean">
                {SEARCH_TEXTS.didYouMean}{' '}
                <Button variant="plain" color="brand.fg" fontWeight="semibold" fontSize="lg" p="0" h="auto" textDecoration="underline" onClick={() => onSearch(correction)}>
                  {correction}
                </Button>
                ?
              </Text>
            )}
            <Button variant="outline" onClick={onClear}>
              Limpar filtros
            </Button>
          </Stack>
        }
      />
      {popular.length > 0 && (
        <Stack gap="3" as="section" aria-labelledby="popular-heading">
          <Heading as="h2" size="md" id="popular-heading">
            {SEARCH_TEXTS.popularInstead}
          </Heading>
          <ProductGrid products={popular} hasMore={false} loadingMore={false} onLoadMore={() => undefined} />
        </Stack>
      )}
    </Stack>
  );
}
