import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { AppToaster } from '../lib/AppToaster';
import { system } from './theme';

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <AuthProvider>{children}</AuthProvider>
          {/* Inside the router: a toast may link to a screen. */}
          <AppToaster />
        </BrowserRouter>
      </ApolloProvider>
    </ChakraProvider>
  );
}
