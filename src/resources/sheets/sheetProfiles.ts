import type { ExportOption, SheetExportProfile } from './exportProfile';
import type { SheetImportProfile } from './profile';

/**
 * Spreadsheet profiles by resource (decision 001: add a file, edit no list): every
 * `src/**\/*.sheet.ts` module exporting `sheetProfile` plugs a feature's export (and import) into
 * the generated list of its resource, so shared code never imports a feature. Several modules may
 * serve one resource with different parts (one the export, another the import); two modules
 * giving the same part fail loudly at start-up.
 *
 * A `*.sheet.ts` module is loaded with the list, so it only *declares* a part: what the toolbar
 * shows before a click (the 导出 menu's options, the 导入 button's label) and `load()`, which
 * imports the part's code on the click that needs it (docs/decisions/310-sheets-load-on-click.md).
 * It never imports that code statically.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- profiles of any value types share the registry
export type AnyImportProfile = SheetImportProfile<any, any>;

/** A feature's own sheets for 导出 (./exportProfile.ts), declared. */
export interface SheetExportPart {
  /** Choices offered in the 导出 menu (e.g. 包含运单): shown before the code is loaded. */
  options?: readonly ExportOption[];
  load(): Promise<SheetExportProfile>;
}

/** A feature's own import for 导入 / 下载模板, replacing the schema's generic one (./profile.ts), declared. */
export interface SheetImportPart {
  /** i18n key of the toolbar button (default: 导入). */
  buttonKey?: string;
  load(): Promise<AnyImportProfile>;
}

export interface SheetProfile {
  /** The schema's name (the react-admin resource) whose list offers it. */
  resource: string;
  export?: SheetExportPart;
  import?: SheetImportPart;
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
