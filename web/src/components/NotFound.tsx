import { Box, Button, Code, Container, HStack, Heading, Text, VStack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageShell } from './PageShell';
import { HomeIcon, StoreIcon } from '../ui/icons';
import { LogNotFoundDocument } from './notFoundLog';

/** Logs each not-found visit once (the location key changes per navigation; StrictMode-safe). */
function useLogNotFound() {
  const location = useLocation();
  const [logNotFound] = useMutation(LogNotFoundDocument);
  const loggedKey = useRef<string | null>(null);
  const path = location.pathname + location.search;

  useEffect(() => {
    if (loggedKey.current === location.key) return;
    loggedKey.current = location.key;
    logNotFound({
      variables: {
        input: {
          path,
          referrer: document.referrer || null,
          userAgent: navigator.userAgent || null,
        },
      },
    }).catch(() => {
      // Logging is best effort; the page works without it.
    });
  }, [location.key, path, logNotFound]);

  return path;
}

/** The 404 screen: the not-found route and the catch-all (after its legacy redirects) show it. */
export function NotFound() {
  const attempted = useLogNotFound();
  return (
    <PageShell>
      <Container maxW="3xl" py={{ base: '16', md: '24' }}>
        <VStack gap="5" textAlign="center">
          <Text
            aria-hidden
            fontSize={{ base: '7xl', md: '8xl' }}
            fontWeight="black"
            lineHeight="1"
            color="brand.solid"
            letterSpacing="tight"
          >
            404
          </Text>
          <Heading as="h1" size="3xl">
            Oops! Página não encontrada
          </Heading>
          <Box color="fg.muted" fontSize="lg">
            <Text>A página que você tentou abrir não existe ou mudou de endereço:</Text>
            <Code
              data-testid="attempted-route"
              mt="3"
              px="3"
              py="1.5"
              fontSize="md"
              colorPalette="gray"
              wordBreak="break-all"
            >
              {attempted}
            </Code>
          </Box>
          <HStack gap="3" pt="2" flexWrap="wrap" justify="center">
            <Button asChild size="lg">
              <RouterLink to="/home">
                <HomeIcon /> Voltar para Home
              </RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to="/vendor">
                <StoreIcon /> Área do Lojista
              </RouterLink>
            </Button>
          </HStack>
        </VStack>
      </Container>
    </PageShell>
  );
}
