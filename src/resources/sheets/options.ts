import { looseKey } from './cells';
import type { SheetOption } from './sheetTypes';

/**
 * The options of the sources a file needs (references, carriers, currencies), loaded on the main
 * thread and handed to the worker, looked up by id, name, code or tree path. `params`: the values
 * a dependent source was read with (an area list per country).
 */
export interface OptionNeed {
  source: string;
  params: Readonly<Record<string, string | number>>;
}

export interface SuppliedOptions extends OptionNeed {
  options?: readonly SheetOption[];
  /** The source could not be read: its cells say so instead of "not an option". */
  failed?: string;
}

export const needKey = (need: OptionNeed): string => `${need.source}|${JSON.stringify(Object.entries(need.params).sort(([a], [b]) => a.localeCompare(b)))}`;

export type Found = { option: SheetOption } | { problem: 'none' | 'ambiguous' | 'unloaded'; message?: string };

interface Index {
  byId: Map<string, SheetOption>;
  byName: Map<string, SheetOption[]>;
  failed?: string;
}

/** Tree options come depth-first with their depth: their paths (服装 / 男装 / T恤) are rebuilt here. */
export function withPaths(options: ReadonlyArray<{ id: string | number; name: string; depth: number }>): SheetOption[] {
  const stack: string[] = [];
  return options.map((option) => {
    stack.length = option.depth;
    stack.push(option.name);
    return { id: option.id, name: option.name, path: option.depth > 0 ? stack.join(' / ') : undefined };
  });
}

export class OptionStore {
  private readonly indexes = new Map<string, Index>();

  has(need: OptionNeed): boolean {
    return this.indexes.has(needKey(need));
  }

  add(supplied: SuppliedOptions): void {
    const index: Index = { byId: new Map(), byName: new Map(), failed: supplied.failed };
    for (const option of supplied.options ?? []) {
      index.byId.set(String(option.id), option);
      const names = new Set([option.name, ...(option.codes ?? []), ...(option.path ? [option.path, option.path.replace(/\s*\/\s*/g, '/')] : [])].map(looseKey));
      for (const name of names) {
        if (!name) continue;
        const list = index.byName.get(name) ?? [];
        if (!list.includes(option)) list.push(option);
        index.byName.set(name, list);
      }
    }
    this.indexes.set(needKey(supplied), index);
  }

  /** All options of a source read with these params (the template's drop-downs, examples). */
  list(need: OptionNeed): SheetOption[] {
    const index = this.indexes.get(needKey(need));
    return index ? [...index.byId.values()] : [];
  }

  /** The option a cell names: its id (or code) first, then its name, code or path, loosely compared. */
  find(need: OptionNeed, text: string): Found {
    const index = this.indexes.get(needKey(need));
    if (!index) return { problem: 'unloaded' };
    if (index.failed !== undefined) return { problem: 'unloaded', message: index.failed };
    const trimmed = text.trim();
    const byId = index.byId.get(trimmed);
    const byName = index.byName.get(looseKey(trimmed)) ?? [];
    // A name shared by several options names none of them; an id is always exact.
    if (byName.length === 1) return { option: byName[0] };
    if (byId) return { option: byId };
    if (byName.length > 1) {
      // Several options share the name: a leaf-level exact (not loose) match may still be unique.
      const exact = byName.filter((o) => o.name === trimmed || o.path === trimmed);
      return exact.length === 1 ? { option: exact[0] } : { problem: 'ambiguous' };
    }
    return { problem: 'none' };
  }
}
