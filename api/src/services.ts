import pino from 'pino';
import { systemClock } from './common/clock';
import type { Feature, FeatureContext, ServiceFactory } from './common/feature-module';
import { features, type Services } from './modules';

export type { Services };

/** The context `createServices` needs; without the rest, services run on the wall clock, log nothing and publish nowhere. */
export type ServicesContext = Pick<FeatureContext, 'dataSource' | 'config'> & Partial<FeatureContext>;

/** Fills what a script or a test leaves out of the context. */
function featureContext(given: ServicesContext): FeatureContext {
  return { clock: systemClock, log: pino({ level: 'silent' }), publish: () => undefined, redis: null, ...given };
}

/**
 * Every feature's services (modules/index.ts), each built once by its feature's factory and
 * handed the services it uses (a feature never reads another's tables itself). The app wires its
 * routers and resolvers to these; tests and the bench build the same set.
 */
export function createServices(given: ServicesContext): Services {
  return buildServices(features, featureContext(given));
}

/**
 * The services of `list` by name. A service is built when first asked for, after the services it
 * uses, so the features' order is not a build order; services that need each other fail with
 * their names.
 */
export function buildServices<S extends object>(list: readonly Feature<S>[], context: FeatureContext): S {
  const factories = new Map<string, ServiceFactory<S>>();
  for (const feature of list) {
    for (const [name, factory] of Object.entries(feature.services)) {
      if (factories.has(name)) throw new Error(`Two features provide a service named '${name}'`);
      factories.set(name, factory);
    }
  }
  const services = {} as S;
  const built = new Map<string, object>();
  const building: string[] = [];
  for (const [name, factory] of factories) {
    Object.defineProperty(services, name, {
      enumerable: true,
      get() {
        let service = built.get(name);
        if (!service) {
          if (building.includes(name)) throw new Error(`Services that need each other: ${[...building, name].join(' → ')}`);
          building.push(name);
          try {
            service = factory(services, context);
          } finally {
            building.pop();
          }
          built.set(name, service);
        }
        return service;
      },
    });
  }
  return services;
}
