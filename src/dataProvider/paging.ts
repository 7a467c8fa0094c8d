/**
 * The one place that knows the marketplace's paging shape (DESIGN.md "Paging"):
 * requests send 1-based `currentPage` and `pageSize`; responses carry `{ records, total }`.
 * A deployment with another shape changes only this file.
 */
export interface PageRequest {
  currentPage: number;
  pageSize: number;
}

export interface PageResponse<T> {
  records: T[];
  total: number;
}

export function toPageRequest(page: number, perPage: number): PageRequest {
  return { currentPage: Math.max(1, page), pageSize: perPage };
}

export function fromPageResponse<T>(data: PageResponse<T> | null | undefined): { data: T[]; total: number } {
  return { data: data?.records ?? [], total: Number(data?.total ?? 0) };
}
