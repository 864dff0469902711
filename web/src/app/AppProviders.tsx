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
        {/* The address holds each screen's filters and open record: a change of it must show at
            once, not wait in a transition behind a list's render (old values read back in between). */}
        <BrowserRouter useTransitions={false}>
          <AuthProvider>{children}</AuthProvider>
          {/* Inside the router: a toast may link to a screen. */}
          <AppToaster />
        </BrowserRouter>
      </ApolloProvider>
    </ChakraProvider>
  );
}
