import { http, HttpResponse } from 'msw';
import { badRequest, businessError, ok, route } from '../respond';
import { uploadCall } from '../../dataProvider/upload.calls';
import { shapesMode } from '../shapesMode';

/**
 * Stand-in for `POST /common/upload/oss` (docs/spec.md §7: multipart, exactly one field named `file`;
 * `data` is the stored address). Uploads are kept in the browser — IndexedDB when available,
 * so they survive a reload, plus an in-memory copy capped in size — and served back by the GET
 * handler below at an absolute http URL, so uploaded images and videos display in demo mode.
 */
export const DEMO_FILES_PATH = '/demo-files';
/** Largest single upload the stand-in keeps (the spec shows no size check; this guards the demo). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** In-memory copies are evicted oldest first beyond this total. */
const MEMORY_CAP_BYTES = 64 * 1024 * 1024;

interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
}

const memory = new Map<string, StoredFile>();
let memoryBytes = 0;

function remember(file: StoredFile): void {
  memory.set(file.id, file);
  memoryBytes += file.size;
  for (const [id, old] of memory) {
    if (memoryBytes <= MEMORY_CAP_BYTES || memory.size <= 1) break;
    memory.delete(id);
    memoryBytes -= old.size;
  }
}

const DB_NAME = 'supplier-admin-demo-files';
const STORE = 'files';
let dbPromise: Promise<IDBDatabase | null> | undefined;

function openDb(): Promise<IDBDatabase | null> {
  if (import.meta.env.VITEST || typeof indexedDB === 'undefined') return Promise.resolve(null);
  dbPromise ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return dbPromise;
}

async function persist(file: StoredFile): Promise<void> {
  const db = await openDb();
  if (!db) return;
  await new Promise<void>((resolve) => {
    try {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(file);
      tx.oncomplete = () => resolve();
      // Quota or private mode: the in-memory copy still serves this session.
      tx.onerror = () => resolve();
      tx.onabort = () => resolve();
    } catch {
      resolve();
    }
  });
}

async function lookup(id: string): Promise<StoredFile | undefined> {
  const cached = memory.get(id);
  if (cached) return cached;
  const db = await openDb();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(id);
      request.onsuccess = () => resolve(request.result as StoredFile | undefined);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

function newId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return random.replace(/-/g, '').slice(0, 20);
}

/** Keeps the original name readable but path-safe. */
function safeName(name: string): string {
  const cleaned = Array.from(name, (ch) => (ch.charCodeAt(0) < 0x20 || '/\\?#%'.includes(ch) ? '_' : ch))
    .join('')
    .trim();
  return cleaned || 'file';
}

function origin(): string {
  return globalThis.location?.origin && globalThis.location.origin !== 'null' ? globalThis.location.origin : 'http://localhost';
}

export const handlers = [
  route(uploadCall, async ({ formData }) => {
    const entries = formData ? [...formData.entries()] : [];
    if (entries.length !== 1 || entries[0][0] !== 'file') {
      return badRequest('参数错误: 需要且只能有一个字段 file');
    }
    const value = entries[0][1];
    if (typeof value === 'string') return badRequest('参数错误: file 必须是文件');
    if (value.size === 0) return businessError('文件为空');
    if (value.size > MAX_UPLOAD_BYTES) return businessError('文件过大，演示环境最大 20MB');
    const stored: StoredFile = {
      id: newId(),
      name: safeName(value.name || 'file'),
      type: value.type || 'application/octet-stream',
      size: value.size,
      // A copy detached from the request body.
      blob: new Blob([await value.arrayBuffer()], { type: value.type || 'application/octet-stream' }),
    };
    remember(stored);
    await persist(stored);
    const path = `${DEMO_FILES_PATH}/${stored.id}/${encodeURIComponent(stored.name)}`;
    // The structural backend stores paths, as many do (`/profile/upload/…`): the console keeps
    // them on its file host (deployment.fileBaseUrl, docs/deploying.md "File addresses").
    return ok(shapesMode() === 'structural' ? path : `${origin()}${path}`);
  }),

  // The stored bytes, as a file server would serve them (no token: img/video tags send none).
  http.get(`*${DEMO_FILES_PATH}/:id/:name`, async ({ params }) => {
    const file = await lookup(String(params.id));
    if (!file) return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return new HttpResponse(file.blob, {
      headers: {
        'Content-Type': file.type,
        'Content-Length': String(file.size),
        'Cache-Control': 'private, max-age=31536000, immutable',
      },
    });
  }),
];
