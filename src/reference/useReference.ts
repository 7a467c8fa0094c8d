import { useCallQuery } from '../dataProvider/useCall';
import type { ReferenceRead } from './reference.api';

export interface ReferenceState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

/**
 * A reference list for a component, through the shared query cache (`useCallQuery`): every
 * input showing the same list shares one request. `enabled = false` waits (e.g. areas before a
 * country is chosen). A list that is not ours fails the read and shows in place with 重试.
 */
export function useReference<T>(read: ReferenceRead<T>, enabled = true): ReferenceState<T> {
  const query = useCallQuery(read.decl, enabled ? read.args : null, { select: read.parse, staleTime: read.staleTime ?? 0 });
  const retrying = query.isError && query.isFetching;
  return {
    data: query.data,
    error: retrying ? undefined : (query.error ?? undefined),
    isPending: enabled && (query.isPending || retrying),
    retry: () => void query.refetch(),
  };
}
