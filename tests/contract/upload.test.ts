import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse, http as mswHttp } from 'msw';
import { server } from '../../src/mock/node';
import { uploadFile } from '../../src/dataProvider/upload';
import { subscribeHttpErrors, type HttpError } from '../../src/dataProvider/errors';
import { signIn } from '../helpers/session';
import { useNodeMultipart } from '../helpers/nodeMultipart';

/**
 * POST /common/upload/oss against the strict stand-in (docs/spec.md §7: multipart, one field `file`,
 * data = the stored address) and the files it serves back for demo mode.
 */
let restoreGlobals: () => void = () => {};
beforeAll(async () => {
  restoreGlobals = await useNodeMultipart();
});
afterAll(() => restoreGlobals());

const UPLOAD_URL = 'http://localhost:3000/api/common/upload/oss';

function png(name = 'a.png', bytes = 2048): File {
  return new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' });
}

let toasts: HttpError[] = [];
let stop: () => void = () => {};
afterEach(() => stop());
function captureToasts(): void {
  toasts = [];
  stop = subscribeHttpErrors((error) => toasts.push(error));
}

describe('upload call against the stand-in', () => {
  it('resolves with an absolute http address that serves the same bytes with the right content type', async () => {
    await signIn();
    const progress: number[] = [];
    const address = await uploadFile(png('商品 主图.png'), { onProgress: (p) => progress.push(p) });
    expect(address).toMatch(/^http:\/\/[^/]+\/demo-files\/[a-z0-9]+\/%E5%95%86%E5%93%81%20%E4%B8%BB%E5%9B%BE\.png$/);
    expect(progress.at(-1)).toBe(100);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]);
    const served = await fetch(address);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(2048);
  });

  it('serves a video back as video', async () => {
    await signIn();
    const address = await uploadFile(new File([new Uint8Array(64)], 'clip.mp4', { type: 'video/mp4' }));
    expect((await fetch(address)).headers.get('content-type')).toBe('video/mp4');
  });

  it('reports progress events between 0 and 100 while a larger body is sent', async () => {
    await signIn();
    const progress: number[] = [];
    await uploadFile(png('big.png', 512 * 1024), { onProgress: (p) => progress.push(p) });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
  });

  it('a cancel rejects as aborted, without a toast', async () => {
    await signIn();
    captureToasts();
    const controller = new AbortController();
    const pending = uploadFile(png(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(toasts).toHaveLength(0);
  });

  it('an envelope failure is toasted once with the server message', async () => {
    await signIn();
    server.use(mswHttp.post('*/api/common/upload/oss', () => HttpResponse.json({ code: 500, message: '存储服务繁忙', data: null })));
    captureToasts();
    await expect(uploadFile(png())).rejects.toMatchObject({ kind: 'envelope', serverMessage: '存储服务繁忙' });
    expect(toasts.map((e) => e.message)).toEqual(['存储服务繁忙']);
  });

  it('an HTTP failure maps to the catalogue (502 网关错误)', async () => {
    await signIn();
    server.use(mswHttp.post('*/api/common/upload/oss', () => new HttpResponse('bad gateway', { status: 502 })));
    captureToasts();
    await expect(uploadFile(png())).rejects.toMatchObject({ kind: 'http', status: 502, i18nKey: 'http.errors.502' });
    expect(toasts).toHaveLength(1);
  });

  it('needs a session (401)', async () => {
    await expect(uploadFile(png(), { notify: false })).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an empty file with a business error', async () => {
    await signIn();
    await expect(uploadFile(new File([], 'empty.png', { type: 'image/png' }), { notify: false })).rejects.toMatchObject({
      serverMessage: '文件为空',
    });
  });

  it('accepts exactly one multipart field named file', async () => {
    const token = await signIn();
    const extra = new FormData();
    extra.append('file', png());
    extra.append('extra', '1');
    expect((await fetch(UPLOAD_URL, { method: 'POST', body: extra, headers: { Authorization: token } })).status).toBe(400);
    const wrongName = new FormData();
    wrongName.append('upload', png());
    expect((await fetch(UPLOAD_URL, { method: 'POST', body: wrongName, headers: { Authorization: token } })).status).toBe(400);
    const notAFile = new FormData();
    notAFile.append('file', 'text');
    expect((await fetch(UPLOAD_URL, { method: 'POST', body: notAFile, headers: { Authorization: token } })).status).toBe(400);
    const json = await fetch(UPLOAD_URL, { method: 'POST', body: '{}', headers: { Authorization: token, 'Content-Type': 'application/json' } });
    expect(json.status).toBe(400);
    const query = new FormData();
    query.append('file', png());
    expect((await fetch(`${UPLOAD_URL}?x=1`, { method: 'POST', body: query, headers: { Authorization: token } })).status).toBe(400);
  });

  it('answers 404 for an unknown stored file', async () => {
    expect((await fetch('http://localhost:3000/demo-files/nope/x.png')).status).toBe(404);
  });
});
