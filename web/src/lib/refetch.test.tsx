import { gql } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { mountedQueries } from './refetch';

const MOUNTED = gql`
  query Mounted {
    ping
  }
`;
const NOT_MOUNTED = gql`
  query NotMounted {
    pong
  }
`;

let found: string[] = [];
function Screen() {
  const client = useApolloClient();
  const { data } = useQuery(MOUNTED);
  if (data) found = mountedQueries(client, [MOUNTED, NOT_MOUNTED]).map((d) => (d === MOUNTED ? 'Mounted' : 'NotMounted'));
  return <p>{data ? 'ready' : 'loading'}</p>;
}

describe('mountedQueries', () => {
  it('keeps only the documents with a query on screen, so a refetch never names an absent one', async () => {
    render(
      <MockedProvider mocks={[{ request: { query: MOUNTED }, result: { data: { ping: 'yes' } } }]}>
        <Screen />
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByText('ready')).toBeInTheDocument());
    expect(found).toEqual(['Mounted']);
  });
});
