import { features } from '../modules';

/** Every feature's entities (modules/index.ts): the data model (docs/product.md §3), the session and rate-limit tables. */
export const entities = features.flatMap((feature) => feature.entities);
