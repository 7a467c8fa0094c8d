import { GENERIC_UPLOAD_LIMITS, IMAGE_FIELD_NAME, IMAGE_UPLOAD_LIMITS, VIDEO_FIELD_NAME, VIDEO_UPLOAD_LIMITS } from './constants';

/**
 * wangEditor-compatible media uploader (docs/spec.md §7 "Editor uploads", §8, §9). Multipart to a
 * configured server, or a custom upload function (this app: the shared upload call).
 * Kept free of React and Tiptap.
 */
export type AlertKind = 'success' | 'info' | 'warning' | 'error';

export interface InsertedMedia {
  url: string;
  alt?: string;
  href?: string;
  poster?: string;
}

export interface UploadResponse {
  errno?: number;
  message?: string;
  data?: unknown;
}

export interface MediaUploadConfig {
  server?: string;
  fieldName?: string;
  headers?: Record<string, string>;
  meta?: Record<string, string | number | boolean>;
  /** Also send meta as a query string. */
  metaWithUrl?: boolean;
  withCredentials?: boolean;
  maxFileSize?: number;
  maxNumberOfFiles?: number;
  /** MIME patterns like `image/*`; empty = any. */
  allowedFileTypes?: readonly string[];
  timeout?: number;
  onBeforeUpload?: (file: File) => File | false;
  onProgress?: (percent: number) => void;
  onSuccess?: (file: File, res: UploadResponse) => void;
  onFailed?: (file: File, res: UploadResponse) => void;
  onError?: (file: File, error: unknown, res?: unknown) => void;
  /** Replaces the default insert of a successful response. */
  customInsert?: (res: UploadResponse, insert: (media: InsertedMedia) => void) => void;
  /** Replaces the XHR upload entirely. */
  customUpload?: (file: File, insert: (media: InsertedMedia) => void) => Promise<void>;
}

export type MediaKind = 'image' | 'video' | 'file';

export const UPLOAD_ERRORS = {
  noServer: 'Cannot get upload server address',
  noFieldName: 'Cannot get fieldName',
} as const;

export function uploadDefaults(kind: MediaKind): Required<Pick<MediaUploadConfig, 'fieldName' | 'maxFileSize' | 'maxNumberOfFiles' | 'allowedFileTypes' | 'timeout'>> {
  if (kind === 'image') return { fieldName: IMAGE_FIELD_NAME, ...IMAGE_UPLOAD_LIMITS };
  if (kind === 'video') return { fieldName: VIDEO_FIELD_NAME, ...VIDEO_UPLOAD_LIMITS };
  return { fieldName: '', ...GENERIC_UPLOAD_LIMITS };
}

export interface UploaderMessages {
  tooMany: (max: number) => string;
  tooLarge: (name: string, maxBytes: number) => string;
  wrongType: (name: string) => string;
  failed: (name: string) => string;
}

export const DEFAULT_MESSAGES: UploaderMessages = {
  tooMany: (max) => `You can only upload ${max} files`,
  tooLarge: (name, maxBytes) => `${name} exceeds the maximum allowed size of ${Math.round(maxBytes / 1024 / 1024)} MB`,
  wrongType: (name) => `${name}: this file type is not allowed`,
  failed: (name) => `${name} upload error`,
};

/** The editor's default alert: the kind and the message in a browser alert. */
export function defaultAlert(kind: AlertKind, message: string): void {
  window.alert(`【${kind}】${message}`);
}

function matchesType(file: File, patterns: readonly string[]): boolean {
  if (!patterns.length) return true;
  return patterns.some((pattern) => {
    if (pattern.endsWith('/*')) return file.type.startsWith(pattern.slice(0, -1));
    if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern.toLowerCase());
    return file.type === pattern;
  });
}

/** Reads `data` of a successful response into media to insert (a single item or a list). */
export function mediaFromResponse(data: unknown): InsertedMedia[] {
  const list = Array.isArray(data) ? data : [data];
  return list
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      url: String(item.url ?? ''),
      alt: item.alt == null ? '' : String(item.alt),
      href: item.href == null ? '' : String(item.href),
      poster: item.poster == null ? '' : String(item.poster),
    }))
    .filter((item) => item.url);
}

export interface Uploader {
  /** Validates and uploads the files one after another; resolves when all settled. */
  upload(files: readonly File[]): Promise<void>;
}

export function createUploader(
  kind: MediaKind,
  userConfig: MediaUploadConfig,
  insert: (media: InsertedMedia) => void,
  options: { alert?: (kind: AlertKind, message: string) => void; messages?: UploaderMessages } = {},
): Uploader {
  const config = { ...uploadDefaults(kind), ...userConfig };
  const alert = options.alert ?? defaultAlert;
  const messages = options.messages ?? DEFAULT_MESSAGES;
  if (!config.customUpload) {
    if (!config.server) throw new Error(UPLOAD_ERRORS.noServer);
    if (!config.fieldName) throw new Error(UPLOAD_ERRORS.noFieldName);
  }

  const fail = (file: File, error: unknown, res?: unknown) => {
    console.error(`${file.name} upload error`, error);
    config.onError?.(file, error, res);
  };

  const sendOne = (file: File): Promise<void> => {
    if (config.customUpload) {
      return config.customUpload(file, insert).catch((error: unknown) => {
        fail(file, error);
        alert('error', messages.failed(file.name));
      });
    }
    return new Promise<void>((resolve) => {
      const xhr = new XMLHttpRequest();
      let url = config.server as string;
      const meta = config.meta ?? {};
      if (config.metaWithUrl && Object.keys(meta).length) {
        const query = new URLSearchParams(Object.entries(meta).map(([k, v]) => [k, String(v)])).toString();
        url += (url.includes('?') ? '&' : '?') + query;
      }
      xhr.open('POST', url);
      xhr.timeout = config.timeout;
      xhr.withCredentials = Boolean(config.withCredentials);
      for (const [name, value] of Object.entries(config.headers ?? {})) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) config.onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      const done = (error: unknown, res?: unknown) => {
        fail(file, error, res);
        alert('error', messages.failed(file.name));
        resolve();
      };
      xhr.onload = () => {
        let res: UploadResponse;
        try {
          res = JSON.parse(xhr.responseText) as UploadResponse;
        } catch (error) {
          done(error, xhr.responseText);
          return;
        }
        if (xhr.status < 200 || xhr.status >= 300) {
          done(new Error(`HTTP ${xhr.status}`), res);
          return;
        }
        if (res.errno !== 0) {
          console.error(`${file.name} upload error`, res);
          config.onFailed?.(file, res);
          alert('error', res.message || messages.failed(file.name));
          resolve();
          return;
        }
        config.onSuccess?.(file, res);
        if (config.customInsert) config.customInsert(res, insert);
        else for (const media of mediaFromResponse(res.data)) insert(media);
        resolve();
      };
      xhr.onerror = () => done(new Error('network error'));
      xhr.ontimeout = () => done(new Error('timeout'));
      const form = new FormData();
      for (const [k, v] of Object.entries(meta)) form.append(k, String(v));
      form.append(config.fieldName, file, file.name);
      xhr.send(form);
    });
  };

  return {
    async upload(files) {
      if (files.length > config.maxNumberOfFiles) {
        alert('warning', messages.tooMany(config.maxNumberOfFiles));
        return;
      }
      for (const original of files) {
        if (!matchesType(original, config.allowedFileTypes)) {
          alert('warning', messages.wrongType(original.name));
          continue;
        }
        if (original.size > config.maxFileSize) {
          alert('warning', messages.tooLarge(original.name, config.maxFileSize));
          continue;
        }
        const file = config.onBeforeUpload ? config.onBeforeUpload(original) : original;
        if (!file) continue;
        await sendOne(file);
      }
    },
  };
}
