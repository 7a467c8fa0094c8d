import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useGetList, type DataProvider } from 'react-admin';
import { callKeys, type CallArgs, type CallDecl } from '../../dataProvider/calls';
import { toPageRequest } from '../../dataProvider/paging';
import { useCallQuery } from '../../dataProvider/useCall';
import type { FieldSpec } from '../defineResource';
import { encodeFields } from '../recordCodec';
import {
  fieldReference,
  referenceOptions,
  type FieldReference,
  type ReferenceSource,
  type RefOption,
} from '../referenceSource';

export { optionName, referenceParams, type RefOption } from '../referenceSource';

/**
 * The one reader of reference options (docs/reference-data.md): a declared source, read once per
 * params on react-admin's QueryClient under the shared keys (a call's `callKeys`, a resource's
 * getList keys), so every screen, cell and export showing the same list shares one request; the
 * rows become options in `referenceOptions` (src/resources/referenceSource.ts), once per answer.
 */
type Rec = Readonly<Record<string, unknown>>;

/** Small lists are read whole: one big page. */
const WHOLE_LIST = 500;
const RESOURCE_PAGE = { pagination: { page: 1, perPage: WHOLE_LIST }, sort: { field: 'id', order: 'ASC' as const } };

/** What is read: a schema field (its reference) or a source itself (the hand-written inputs). */
export type ReferenceTarget = Pick<FieldSpec, 'reference'> | ReferenceSource;

const isSource = (target: ReferenceTarget): target is ReferenceSource => 'valueKey' in target && 'staleTime' in target;

function referenceOf(target: ReferenceTarget): FieldReference {
  if (isSource(target)) return fieldReference(target);
  if (!target.reference) throw new Error('useReferenceOptions: the field declares no reference');
  return target.reference;
}

/**
 * The declared call's arguments for these params (the same for the hook and the exports: one cache
 * key); the params go out under the backend's names of the source's rows (src/deployment.ts).
 */
function callArgs(source: ReferenceSource, params: Rec | null): CallArgs | null {
  if (params === null) return null;
  const query = source.call?.place === 'params' ? { ...(source.paged ? toPageRequest(1, WHOLE_LIST) : {}), ...encodeFields(source.name, params, 'filter') } : undefined;
  // Failures show in place (重试), not as a toast.
  return { ...(query ? { query } : {}), notify: false };
}

export interface ReferenceOptionsState {
  /** Undefined until read. */
  data: RefOption[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Options of a reference. `params` null = a dependency is not chosen yet (nothing is read);
 * default `{}` (a source that takes none).
 */
export function useReferenceOptions(target: ReferenceTarget, params: Rec | null = {}): ReferenceOptionsState {
  const ref = useMemo(() => referenceOf(target), [target]);
  const { source } = ref;
  const list = useGetList<Rec & { id: string | number }>(
    source.resource ?? '',
    { ...RESOURCE_PAGE, filter: params ?? {} },
    { enabled: Boolean(source.resource) && params !== null, staleTime: source.staleTime },
  );
  const call = useCallQuery(source.call ?? null, source.call ? callArgs(source, params) : null, {
    staleTime: source.staleTime,
  });
  const read = source.resource ? list : call;
  const rows = source.resource ? list.data : call.data;
  // A list that is not ours fails the read (shown in place with 重试), never an empty select.
  const parsed = useMemo(() => {
    if (rows === undefined) return { data: undefined, failed: false };
    try {
      return { data: referenceOptions(ref, rows), failed: false };
    } catch {
      return { data: undefined, failed: true };
    }
  }, [rows, ref]);
  const retrying = read.isError && read.isFetching;
  return {
    data: parsed.data,
    isPending: params !== null && (read.isPending || retrying),
    isError: (read.isError && !retrying) || parsed.failed,
    refetch: read.refetch,
  };
}

/** What `fetchReferenceOptions` reads through: the composed dataProvider and react-admin's QueryClient. */
export interface ReferenceReaders {
  dataProvider: Pick<DataProvider, 'getList'> & { call(decl: CallDecl, args: CallArgs): Promise<unknown> };
  queryClient: QueryClient;
}

/**
 * The same options outside React (exports, imports, printed sheets): the answer comes from, and
 * lands in, the readers' shared cache.
 */
export async function fetchReferenceOptions(
  target: ReferenceTarget,
  params: Rec,
  { dataProvider, queryClient }: ReferenceReaders,
): Promise<RefOption[]> {
  const ref = referenceOf(target);
  const { source } = ref;
  if (source.resource) {
    const { data } = await dataProvider.getList(source.resource, { ...RESOURCE_PAGE, filter: params });
    return referenceOptions(ref, data);
  }
  const decl = source.call!;
  const args = callArgs(source, params)!;
  const rows = await queryClient.fetchQuery({
    queryKey: callKeys.one(decl, args),
    queryFn: ({ signal }) => dataProvider.call(decl, { ...args, signal }),
    staleTime: source.staleTime,
  });
  return referenceOptions(ref, rows);
}
