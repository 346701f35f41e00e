import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';

/** Root error boundary (a failed chunk load after a deploy, a render error). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <Center as="main" minH="100dvh" px="6">
      <VStack gap="4" textAlign="center" maxW="md">
        <Heading as="h1" size="2xl">
          Algo deu errado
        </Heading>
        <Text color="fg.muted">
          Não foi possível abrir esta página. Recarregue para tentar novamente; se o problema
          continuar, volte mais tarde.
        </Text>
        <Button onClick={() => window.location.reload()}>Recarregar página</Button>
      </VStack>
    </Center>
  );
}
