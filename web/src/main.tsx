import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { preloadPage } from './app/AppRoutes';
import { CurrentUserDocument } from './gql/graphql';
import { createApolloClient } from './lib/apolloClient';
import { pageIsSignedIn } from './lib/config';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first screen's waits start now, side by side, not after the first render nor one after
// another: the session check (useCurrentUser's query joins this one while it is in flight), the
// page's code and, on a page the api marked as a signed-in user's, the page's data.
const client = createApolloClient();
client.query({ query: CurrentUserDocument }).catch(() => undefined); // signed out: the auth page shows
const firstPage = preloadPage(window.location.pathname, pageIsSignedIn() ? client : null);

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client}>
      <App firstPage={firstPage} />
    </AppProviders>
  </StrictMode>,
);
