import { API_BASE_URL, REQUEST_TIMEOUT_MS } from '../config';
import { deployment } from '../deployment';
import { ERROR_KEYS, HttpError } from './errors';
import { authHeaders, errorForStatus, fail, idempotencyHeaders, resolveUrl, unwrapEnvelope } from './http';
import { parseAnswer } from './calls';
import { uploadCall } from './upload.calls';
import { uploadResultUrl } from './urlPolicy';

/** Where a relative upload answer points: the deployment's file host, else the API base (docs/deploying.md). */
export function fileBaseUrl(): string {
  return new URL(deployment.fileBaseUrl ?? API_BASE_URL, globalThis.location?.href ?? 'http://localhost/').href;
}

export interface UploadOptions {
  /** 0–100, from real upload progress events. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Toast failures (default true). */
  notify?: boolean;
  timeoutMs?: number;
  /** The user action this upload is (its idempotency key, as in `RequestOptions.actionId`); default: a new one. */
  actionId?: string;
}

/**
 * `POST /common/upload/oss` (./upload.calls.ts), multipart with one field `file`; resolves with the stored address.
 * XHR rather than fetch because fetch reports no upload progress.
 */
export function uploadFile(file: Blob, options: UploadOptions = {}): Promise<string> {
  const { onProgress, signal, notify = true, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new HttpError({ kind: 'aborted', i18nKey: ERROR_KEYS.aborted }));
      return;
    }
    const xhr = new XMLHttpRequest();
    let done = false;
    // Our own timer rather than xhr.timeout, and settling before xhr.abort(): the outcome does
    // not depend on the XHR implementation firing its abort/timeout events.
    const timer = setTimeout(() => {
      settle(new HttpError({ kind: 'timeout', i18nKey: ERROR_KEYS.timeout }));
      xhr.abort();
    }, timeoutMs);
    const onAbort = () => {
      if (done) return;
      cleanUp();
      reject(new HttpError({ kind: 'aborted', i18nKey: ERROR_KEYS.aborted }));
      xhr.abort();
    };
    function cleanUp(): void {
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    function settle(error: HttpError): void {
      if (done) return;
      cleanUp();
      try {
        fail(error, notify);
      } catch (thrown) {
        reject(thrown);
      }
    }
    xhr.open(uploadCall.method, resolveUrl(uploadCall.path));
    xhr.withCredentials = true;
    const headers = { ...authHeaders(), ...idempotencyHeaders(uploadCall.method, options.actionId) };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      // Capped at 99 until the server has answered: bytes sent is not "stored".
      if (event.lengthComputable && event.total > 0 && onProgress) {
        onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (done) return;
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the envelope check reports it */
      }
      if (xhr.status < 200 || xhr.status >= 300) return settle(errorForStatus(xhr.status, body));
      try {
        // An answer without an address is reported (parseAnswer) and fails the upload; a relative
        // one is stored absolute, on the deployment's file host.
        const answer = parseAnswer(uploadCall, unwrapEnvelope(body));
        const address = uploadResultUrl(answer, fileBaseUrl());
        if (address === undefined) return settle(new HttpError({ kind: 'foreign', i18nKey: ERROR_KEYS.foreign, body }));
        cleanUp();
        onProgress?.(100);
        resolve(address);
      } catch (error) {
        settle(error as HttpError);
      }
    };
    xhr.onerror = () => settle(new HttpError({ kind: 'network', i18nKey: ERROR_KEYS.network }));
    xhr.onabort = onAbort;
    signal?.addEventListener('abort', onAbort);
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'blob');
    xhr.send(form);
  });
}
