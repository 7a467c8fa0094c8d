import type { ChatId, MessageFormat } from './types';

/** Spec §3: messageType '1' → image; '5', '6', '7' → word; anything else → text. */
export function formatOf(messageType: ChatId | undefined | null): MessageFormat {
  const code = messageType === undefined || messageType === null ? '' : String(messageType);
  if (code === '1') return 'image';
  if (code === '5' || code === '6' || code === '7') return 'word';
  return 'text';
}

/** The messageType the client sends for each format (documents use '5'). */
export function messageTypeOf(format: MessageFormat): string {
  if (format === 'image') return '1';
  if (format === 'word') return '5';
  return '0';
}

/** A masked message is shown as asterisks only (docs/design.md "Masked content is all asterisks"). */
export function isMasked(content: string | undefined | null): boolean {
  return !!content && /^\*+$/.test(content);
}

/** File name shown for a document message: the last path segment of its address. */
export function fileNameOf(address: string): string {
  try {
    const path = new URL(address).pathname;
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || address;
  } catch {
    return address.slice(address.lastIndexOf('/') + 1) || address;
  }
}
