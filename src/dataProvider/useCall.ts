import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { callKeys, type CallArgs, type CallDecl, type CallResult, type CallShapes } from './calls';
import type { AppDataProvider } from './dataProvider';

/**
 * React side of declared calls (decision 120): reads and saves through `dataProvider.call`, on
 * react-admin's own QueryClient, with the shared keys of `callKeys`, so two screens reading the
 * same call share one request and a save invalidates every reader of what it changes.
 */
type QueryOptions<T, D> = Omit<UseQueryOptions<T, Error, D, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * Reads a declared call. `args` null = not ready (e.g. a dependency not chosen): nothing is sent.
 * Failures toast unless `notify: false` is in `args` (the caller then shows them in place).
 * `options.select` reads the shared answer for this caller (rows parsed at the boundary).
 */
export function useCallQuery<S extends CallShapes, D = CallResult<S>>(
  decl: CallDecl<S> | null,
  args: Omit<CallArgs<S>, 'signal'> | null,
  options: QueryOptions<CallResult<S>, D> = {},
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<CallResult<S>, Error, D, QueryKey>({
    ...options,
    // No declaration (a hook called for a field that makes no call): a key that is never fetched.
    queryKey: decl ? callKeys.one(decl, args ?? {}) : [...callKeys.all, null],
    // Omit<> of a conditional type does not narrow back to it; the spread is the same args plus the signal.
    queryFn: ({ signal }) => dataProvider.call(decl!, { ...(args ?? {}), signal } as CallArgs<S>),
    enabled: decl !== null && args !== null && (options.enabled ?? true),
  });
}

/** What a save makes stale: another declaration's answers, or a react-admin resource's queries. */
export type Invalidates = ReadonlyArray<CallDecl | { resource: string } | QueryKey>;

export function keyOf(target: Invalidates[number]): QueryKey {
  if ('notation' in target) return callKeys.of(target as CallDecl);
  if ('resource' in target) return [(target as { resource: string }).resource];
  return target as QueryKey;
}

/**
 * A declared call that changes data. On success every query named in `invalidates` is refetched
 * (its mounted readers update; the others on their next mount).
 */
export function useCallMutation<S extends CallShapes>(decl: CallDecl<S>, { invalidates = [] }: { invalidates?: Invalidates } = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation<CallResult<S>, Error, Omit<CallArgs<S>, 'signal'>>({
    mutationKey: ['call', decl.notation],
    mutationFn: (args) => dataProvider.call(decl, args as CallArgs<S>),
    onSuccess: () => Promise.all(invalidates.map((target) => queryClient.invalidateQueries({ queryKey: keyOf(target) }))),
  });
}
