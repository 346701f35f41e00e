import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { getApolloClient } from './apollo';
import { system } from './theme';

/** Chakra (theme `system`) + Apollo. Tests pass their own client or wrap with MockedProvider. */
export function AppProviders({ children, client }: { children: ReactNode; client?: ApolloClient }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client ?? getApolloClient()}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
