import type { ResourceSchema, AnyResourceSchema } from '../resources/defineResource';

/**
 * What the stand-in backend knows about a schema beyond its declaration: demo rows and the
 * business rules a real backend enforces on its side (uniqueness ...). Lives under src/mock so
 * none of it ships in a build for a real backend (docs/decisions/130-module-boundaries.md).
 */
export interface SeedSpec<E> {
  /** How many demo rows. */
  count: number;
  /** Believable values of row `i`; fields left out get a sample value by kind (src/mock/seeds.ts). */
  make?: (i: number, rand: () => number) => Partial<E>;
  /** Stand-in business rule on save: a Chinese message refuses the save (HTTP 200, code 500). */
  rule?: (record: Partial<E>, others: ReadonlyArray<E>) => string | undefined;
}

/** A seed bound to its resource, as `src/mock/seeds/<resource>.ts` exports it (`seed`). */
export interface ResourceSeed {
  readonly resource: string;
  readonly spec: SeedSpec<Record<string, unknown>>;
}

type EntityOf<S> = S extends ResourceSchema<infer E> ? E : never;

/** Typed against the schema's entity (inferred from the schema alone); kept by resource name. */
export function defineSeed<S extends AnyResourceSchema>(schema: S, spec: SeedSpec<EntityOf<S>>): ResourceSeed {
  // The registry works on plain records; the entity type only checks the author's values.
  return { resource: schema.name, spec: spec as unknown as SeedSpec<Record<string, unknown>> };
}
