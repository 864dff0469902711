import { readdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { getMetadataStorage } from 'type-graphql';
import { getMetadataArgsStorage } from 'typeorm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { systemClock } from '../common/clock';
import { feature, type Class, type FeatureContext } from '../common/feature-module';
import { entities } from '../db/entities';
import { resolvers } from '../graphql/schema';
import { buildServices, createServices } from '../services';
import { features } from '.';

/** Every file of the feature folders whose name ends with `suffix`, loaded. */
async function featureFiles(suffix: string): Promise<{ file: string; exports: Record<string, unknown> }[]> {
  const files = readdirSync(__dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(path.join(__dirname, folder.name))
        .filter((name) => name.endsWith(suffix))
        .map((name) => path.join(folder.name, name)),
    );
  return Promise.all(files.map(async (file) => ({ file, exports: (await import(path.join(__dirname, file))) as Record<string, unknown> })));
}

/** The classes a set of files exports that `is` accepts, each with its file. */
async function exported(suffix: string, is: (value: Class) => boolean): Promise<{ file: string; name: string; value: Class }[]> {
  return (await featureFiles(suffix)).flatMap(({ file, exports }) =>
    Object.entries(exports)
      .filter((entry): entry is [string, Class] => typeof entry[1] === 'function' && is(entry[1] as Class))
      .map(([name, value]) => ({ file, name, value })),
  );
}

const named = (list: { file: string; name: string }[]) => list.map(({ file, name }) => `${file}: ${name}`);

describe('the feature registry (modules/index.ts) drives the wiring', () => {
  it('registers every feature descriptor (modules/<feature>/<feature>.module.ts) once', async () => {
    const descriptors = (await featureFiles('.module.ts')).flatMap(({ file, exports }) =>
      Object.entries(exports).map(([name, value]) => ({ file, name, value })),
    );
    expect(descriptors.length).toBeGreaterThanOrEqual(14);
    expect(named(descriptors.filter(({ value }) => !features.includes(value as never)))).toEqual([]);
    expect(new Set(features.map((f) => f.name)).size).toBe(features.length);
  });

  it('gives the data source every entity class of the features', async () => {
    const tables = new Set(getMetadataArgsStorage().tables.map((table) => table.target));
    const classes = await exported('.entity.ts', (value) => tables.has(value));
    expect(classes.length).toBeGreaterThanOrEqual(20);
    expect(named(classes.filter(({ value }) => !entities.includes(value)))).toEqual([]);
    expect(new Set(entities).size).toBe(entities.length);
  });

  it('gives the schema every resolver class of the features', async () => {
    const decorated = new Set(getMetadataStorage().resolverClasses.map((resolver) => resolver.target));
    const classes = await exported('.resolver.ts', (value) => decorated.has(value));
    expect(classes.length).toBeGreaterThanOrEqual(23);
    expect(named(classes.filter(({ value }) => !resolvers.includes(value)))).toEqual([]);
    expect(new Set(resolvers).size).toBe(resolvers.length);
  });

  it('mounts a path before any shorter path that contains it (e.g. /api/users/me/email-settings before /api/users)', () => {
    const routers = features.flatMap((f) =>
      f.routers.map((router) => ({ feature: f.name, access: router.access ?? 'signedIn', path: router.path })),
    );
    const shadowed = routers.flatMap((later, j) =>
      routers
        .slice(0, j)
        .filter((earlier) => earlier.access === later.access && later.path.startsWith(`${earlier.path}/`))
        .map((earlier) => `${later.feature} ${later.path} after ${earlier.feature} ${earlier.path}`),
    );
    expect(shadowed).toEqual([]);
  });

  describe('in a running app', () => {
    let t: TestApp;
    const routerFactories: { file: string; name: string; spy: jest.SpyInstance }[] = [];

    beforeAll(async () => {
      // Every router function a feature exports is watched while the app is built.
      for (const { file, exports } of await featureFiles('.rest.ts')) {
        for (const [name, value] of Object.entries(exports)) {
          if (typeof value === 'function' && name.endsWith('Router'))
            routerFactories.push({ file, name, spy: jest.spyOn(exports, name as never) });
        }
      }
      t = await startTestApp();
    });
    afterAll(async () => {
      for (const { spy } of routerFactories) spy.mockRestore();
      await t?.close();
    });

    it('mounts every REST router of the features', () => {
      expect(routerFactories.length).toBeGreaterThanOrEqual(22);
      expect(named(routerFactories.filter(({ spy }) => spy.mock.calls.length === 0))).toEqual([]);
    });

    it('builds every service class of the features in createServices', async () => {
      const services: object[] = Object.values(createServices({ dataSource: t.dataSource, config: t.config }));
      const classes = await exported('.service.ts', (value) => value.name.endsWith('Service'));
      expect(classes.length).toBeGreaterThanOrEqual(23);
      expect(named(classes.filter(({ value }) => !services.some((service) => service instanceof value)))).toEqual([]);
    });

    it('builds a service after the ones it uses, and names services that need each other', () => {
      const context: FeatureContext = {
        dataSource: t.dataSource,
        config: t.config,
        clock: systemClock,
        log: pino({ level: 'silent' }),
        publish: () => undefined,
        redis: null,
      };
      type Pair = { first: { second: object }; second: { first?: object } };
      const ordered = feature<Pair>()({
        name: 'ordered',
        entities: [],
        services: { first: ({ second }) => ({ second }), second: () => ({}) },
        resolvers: [],
        routers: [],
      });
      const built = buildServices<Pair>([ordered], context);
      expect(built.first.second).toBe(built.second);

      const cyclic = feature<Pair>()({
        name: 'cyclic',
        entities: [],
        services: { first: ({ second }) => ({ second }), second: ({ first }) => ({ first }) },
        resolvers: [],
        routers: [],
      });
      expect(() => buildServices<Pair>([cyclic], context).first).toThrow('Services that need each other: first → second → first');
      expect(() => buildServices<Pair>([ordered, ordered], context)).toThrow("Two features provide a service named 'first'");
    });
  });
});
