import { Box, Button, EmptyState, Flex, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { notify } from '../../notify';
import { BagIcon } from '../../ui/icons';
import { LOAD_MORE_LABEL } from '../../ui/LoadMoreButton';
import { ProductCard, ProductCardSkeleton, type CardProduct } from './ProductCard';

export const CONNECTION_ERROR = 'Erro de conexão. Tentando novamente...';
/** Automatic retries after a failed product fetch (then only the button). */
export const AUTO_RETRY_DELAYS_MS = [2000, 5000, 10_000] as const;

const GRID_COLUMNS = { base: 2, md: 3, lg: 4 } as const;

/** Memoized: the page around it re-renders as its data arrives, and the skeleton's cards are many components. */
export const ProductGridSkeleton = memo(function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Box aria-busy="true">
      <Text srOnly role="status">
        Carregando produtos...
      </Text>
      <SimpleGrid columns={GRID_COLUMNS} gap={{ base: '3', md: '4' }}>
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    </Box>
  );
});

export function ProductGridEmpty({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <EmptyState.Root py="12" data-testid="products-empty">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <BagIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * The product fetch failed: toast 'Erro de conexão. Tentando novamente...' once per
 * failure streak, retry automatically a few times, and offer a retry button meanwhile.
 */
export function useRetryOnError(error: unknown, retry: () => void) {
  const attempts = useRef(0);
  const toasted = useRef(false);
  const retryRef = useRef(retry);
  retryRef.current = retry;
  useEffect(() => {
    if (!error) {
      attempts.current = 0;
      toasted.current = false;
      return;
    }
    if (!toasted.current) {
      toasted.current = true;
      notify.error(CONNECTION_ERROR);
    }
    const delay = AUTO_RETRY_DELAYS_MS[attempts.current];
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      attempts.current += 1;
      retryRef.current();
    }, delay);
    return () => clearTimeout(timer);
  }, [error]);
}

export function ProductGridError({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack align="center" py="12" gap="3" textAlign="center" role="alert" data-testid="products-error">
      <Text fontWeight="semibold">Não foi possível carregar os produtos.</Text>
      <Text color="fg.muted" fontSize="sm">
        Confira sua conexão. Vamos tentar de novo automaticamente.
      </Text>
      <Button variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Stack>
  );
}

export interface ProductGridProps {
  products: readonly CardProduct[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function ProductGrid({ products, hasMore, loadingMore, onLoadMore }: ProductGridProps) {
  return (
    <Stack gap="6">
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={GRID_COLUMNS} gap={{ base: '3', md: '4' }} data-testid="product-grid">
        {products.map((product, i) => (
          <li key={product.id}>
            <ProductCard product={product} priority={i < 4} />
          </li>
        ))}
      </SimpleGrid>
      {hasMore && (
        <Flex justify="center">
          <Button variant="outline" size="lg" onClick={onLoadMore} loading={loadingMore} loadingText="Carregando...">
            {LOAD_MORE_LABEL}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
