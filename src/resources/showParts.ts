import type { ComponentType } from 'react';
import type { AnyResourceSchema, FieldSpec } from './defineResource';
import { knownNames, namedRegistry } from './namedRegistry';
import type { ShowSectionSpec } from './showLayout';

/**
 * Custom parts of a generated details page, by name (docs/decisions/270-show-sections.md): every
 * `src/**\/*.show.tsx` exporting `show: ShowPartDefinition`. A schema names one as a section's
 * body (`show.sections.<key>.render`) or beside the record actions (`show.actions`); the part
 * plugs into the page, it does not replace it. Modules are eager: keep them light (the
 * component is `React.lazy`), like custom pages.
 */
export interface ShowPartProps {
  schema: AnyResourceSchema;
  record: Readonly<Record<string, unknown>>;
  /** The section it is drawn in (none in the heading). */
  section?: ShowSectionSpec<FieldSpec>;
}

export interface ShowPartDefinition {
  name: string;
  component: ComponentType<ShowPartProps>;
}

export type ShowPartRegistry = ReadonlyMap<string, ShowPartDefinition>;

/** Builds the registry from glob modules (sorted by path); two parts of one name throw. */
export function buildShowPartRegistry(
  modules: Readonly<Record<string, { show?: ShowPartDefinition }>>,
): ShowPartRegistry {
  return namedRegistry(modules, 'show', 'show parts');
}

/** The part a schema names; an unknown name throws with what is registered. */
export function requireShowPart(registry: ShowPartRegistry, schemaName: string, name: string): ShowPartDefinition {
  const def = registry.get(name);
  if (!def) {
    throw new Error(
      `${schemaName}: show names part "${name}", but no src/**/*.show.tsx exports a part of that name (registered: ${knownNames(registry)})`,
    );
  }
  return def;
}

const modules = import.meta.glob<{ show?: ShowPartDefinition }>('../**/*.show.tsx', { eager: true });

export const showParts: ShowPartRegistry = buildShowPartRegistry(modules);
