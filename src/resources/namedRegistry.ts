/**
 * Definitions by name from `import.meta.glob` modules (decision 001: add a file, edit no list):
 * every module exporting `<exportKey>: { name, … }`, read in path order. Two definitions of one
 * name fail loudly at start-up, naming the second file. The widget, page, show-part and
 * action-dialog registries are all built with it.
 */
export function namedRegistry<Key extends string, Definition extends { name: string }>(
  modules: Readonly<Record<string, Partial<Record<Key, Definition>>>>,
  exportKey: Key,
  /** What the definitions are, in the error ("widgets", "custom pages"…). */
  kind: string,
): Map<string, Definition> {
  const registry = new Map<string, Definition>();
  for (const path of Object.keys(modules).sort()) {
    const definition = modules[path][exportKey];
    if (!definition) continue;
    if (registry.has(definition.name)) throw new Error(`Two ${kind} are named "${definition.name}" (${path})`);
    registry.set(definition.name, definition);
  }
  return registry;
}

/** The registered names, for an error that says what a schema could have named. */
export function knownNames(registry: ReadonlyMap<string, unknown>): string {
  return [...registry.keys()].join(', ') || 'none';
}
