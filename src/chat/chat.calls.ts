/** The chat rows of the spec's call table (§7), checked by the call-table test. */
export const calls: ReadonlyArray<{ method: 'GET' | 'POST'; path: string }> = [
  { method: 'POST', path: '/api/message/send' },
  { method: 'POST', path: '/api/message/read' },
  { method: 'GET', path: '/api/message/queryUnreadMessages/{id}' },
  { method: 'GET', path: '/api/message/plaintext/{id}' },
];
