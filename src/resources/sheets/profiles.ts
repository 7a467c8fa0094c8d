import type { AnyResourceSchema } from '../defineResource';
import { findSheetProfile, type AnyImportProfile } from './sheetProfiles';

export type { AnyImportProfile } from './sheetProfiles';

/**
 * The import of a list: the `import` part of its feature's sheet profile (a `src/**\/*.sheet.ts`
 * module, ./sheetProfiles.ts: the goods with their SKUs, the orders list's waybills), else the
 * schema's generic import when the schema is `importable` (defineResource), else none.
 * `importOffer` answers whether 导入 shows (and its label) without loading the profile's code;
 * `loadImportProfile` loads it, on the click that needs it (docs/decisions/310).
 */
export interface ImportOffer {
  /** i18n key of the toolbar button. */
  buttonKey: string;
}

export function importOffer(schema: AnyResourceSchema): ImportOffer | undefined {
  const feature = findSheetProfile(schema.name)?.import;
  if (feature) return { buttonKey: feature.buttonKey ?? 'import.button' };
  return schema.importable ? { buttonKey: 'import.button' } : undefined;
}

const generic = new Map<string, AnyImportProfile>();

export async function loadImportProfile(schema: AnyResourceSchema): Promise<AnyImportProfile | undefined> {
  const feature = findSheetProfile(schema.name)?.import;
  if (feature) return feature.load();
  if (!schema.importable) return undefined;
  let profile = generic.get(schema.name);
  if (!profile) {
    const { schemaProfile } = await import('./schemaProfile');
    profile = schemaProfile(schema);
    generic.set(schema.name, profile);
  }
  return profile;
}
