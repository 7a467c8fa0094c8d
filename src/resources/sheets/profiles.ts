import type { AnyResourceSchema } from '../defineResource';
import type { SheetImportProfile } from './profile';
import { schemaProfile } from './schemaProfile';
import { findSheetProfile } from './sheetProfiles';

/**
 * The import of a list: the `import` part of its feature's sheet profile (a `src/**\/*.sheet.ts`
 * module, ./sheetProfiles.ts: the goods with their SKUs, the orders list's waybills), else the
 * schema's generic import when the schema is `importable` (defineResource), else none.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- profiles of any value types share the registry
export type AnyImportProfile = SheetImportProfile<any, any>;

const generic = new Map<string, AnyImportProfile>();

export function importProfileOf(schema: AnyResourceSchema): AnyImportProfile | undefined {
  const feature = findSheetProfile(schema.name)?.import;
  if (feature) return feature;
  if (!schema.importable) return undefined;
  let profile = generic.get(schema.name);
  if (!profile) {
    profile = schemaProfile(schema);
    generic.set(schema.name, profile);
  }
  return profile;
}
