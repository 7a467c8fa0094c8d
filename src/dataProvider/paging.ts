import { CONTRACT_PAGING, deployment, type PagingShape } from '../deployment';

/**
 * The one place that reads and writes the paging shape (docs/decisions/220): requests send a
 * 1-based page and a page size, answers carry rows and a total, under the keys of
 * `deployment.paging` (the contract's `currentPage` / `pageSize` → `{ records, total }` unless a
 * deployment says otherwise, per resource too: `deployment.resources.<name>.paging`).
 */
export type PageRequest = Readonly<Record<string, number>>;

/** The contract's answer (what the stand-in's handlers build). */
export interface PageResponse<T> {
  records: T[];
  total: number;
}

/** The paging shape of a resource (its own, else the deployment's). */
export const pagingOf = (resource?: string): PagingShape =>
  (resource ? deployment.resources[resource]?.paging : undefined) ?? deployment.paging;

export function toPageRequest(page: number, perPage: number, resource?: string): PageRequest {
  const shape = pagingOf(resource);
  return { [shape.page ?? CONTRACT_PAGING.page!]: Math.max(1, page), [shape.size ?? CONTRACT_PAGING.size!]: perPage };
}

/** A dotted path's value (`'data.rows'`, `'items.0'`); undefined where the path breaks. */
export function readPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const pick = (answer: unknown, where: PagingShape['records']) =>
  typeof where === 'function' ? where(answer) : readPath(answer, where);

/**
 * A paged answer's rows and total, or `null` when it has no rows list (not this system's API).
 * A total that is missing or not a number is the number of rows.
 */
export function readPage(data: unknown, resource?: string): { rows: unknown[]; total: number } | null {
  if (data === null || typeof data !== 'object') return null;
  const shape = pagingOf(resource);
  const rows = pick(data, shape.records);
  if (!Array.isArray(rows)) return null;
  const total = Number(pick(data, shape.total) ?? Number.NaN);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** The expected answer, named for warnings (`{ records: [], total }`). */
export function pageShapeText(resource?: string): string {
  const shape = pagingOf(resource);
  const name = (where: PagingShape['records']) => (typeof where === 'function' ? '(function)' : where);
  return `{ ${name(shape.records)}: [], ${name(shape.total)} }`;
}

export function fromPageResponse<T>(data: unknown, resource?: string): { data: T[]; total: number } {
  const page = readPage(data, resource);
  return { data: (page?.rows ?? []) as T[], total: page?.total ?? 0 };
}
