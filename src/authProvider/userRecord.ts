import { storageKeys } from '../config';

/**
 * The signed-in supplier as the login call returned it (docs/spec.md §4: company, userType, userAvatar,
 * merchantId, id are kept in localStorage). Other parts (chat, header) read it from here.
 */
export interface UserRecord {
  id: string | number;
  merchantId: string | number;
  userType: string | number;
  company: string;
  userAvatar: string;
  /** Not in the spec's list but returned by login; kept for the header's display name. */
  name?: string;
  email?: string;
}

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function getUserRecord(): UserRecord | undefined {
  const raw = storage()?.getItem(storageKeys.user);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === 'object' && 'id' in value) return value as UserRecord;
  } catch {
    /* corrupt entry: treat as absent */
  }
  return undefined;
}

export function setUserRecord(record: UserRecord): void {
  const { id, merchantId, userType, company, userAvatar, name, email } = record;
  storage()?.setItem(
    storageKeys.user,
    JSON.stringify({ id, merchantId, userType, company: company ?? '', userAvatar: userAvatar ?? '', name, email }),
  );
}
