import type { ComponentType } from 'react';
import type { AnyResourceSchema } from './defineResource';
import { knownNames, namedRegistry } from './namedRegistry';

/**
 * Custom pages by name: every `src/**\/*.page.tsx` exporting `page: PageDefinition`. A schema
 * names one in `pages: { list?, form?, show? }` and src/resources/schema.routes.tsx renders it at
 * that route instead of the generated page. Page modules are eager: keep them light (the
 * component is `React.lazy`).
 */
export interface PageDefinition {
  name: string;
  component: ComponentType<{ schema: AnyResourceSchema }>;
}

export type PageRegistry = ReadonlyMap<string, PageDefinition>;

/** Builds the registry from glob modules (sorted by path); two pages of one name throw. */
export function buildPageRegistry(modules: Readonly<Record<string, { page?: PageDefinition }>>): PageRegistry {
  return namedRegistry(modules, 'page', 'custom pages');
}

/** The page a schema names for one of its routes; an unknown name throws with what is registered. */
export function requirePage(registry: PageRegistry, schemaName: string, slot: 'list' | 'form' | 'show', name: string): PageDefinition {
  const def = registry.get(name);
  if (!def) {
    throw new Error(
      `${schemaName}: pages.${slot} names "${name}", but no src/**/*.page.tsx exports a page of that name (registered: ${knownNames(registry)})`,
    );
  }
  return def;
}

const modules = import.meta.glob<{ page?: PageDefinition }>('../**/*.page.tsx', { eager: true });

export const pages: PageRegistry = buildPageRegistry(modules);
