/** API calls the media widgets make (checked against the spec's call table). */
export const calls = [{ method: 'POST', path: '/common/upload/oss' }] as const;
