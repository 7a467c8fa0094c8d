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
    // Settles once: a cancel rejects at once even if the transport still reports a late load.
    let settled = false;
    const abortedError = () => new HttpError({ kind: 'aborted', i18nKey: ERROR_KEYS.aborted });
    const onAbortSignal = () => {
      if (settled) return;
      settled = true;
      xhr.abort();
      reject(abortedError());
    };
    const cleanup = () => signal?.removeEventListener('abort', onAbortSignal);
    const settle = (error: HttpError) => {
      if (settled) return;
      settled = true;
      cleanup();
      try {
        fail(error, notify);
      } catch (thrown) {
        reject(thrown);
      }
    };
    if (signal?.aborted) {
      reject(abortedError());
      return;
    }
    xhr.open('POST', resolveUrl(UPLOAD_PATH));
    xhr.timeout = timeoutMs;
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (settled) return;
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (settled) return;
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the envelope check reports it */
      }
      if (xhr.status < 200 || xhr.status >= 300) return settle(errorForStatus(xhr.status, body));
      try {
        const address = unwrapEnvelope<unknown>(body);
        if (typeof address !== 'string' || !address) {
          return settle(new HttpError({ kind: 'envelope', i18nKey: ERROR_KEYS.generic, body }));
        }
        settled = true;
        cleanup();
        onProgress?.(100);
        resolve(address);
      } catch (error) {
        settle(error as HttpError);
      }
    };
    xhr.ontimeout = () => settle(new HttpError({ kind: 'timeout', i18nKey: ERROR_KEYS.timeout }));
    xhr.onerror = () => settle(new HttpError({ kind: 'network', i18nKey: ERROR_KEYS.network }));
    // A cancel is the user's choice: rejected without a toast.
    xhr.onabort = () => {
      if (settled) return;
      settled = true;
      cleanup();
      reject(abortedError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'blob');
    xhr.send(form);
  });
}
