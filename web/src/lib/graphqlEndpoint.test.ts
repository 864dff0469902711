import { graphqlWebSocketUrl } from './graphqlEndpoint';

describe('graphqlWebSocketUrl', () => {
  it('uses ws: on http and wss: on https, same host, /graphql', () => {
    expect(graphqlWebSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
    expect(graphqlWebSocketUrl({ protocol: 'https:', host: 'desk.example.com' })).toBe('wss://desk.example.com/graphql');
  });
});
