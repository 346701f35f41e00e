import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageShell } from '../../components/PageShell';

/** A product page that could not load: the connection error with 'Tentar novamente'. */
export function ProductLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <PageShell>
      <Container maxW="3xl" py="16">
        <Stack gap="4" align="center" textAlign="center" role="alert">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted">Erro de conexão. Confira sua internet e tente novamente.</Text>
          <Button onClick={onRetry}>Tentar novamente</Button>
        </Stack>
      </Container>
    </PageShell>
  );
}
