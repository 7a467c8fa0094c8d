import { z } from 'zod';
import { defineCall } from './calls';

/**
 * The spec's shared upload call (§7), declared once (decision 120): multipart with one field
 * named `file`; `data` is the stored file's address. Made by ./upload.ts (XHR, for progress).
 */
export const uploadCall = defineCall('POST /common/upload/oss', { place: 'multipart', response: z.string().min(1) });
