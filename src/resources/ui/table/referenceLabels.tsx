import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { FieldSpec } from '../../defineResource';
import { referenceParams, useReferenceOptions } from '../useReferenceOptions';

/**
 * Reference labels of a list page, resolved once per page (issue 14): one reader per reference
 * column and distinct set of query params on the page (a dependent reference such as 二级区域
 * reads per country), not one per cell. The table reads them once (`usePageLabels`) and hands
 * them to its rows, whose cells are plain markup (`referenceCell`): no component or store
 * subscription per cell (issue 24: 200 per page of freight rules).
 */
type Rec = Readonly<Record<string, unknown>>;
type Labels = ReadonlyMap<string, string>;

/** The labels read so far for a page: a new object whenever one column's labels change. */
export interface PageLabels {
  of(field: FieldSpec, record: Rec): Labels | undefined;
}

const paramsKey = (params: Rec | null) => (params === null ? 'unset' : JSON.stringify(params));
const storeKey = (field: FieldSpec, params: Rec | null) => `${field.key}|${paramsKey(params)}`;

class LabelStore {
  private labels = new Map<string, Labels | undefined>();
  private listeners = new Set<() => void>();
  private current: PageLabels = this.snapshot();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  get(key: string): Labels | undefined {
    return this.labels.get(key);
  }
  /** The labels as one value: the same object until a column's labels change. */
  read = (): PageLabels => this.current;
  private snapshot(): PageLabels {
    return { of: (field, record) => this.labels.get(storeKey(field, referenceParams(field, record))) };
  }
  /** Written while the reader renders (before the rows, which read it in the same pass). */
  put(key: string, labels: Labels | undefined): boolean {
    if (this.labels.get(key) === labels) return false;
    this.labels.set(key, labels);
    this.current = this.snapshot();
    return true;
  }
  private scheduled = false;
  /**
   * Tells the table, at most once a frame: the labels of a dependent reference arrive one call
   * at a time (one per country on a page of freight rules), and each tells re-renders the rows.
   */
  notify() {
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      for (const listener of this.listeners) listener();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    else setTimeout(run);
  }
}

const LabelStoreContext = createContext<LabelStore | null>(null);
const NO_STORE = new LabelStore();

function Reader({ store, field, params }: { store: LabelStore; field: FieldSpec; params: Rec }) {
  const { data } = useReferenceOptions(field, params);
  const labels = useMemo(() => (data ? new Map(data.map((o) => [String(o.id), o.name])) : undefined), [data]);
  const changed = useRef(false);
  if (store.put(storeKey(field, params), labels)) changed.current = true;
  useEffect(() => {
    // Rows rendered before the labels arrived (or kept from the last page) update now.
    if (changed.current) {
      changed.current = false;
      store.notify();
    }
  }, [labels, store]);
  return null;
}

/**
 * `value` as it was at the last painted frame: a new value is handed on only after the browser
 * has painted the one that brought it. Dependent references read per record (one call per
 * country on a page of freight rules); starting those calls after the rows are on screen keeps
 * them off the rows' first frame (issue 14), and their ids show until the labels arrive anyway.
 */
function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => (timer = setTimeout(() => setShown(() => value)));
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(later) : undefined;
    if (frame === undefined) later();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}

/** Provides the labels of the reference `columns` for `records` (one list page). */
export function ReferenceLabelsProvider({
  columns,
  records: current,
  children,
}: {
  columns: readonly FieldSpec[];
  records: readonly Rec[];
  children: ReactNode;
}) {
  const storeRef = useRef<LabelStore | null>(null);
  storeRef.current ??= new LabelStore();
  const store = storeRef.current;
  const records = useAfterPaint(current);
  const readers = useMemo(() => {
    const out = new Map<string, { field: FieldSpec; params: Rec }>();
    for (const field of columns) {
      if (field.kind !== 'reference' && field.kind !== 'references') continue;
      if (!field.reference?.params) {
        out.set(storeKey(field, {}), { field, params: {} });
        continue;
      }
      for (const record of records) {
        const params = referenceParams(field, record);
        if (params) out.set(storeKey(field, params), { field, params });
      }
    }
    return [...out.entries()];
  }, [columns, records]);
  return (
    <LabelStoreContext.Provider value={store}>
      {readers.map(([key, { field, params }]) => (
        <Reader key={key} store={store} field={field} params={params} />
      ))}
      {children}
    </LabelStoreContext.Provider>
  );
}

/** The page's labels, for the table to hand to its rows: the table re-renders when a column's labels arrive. */
export function usePageLabels(): PageLabels {
  const store = useContext(LabelStoreContext) ?? NO_STORE;
  return useSyncExternalStore(store.subscribe, store.read);
}

/**
 * A reference cell's content from the page's labels: the label (the id until it is read), chips
 * for a list of references. A function, not a component: it runs for every reference cell.
 */
export function referenceCell(field: FieldSpec, record: Rec, labels: PageLabels): ReactNode {
  const value = record[field.key];
  if (value === undefined || value === null || value === '') return null;
  const read = labels.of(field, record);
  if (field.kind === 'references') {
    if (!Array.isArray(value) || !value.length) return null;
    return (
      <span className="lt-chips">
        {value.map((id: unknown) => (
          <span key={String(id)} className="lt-chip">
            {read?.get(String(id)) ?? String(id)}
          </span>
        ))}
      </span>
    );
  }
  return read?.get(String(value)) ?? String(value);
}
