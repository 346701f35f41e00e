import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { getApolloClient } from './apollo';
import { appSystem } from './theme';

/**
 * Emotion writes each new rule into a `<style>` of its own, as it does in development, instead of
 * `insertRule` into one sheet (its production default). Chakra wraps recipe styles in
 * `@layer recipes` and responsive ones in `@media`; Chromium restyles the whole page for each such
 * rule inserted through the CSSOM, and a new `<style>` only the elements it matches. On a phone,
 * 'Adicionar' went from ~0.6 s to ~0.25 s before the next paint (bench/diary.md, "Os estilos
 * novos sem refazer a página inteira").
 */
const emotionCache = createCache({ key: 'css', speedy: false });

/**
 * Chakra (the theme's `appSystem()`) + Apollo. Tests pass their own client or wrap with MockedProvider;
 * the server's render (web/src/entry-server.tsx) its own client and emotion cache, one per request.
 */
export function AppProviders({ children, client, styles }: { children: ReactNode; client?: ApolloClient; styles?: EmotionCache }) {
  return (
    <CacheProvider value={styles ?? emotionCache}>
      <ChakraProvider value={appSystem()}>
        <ApolloProvider client={client ?? getApolloClient()}>{children}</ApolloProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
