import type { SheetExportProfile } from './exportProfile';
import type { SheetImportProfile } from './profile';

/**
 * Spreadsheet profiles by resource (decision 001: add a file, edit no list): every
 * `src/**\/*.sheet.ts` module exporting `sheetProfile` plugs a feature's export (and import) into
 * the generated list of its resource, so shared code never imports a feature. Several modules may
 * serve one resource with different parts (one the export, another the import); two modules
 * giving the same part fail loudly at start-up. The modules are loaded with the list: keep them
 * light (no spreadsheet library; that is loaded when a file is read or written).
 */
export interface SheetProfile {
  /** The schema's name (the react-admin resource) whose list offers it. */
  resource: string;
  /** A feature's own sheets for 导出 (src/resources/sheets/exportProfile.ts). */
  export?: SheetExportProfile;
  /** A feature's own import for 导入 / 下载模板, replacing the schema's generic one (./profile.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- profiles of any value types share the registry
  import?: SheetImportProfile<any, any>;
}

type ProfileModule = { sheetProfile?: SheetProfile };

const modules = import.meta.glob<ProfileModule>('../../**/*.sheet.ts', { eager: true });

/** Builds the registry, merging the parts each module gives for a resource. */
export function collectSheetProfiles(found: Readonly<Record<string, ProfileModule>>): Map<string, SheetProfile> {
  const registry = new Map<string, SheetProfile>();
  for (const path of Object.keys(found).sort()) {
    const profile = found[path].sheetProfile;
    if (!profile) continue;
    const merged: Record<string, unknown> = { ...registry.get(profile.resource) };
    for (const [part, value] of Object.entries(profile)) {
      if (part !== 'resource' && merged[part] !== undefined) throw new Error(`Two sheet profiles give "${part}" for "${profile.resource}" (${path})`);
      merged[part] = value;
    }
    registry.set(profile.resource, merged as unknown as SheetProfile);
  }
  return registry;
}

const registry = collectSheetProfiles(modules);

export function findSheetProfile(resource: string): SheetProfile | undefined {
  return registry.get(resource);
}
