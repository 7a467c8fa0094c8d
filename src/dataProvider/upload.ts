import { REQUEST_TIMEOUT_MS } from '../config';
import { ERROR_KEYS, HttpError } from './errors';
import { authHeaders, errorForStatus, fail, resolveUrl, unwrapEnvelope } from './http';

/** The spec's shared upload call. */
export const UPLOAD_PATH = '/common/upload/oss';

export interface UploadOptions {
  /** 0–100, from real upload progress events. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Toast failures (default true). */
  notify?: boolean;
  timeoutMs?: number;
}

/**
 * `POST /common/upload/oss`, multipart with one field `file`; resolves with the stored address.
 * XHR rather than fetch because fetch reports no upload progress.
 */
export function uploadFile(file: Blob, options: UploadOptions = {}): Promise<string> {
  const { onProgress, signal, notify = true, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const settle = (error: HttpError) => {
      try {
        fail(error, notify);
      } catch (thrown) {
        reject(thrown);
      }
    };
    if (signal?.aborted) {
      reject(new HttpError({ kind: 'aborted', i18nKey: ERROR_KEYS.aborted }));
      return;
    }
    xhr.open('POST', resolveUrl(UPLOAD_PATH));
    xhr.timeout = timeoutMs;
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the envelope check reports it */
      }
      if (xhr.status < 200 || xhr.status >= 300) return settle(errorForStatus(xhr.status, body));
      try {
        const address = unwrapEnvelope<string>(body);
        onProgress?.(100);
        resolve(address);
      } catch (error) {
        settle(error as HttpError);
      }
    };
    xhr.ontimeout = () => settle(new HttpError({ kind: 'timeout', i18nKey: ERROR_KEYS.timeout }));
    xhr.onerror = () => settle(new HttpError({ kind: 'network', i18nKey: ERROR_KEYS.network }));
    xhr.onabort = () => reject(new HttpError({ kind: 'aborted', i18nKey: ERROR_KEYS.aborted }));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'blob');
    xhr.send(form);
  });
}
