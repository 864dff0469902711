/** The api serves GraphQL over HTTP and graphql-ws on this same-origin path. */
export const GRAPHQL_PATH = '/graphql';

/** ws(s)://{host}/graphql on the page's own origin. */
export function graphqlWebSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}
