/**
 * The stand-in backend's in-memory store. Each collection is seeded once by its module; in the
 * browser each collection is saved to localStorage under its own key, so demo edits survive a
 * reload. Saving and loading are per collection (docs/performance.md, "Stand-in"): a change
 * re-serialises only the collections it touched, once the changes pause, and a reload parses only
 * the collections a request reads. Equality filters and sorts read per-field indexes built on first
 * use and dropped with the next change. Tests call resetDb() for a fresh seed.
 */
export type Id = string | number;
export interface Row {
  id: Id;
}

// The stand-in plays the server: its data is not the console's, so it sits outside the app
// prefix that logout clears (docs/decisions/090-browser-storage-and-logout.md).
/** One value per collection: `{ version, rows, counter }`. */
const KEY_PREFIX = 'demo-backend-db:';
const SCHEMA_VERSION = 2;
/**
 * The first format: the whole store in one value (`{ version: 1, state, counters }`). Still read,
 * once, when present: e2e tests seed a collection by writing it before the page loads.
 */
const LEGACY_KEY = 'demo-backend-db';
const LEGACY_VERSION = 1;

interface CollectionDef<T extends Row> {
  name: string;
  seed: () => T[];
}

interface Saved {
  version: number;
  rows: Row[];
  counter: number;
}

const definitions = new Map<string, CollectionDef<Row>>();
let state: Record<string, Row[]> = {};
let counters: Record<string, number> = {};
/** Collections changed since the last save. */
const dirty = new Set<string>();
/** A change number per collection: the indexes of a collection are valid for one number. */
const changes = new Map<string, number>();
/** Whether the legacy whole-store value has been looked for since the page loaded (or a reset). */
let legacyRead = false;

const canPersist = (): boolean =>
  typeof window !== 'undefined' && typeof localStorage !== 'undefined' && !import.meta.env.VITEST;

/** Moves a store written in the first format into memory (saved in the new one at the next save). */
function readLegacy(): void {
  if (legacyRead) return;
  legacyRead = true;
  if (!canPersist()) return;
  try {
    const raw = localStorage.getItem(LEGACY_KEY);
    if (!raw) return;
    localStorage.removeItem(LEGACY_KEY);
    const saved = JSON.parse(raw) as {
      version?: number;
      state?: Record<string, Row[]>;
      counters?: Record<string, number>;
    };
    if (saved.version !== LEGACY_VERSION || !saved.state) return;
    for (const [name, list] of Object.entries(saved.state)) {
      state[name] = list;
      counters[name] = saved.counters?.[name] ?? 0;
      changes.set(name, (changes.get(name) ?? 0) + 1);
      dirty.add(name);
    }
    scheduleSave();
  } catch {
    // Unreadable: the collections start from their seeds.
  }
}

function readSaved(name: string): Saved | undefined {
  if (!canPersist()) return undefined;
  try {
    const raw = localStorage.getItem(KEY_PREFIX + name);
    const saved = raw ? (JSON.parse(raw) as Saved) : undefined;
    return saved?.version === SCHEMA_VERSION && Array.isArray(saved.rows) ? saved : undefined;
  } catch {
    return undefined;
  }
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
let flushOnLeave = false;

function saveNow(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  for (const name of dirty) {
    const rows = state[name];
    if (!rows) continue;
    try {
      localStorage.setItem(
        KEY_PREFIX + name,
        JSON.stringify({ version: SCHEMA_VERSION, rows, counter: counters[name] ?? 0 } satisfies Saved),
      );
    } catch {
      // Quota exceeded: the demo keeps working in memory.
    }
  }
  dirty.clear();
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
  dirty.clear();
  clearTimeout(saveTimer);
  saveTimer = undefined;
  legacyRead = false;
  // The collections start again from their seeds: every index built before is stale.
  for (const name of definitions.keys()) changes.set(name, (changes.get(name) ?? 0) + 1);
  if (!canPersist()) return;
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
    (key): key is string => key !== null && (key === LEGACY_KEY || key.startsWith(KEY_PREFIX)),
  );
  for (const key of keys) localStorage.removeItem(key);
  legacyRead = true;
}

function rows<T extends Row>(name: string, seed?: () => Row[]): T[] {
  readLegacy();
  if (!state[name]) {
    const saved = readSaved(name);
    if (saved) {
      state[name] = saved.rows;
      counters[name] = saved.counter;
    } else {
      const first = seed ?? definitions.get(name)?.seed;
      state[name] = first ? first() : [];
      const numericIds = state[name].map((r) => Number(r.id)).filter((n) => Number.isFinite(n));
      counters[name] = Math.max(
        counters[name] ?? 0,
        numericIds.reduce((max, n) => (n > max ? n : max), 0),
      );
    }
  }
  return state[name] as T[];
}

function changed(name: string): void {
  changes.set(name, (changes.get(name) ?? 0) + 1);
  dirty.add(name);
  scheduleSave();
}

/** The text an equality filter compares: the stand-in has always compared `String(value)`. */
const keyOf = (value: unknown): string => String(value);

export interface Collection<T extends Row> {
  readonly name: string;
  all(): T[];
  find(id: Id | undefined | null): T | undefined;
  /**
   * The rows whose `field` equals `value` as text (`String(row[field]) === String(value)`), in the
   * collection's order; from an index built on first use and rebuilt after a change.
   */
  where(field: string, value: unknown): readonly T[];
  /**
   * The rows sorted by `field` (`>` / `<` on the values, ties in the collection's order: a stable
   * sort), from a cache dropped with the next change. Do not modify the returned array.
   */
  sortedBy(field: string, direction: 'asc' | 'desc'): readonly T[];
  insert(row: Omit<T, 'id'> & { id?: Id }): T;
  update(id: Id, patch: Partial<T>): T | undefined;
  remove(id: Id): boolean;
  /** Replace the whole collection (used by batch operations). */
  replace(next: T[]): void;
  nextId(): number;
}

export function defineCollection<T extends Row>(name: string, seed: () => T[]): Collection<T> {
  definitions.set(name, { name, seed } as CollectionDef<Row>);
  // Seeded by its own seed: a test fixture defining the same name with more rows (handlersFor with
  // a count) must not change what the app's handlers answer once the fixture's handlers are gone.
  const own = () => rows<T>(name, seed);
  /** Indexes of the current change number: rows by id, rows by a field's text, sorted orders. */
  let built = -1;
  let byId = new Map<string, T>();
  let byField = new Map<string, Map<string, T[]>>();
  let sorted = new Map<string, readonly T[]>();
  const fresh = (): T[] => {
    const list = own();
    const version = changes.get(name) ?? 0;
    if (built !== version) {
      built = version;
      byId = new Map();
      byField = new Map();
      sorted = new Map();
    }
    return list;
  };
  const indexOf = (id: Id | undefined | null): number => {
    if (id === undefined || id === null) return -1;
    const wanted = String(id);
    return own().findIndex((r) => String(r.id) === wanted);
  };
  return {
    name,
    all: () => own(),
    find(id) {
      if (id === undefined || id === null) return undefined;
      const list = fresh();
      if (!byId.size && list.length) for (let i = list.length - 1; i >= 0; i--) byId.set(String(list[i].id), list[i]);
      return byId.get(String(id));
    },
    where(field, value) {
      const list = fresh();
      let index = byField.get(field);
      if (!index) {
        index = new Map();
        for (const row of list) {
          const key = keyOf((row as Record<string, unknown>)[field]);
          const bucket = index.get(key);
          if (bucket) bucket.push(row);
          else index.set(key, [row]);
        }
        byField.set(field, index);
      }
      return index.get(keyOf(value)) ?? [];
    },
    sortedBy(field, direction) {
      const list = fresh();
      const key = `${direction}:${field}`;
      let order = sorted.get(key);
      if (!order) {
        const dir = direction === 'desc' ? -1 : 1;
        order = [...list].sort((a, b) => {
          const x = (a as Record<string, unknown>)[field] as string | number;
          const y = (b as Record<string, unknown>)[field] as string | number;
          return x === y ? 0 : x > y ? dir : -dir;
        });
        sorted.set(key, order);
      }
      return order;
    },
    nextId: () => {
      own();
      counters[name] = (counters[name] ?? 0) + 1;
      return counters[name];
    },
    insert(row) {
      const list = own();
      const created = { ...row, id: row.id ?? this.nextId() } as T;
      list.unshift(created);
      changed(name);
      return created;
    },
    update(id, patch) {
      const list = own();
      const index = indexOf(id);
      if (index < 0) return undefined;
      list[index] = { ...list[index], ...patch, id: list[index].id };
      changed(name);
      return list[index];
    },
    remove(id) {
      const list = own();
      const index = indexOf(id);
      if (index < 0) return false;
      list.splice(index, 1);
      changed(name);
      return true;
    },
    replace(next) {
      own();
      state[name] = next;
      changed(name);
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
