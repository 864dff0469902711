import './setupMonacoWorkers';
import 'graphiql/style.css';
import './graphiql-page.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GRAPHQL_PATH, graphqlWebSocketUrl } from '../lib/graphqlEndpoint';

/** GraphiQL for signed-in staff: same-origin HTTP with the session cookie, subscriptions over graphql-ws. */
const fetcher = createGraphiQLFetcher({
  url: GRAPHQL_PATH,
  subscriptionUrl: graphqlWebSocketUrl(),
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

const defaultQuery = `# Live database status, pushed every few seconds:
subscription {
  systemStatus {
    databaseReachable
    checkedAt
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('Missing #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
