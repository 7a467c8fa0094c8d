import { z } from 'zod';
import { defineCall } from './calls';
import { UPLOAD_RESULT_URL } from './urlPolicy';

/**
 * The spec's shared upload call (§7), declared once (decision 120): multipart with one field
 * named `file`; `data` is the stored file's address, an absolute http(s) one (the URL policy's
 * upload result: anything else is reported and fails the upload). Made by ./upload.ts (XHR, for progress).
 */
export const uploadCall = defineCall('POST /common/upload/oss', { place: 'multipart', response: z.string().regex(UPLOAD_RESULT_URL) });
