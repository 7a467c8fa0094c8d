import { useMemo } from 'react';
import { callApi } from '../../dataProvider/calls';
import { useCallQuery } from '../../dataProvider/useCall';
import { encodeFields, id, optional, parseRecord, parseRows, text } from '../../resources/recordCodec';
import { managerPickerList } from './customers.calls';

/**
 * The account-manager picker of 客户管理 (`GET /accountManager/list`, params: optional `name`).
 * Rows are read at the boundary: a renamed label shows empty and is reported, a row without an
 * id is skipped. Failures reject with HttpError (shown in the dialog with 重试).
 */
export type Id = string | number;

export interface ManagerOption {
  id: Id;
  name: string;
  phone?: string;
  email?: string;
  roleId?: Id;
}

/** One row of `/accountManager/list` (reported as `accountManager`). */
export function parseManagerOption(raw: unknown): ManagerOption | null {
  const row = parseRecord('accountManager', raw, { id: id(), name: text(), phone: optional(text()), email: optional(text()), roleId: optional(id()) });
  if (!row || row.id === undefined) return null;
  const option: ManagerOption = { id: row.id, name: row.name };
  if (row.phone) option.phone = row.phone;
  if (row.email) option.email = row.email;
  if (row.roleId !== undefined) option.roleId = row.roleId;
  return option;
}

const nameQuery = (name?: string): Record<string, string> =>
  // A text value stays a string when its name is mapped.
  name ? (encodeFields('accountManager', { name }) as Record<string, string>) : {};

export async function loadManagerOptions(params: { name?: string } = {}, signal?: AbortSignal): Promise<ManagerOption[]> {
  return parseRows('accountManager', await callApi(managerPickerList, { query: nameQuery(params.name), signal, notify: false }), parseManagerOption);
}

/** Every manager, on the call's shared query key (a manager added on /accountManager shows on the next open). */
export function useManagerOptions() {
  const query = useCallQuery(managerPickerList, { query: {}, notify: false }, { retry: false });
  const data = useMemo(() => (Array.isArray(query.data) ? parseRows('accountManager', query.data, parseManagerOption) : undefined), [query.data]);
  return { data, isPending: query.isPending, isError: query.isError || (query.isSuccess && !data), refetch: query.refetch };
}
