import { useMemo } from 'react';
import { callApi } from '../../dataProvider/calls';
import { useCallQuery } from '../../dataProvider/useCall';
import { id, parseRecord, parseRows, text } from '../../resources/recordCodec';
import { roleList } from './accountManager.calls';

/**
 * The role select of the account-manager form: `GET /backend/accountManagerRole/list`. Rows are
 * read at the boundary: a renamed label shows empty and is reported, a row without an id is skipped.
 */
export interface RoleOption {
  id: string | number;
  roleName: string;
}

/** One row of `/backend/accountManagerRole/list` (reported as `accountManagerRole`). */
export function parseRoleOption(raw: unknown): RoleOption | null {
  const row = parseRecord('accountManagerRole', raw, { id: id(), roleName: text() });
  return row && row.id !== undefined ? { id: row.id, roleName: row.roleName } : null;
}

export async function loadRoleOptions(signal?: AbortSignal): Promise<RoleOption[]> {
  return parseRows('accountManagerRole', await callApi(roleList, { signal, notify: false }), parseRoleOption);
}

/**
 * The roles on the call's shared query key: a role saved on 账户经理角色 shows in a form left
 * open (react-admin's refresh after a save invalidates every query).
 */
export function useRoleOptions() {
  const query = useCallQuery(roleList, { notify: false }, { retry: false });
  const data = useMemo(() => (Array.isArray(query.data) ? parseRows('accountManagerRole', query.data, parseRoleOption) : undefined), [query.data]);
  return { data, isPending: query.isPending, isError: query.isError || (query.isSuccess && !data), refetch: query.refetch };
}
