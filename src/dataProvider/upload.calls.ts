import { z } from 'zod/mini';
import { defineCall } from './calls';

/**
 * The spec's shared upload call (§7), declared once (decision 120): multipart with one field
 * named `file`; `data` is the stored file's address: absolute http(s), or relative to the
 * deployment's file host (resolved by ./upload.ts through the URL policy's uploadResultUrl; an
 * address that resolves to no http(s) URL is reported and fails the upload). Made by ./upload.ts
 * (XHR, for progress).
 */
export const uploadCall = defineCall('POST /common/upload/oss', { place: 'multipart', response: z.string().check(z.trim(), z.minLength(1)) });
