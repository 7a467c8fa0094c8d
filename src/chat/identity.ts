import { getUserRecord, type UserRecord } from '../authProvider/userRecord';
import type { ChatId, ChatIdentity } from './types';

/** Spec §6: receiver type defaults to 1 (a buyer). */
export const DEFAULT_RECEIVER_TYPE = 1;

/**
 * Spec §6: userType '0' is a merchant, whose sender id is the merchantId; any other userType
 * uses the user id. The sender type is the user's own userType.
 */
export function senderIdOf(user: Pick<UserRecord, 'userType' | 'merchantId' | 'id'>): ChatId {
  return String(user.userType) === '0' ? user.merchantId : user.id;
}

export function identityOf(user: UserRecord): ChatIdentity {
  return {
    sender: senderIdOf(user),
    senderType: user.userType,
    senderName: user.company || user.name || '',
    senderAvatar: user.userAvatar || '',
  };
}

/** The identity of whoever is signed in, or undefined before sign-in. */
export function currentIdentity(): ChatIdentity | undefined {
  const user = getUserRecord();
  return user ? identityOf(user) : undefined;
}
