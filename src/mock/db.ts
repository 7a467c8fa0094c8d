
/**
 * The stand-in backend's in-memory store. Each collection is seeded once by its module; in the
 * browser the whole store is saved to localStorage (debounced) so demo edits survive a reload.
 * Tests call resetDb() for a fresh seed.
 */
export type Id = string | number;
export interface Row {
  id: Id;
}

// The stand-in plays the server: its data is not the console's, so it sits outside the app
// prefix that logout clears (docs/decisions/090-browser-storage-and-logout.md).
const PERSIST_KEY = 'demo-backend-db';
const SCHEMA_VERSION = 1;

interface CollectionDef<T extends Row> {
  name: string;
  seed: () => T[];
}

const definitions = new Map<string, CollectionDef<Row>>();
let state: Record<string, Row[]> | undefined;
let counters: Record<string, number> = {};

const canPersist = (): boolean => typeof window !== 'undefined' && typeof localStorage !== 'undefined' && !import.meta.env.VITEST;

function load(): Record<string, Row[]> {
  if (state) return state;
  state = {};
  if (canPersist()) {
    try {
      const raw = localStorage.getItem(PERSIST_KEY);
      if (raw) {
        const saved = JSON.parse(raw) as { version: number; state: Record<string, Row[]>; counters: Record<string, number> };
        if (saved.version === SCHEMA_VERSION) {
          state = saved.state;
          counters = saved.counters ?? {};
        }
      }
    } catch {
      state = {};
    }
  }
  return state;
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
let flushOnLeave = false;

function saveNow(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  try {
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ version: SCHEMA_VERSION, state, counters }));
  } catch {
    // Quota exceeded: the demo keeps working in memory.
  }
}

/** Saves 200 ms after the last change, and at once when the page goes away (a quick reload keeps it). */
function scheduleSave(): void {
  if (!canPersist()) return;
  if (!flushOnLeave) {
    flushOnLeave = true;
    window.addEventListener('pagehide', () => {
      if (saveTimer !== undefined) saveNow();
    });
  }
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, 200);
}

/** Forget everything (tests, and the demo's "reset data" action). */
export function resetDb(): void {
  state = {};
  counters = {};
  if (canPersist()) localStorage.removeItem(PERSIST_KEY);
}

function rows<T extends Row>(name: string): T[] {
  const all = load();
  if (!all[name]) {
    const def = definitions.get(name);
    all[name] = def ? def.seed() : [];
    const numericIds = all[name].map((r) => Number(r.id)).filter((n) => Number.isFinite(n));
    counters[name] = Math.max(counters[name] ?? 0, numericIds.length ? Math.max(...numericIds) : 0);
  }
  return all[name] as T[];
}

export interface Collection<T extends Row> {
  readonly name: string;
  all(): T[];
  find(id: Id | undefined | null): T | undefined;
  insert(row: Omit<T, 'id'> & { id?: Id }): T;
  update(id: Id, patch: Partial<T>): T | undefined;
  remove(id: Id): boolean;
  /** Replace the whole collection (used by batch operations). */
  replace(next: T[]): void;
  nextId(): number;
}

export function defineCollection<T extends Row>(name: string, seed: () => T[]): Collection<T> {
  definitions.set(name, { name, seed } as CollectionDef<Row>);
  const sameId = (a: Id, b: Id | undefined | null) => b !== undefined && b !== null && String(a) === String(b);
  return {
    name,
    all: () => rows<T>(name),
    find: (id) => rows<T>(name).find((r) => sameId(r.id, id)),
    nextId: () => {
      rows<T>(name);
      counters[name] = (counters[name] ?? 0) + 1;
      return counters[name];
    },
    insert(row) {
      const list = rows<T>(name);
      const created = { ...row, id: row.id ?? this.nextId() } as T;
      list.unshift(created);
      scheduleSave();
      return created;
    },
    update(id, patch) {
      const list = rows<T>(name);
      const index = list.findIndex((r) => sameId(r.id, id));
      if (index < 0) return undefined;
      list[index] = { ...list[index], ...patch, id: list[index].id };
      scheduleSave();
      return list[index];
    },
    remove(id) {
      const list = rows<T>(name);
      const index = list.findIndex((r) => sameId(r.id, id));
      if (index < 0) return false;
      list.splice(index, 1);
      scheduleSave();
      return true;
    },
    replace(next) {
      load()[name] = next;
      scheduleSave();
    },
  };
}

/** `yyyy-MM-dd HH:mm:ss`, the backend's date format. */
export function formatDateTime(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Deterministic pseudo-random numbers so seeds are the same on every machine. */
export function seededRandom(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value * 1664525 + 1013904223) >>> 0;
    return value / 2 ** 32;
  };
}
