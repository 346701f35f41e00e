// What the product page shows when there is no product on screen (ProductPage.tsx): the skeleton
// while it loads, 'Produto não encontrado', and the page's canonical link.
import { Button, Container, Grid, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { canonicalPath } from '@common/slug';
import { PageShell } from '../../components/PageShell';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado';
/** <link rel="canonical">: this URL's origin + path with /en/, /products/, /product/ → /produto/. */
export function CanonicalLink({ pathname }: { pathname: string }) {
  // On the server the path alone (React puts the link in <head>; the browser's own render writes the origin).
  const href = `${typeof window === 'undefined' ? '' : window.location.origin}${canonicalPath(pathname)}`;
  return <link rel="canonical" href={href} />;
}

export function ProductNotFound() {
  return (
    <PageShell>
      <Container maxW="3xl" py={{ base: '16', md: '24' }}>
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size="2xl">
            {PRODUCT_NOT_FOUND}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Ele pode ter saído de linha, ficado sem estoque ou mudado de endereço.
          </Text>
          <Button asChild size="lg">
            <RouterLink to="/explore">Explorar produtos</RouterLink>
          </Button>
        </Stack>
      </Container>
    </PageShell>
  );
}

export function ProductSkeleton() {
  return (
    <PageShell>
      <Container maxW="6xl" py="8" aria-busy="true">
        <Text srOnly role="status">
          Carregando produto...
        </Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8">
          <Skeleton aspectRatio="1" rounded="2xl" />
          <Stack gap="4">
            <Skeleton h="4" w="40%" />
            <Skeleton h="8" w="80%" />
            <Skeleton h="10" w="50%" />
            <SkeletonText noOfLines={4} />
            <Skeleton h="12" w="full" />
          </Stack>
        </Grid>
      </Container>
    </PageShell>
  );
}
