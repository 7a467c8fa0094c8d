/**
 * The spec's error catalogue (§8) and the error type every HTTP failure becomes.
 * Messages are i18n keys (see i18n/zh-CN/http.ts); the server's own message wins where the
 * catalogue says "the server's message".
 */
export type HttpErrorKind = 'http' | 'envelope' | 'foreign' | 'timeout' | 'network' | 'aborted';

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  /** HTTP status, when the failure came from one. */
  readonly status?: number;
  /** Envelope `code`, when the server answered with one. */
  readonly code?: number | string;
  /** The server's own message, if it sent one. */
  readonly serverMessage?: string;
  /** i18n key of the catalogue message (used when there is no server message to show). */
  readonly i18nKey: string;
  /** The parsed body, for callers that need more than the message. */
  readonly body?: unknown;

  constructor(init: {
    kind: HttpErrorKind;
    i18nKey: string;
    status?: number;
    code?: number | string;
    serverMessage?: string;
    body?: unknown;
  }) {
    // react-admin translates `error.message` when it shows a notification, so the message is
    // either the server's text or an i18n key.
    super(init.serverMessage || init.i18nKey);
    this.name = 'HttpError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.i18nKey = init.i18nKey;
    this.body = init.body;
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || String(this.code) === '401';
  }
}

/** HTTP status → i18n key, exactly the rows of docs/spec.md §8. */
export const HTTP_STATUS_MESSAGE_KEYS: Readonly<Record<number, string>> = {
  403: 'http.errors.403',
  404: 'http.errors.404',
  408: 'http.errors.408',
  500: 'http.errors.500',
  501: 'http.errors.501',
  502: 'http.errors.502',
  503: 'http.errors.503',
  504: 'http.errors.504',
  505: 'http.errors.505',
};

export const ERROR_KEYS = {
  foreign: 'http.errors.foreign',
  generic: 'http.errors.generic',
  timeout: 'http.errors.408',
  network: 'http.errors.network',
  aborted: 'http.errors.aborted',
  unauthorized: 'http.errors.401',
} as const;

type ErrorListener = (error: HttpError) => void;
const listeners = new Set<ErrorListener>();

/** The app subscribes once to show error toasts; the HTTP layer knows nothing about React. */
export function subscribeHttpErrors(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const reported = new WeakSet<HttpError>();

export function reportHttpError(error: HttpError): void {
  reported.add(error);
  for (const listener of listeners) listener(error);
}

/** Whether this failure was already toasted by the client (so a caller showing it must not again). */
export function wasReported(error: unknown): boolean {
  return error instanceof HttpError && reported.has(error);
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/** Registered by the authProvider: clears the session and reloads (docs/spec.md §4). Returns the one it replaces. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): UnauthorizedHandler | undefined {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return previous;
}

export function handleUnauthorized(): void {
  unauthorizedHandler?.();
}
