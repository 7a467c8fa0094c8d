import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http as mswHttp } from 'msw';
import { server } from '../../../src/mock/node';
import { createUploader, mediaFromResponse, uploadDefaults, UPLOAD_ERRORS, type InsertedMedia } from '../../../src/widgets/richText/upload';
import { appImageUpload } from '../../../src/widgets/richText/appUpload';
import { signIn } from '../../helpers/session';
import { useNodeMultipart } from '../../helpers/nodeMultipart';

let restore: () => void = () => {};
beforeAll(async () => {
  restore = await useNodeMultipart();
});
afterAll(() => restore());
afterEach(() => vi.restoreAllMocks());

const SERVER = 'http://localhost:3000/editor-upload';
const png = (name = 'a.png', bytes = 1024) => new File([new Uint8Array(bytes).fill(1)], name, { type: 'image/png' });

function collect() {
  const inserted: InsertedMedia[] = [];
  const alerts: Array<[string, string]> = [];
  return { inserted, alerts, insert: (m: InsertedMedia) => inserted.push(m), alert: (k: string, m: string) => alerts.push([k, m]) };
}

describe('editor uploader (wangEditor-compatible)', () => {
  it('has the spec defaults for images and videos', () => {
    expect(uploadDefaults('image')).toEqual({ fieldName: 'wangeditor-uploaded-image', maxFileSize: 2097152, maxNumberOfFiles: 100, allowedFileTypes: ['image/*'], timeout: 10000 });
    expect(uploadDefaults('video')).toEqual({ fieldName: 'wangeditor-uploaded-video', maxFileSize: 10485760, maxNumberOfFiles: 5, allowedFileTypes: ['video/*'], timeout: 30000 });
    expect(uploadDefaults('file')).toMatchObject({ maxFileSize: 10485760, maxNumberOfFiles: 100, timeout: 10000 });
  });

  it('requires a server address and a field name', () => {
    expect(() => createUploader('image', {}, () => undefined)).toThrow(UPLOAD_ERRORS.noServer);
    expect(() => createUploader('file', { server: SERVER }, () => undefined)).toThrow(UPLOAD_ERRORS.noFieldName);
  });

  it('sends multipart with the field name, meta (also as query), headers; errno 0 inserts url/alt/href', async () => {
    let seen: { field?: string; meta?: string; query?: string; header?: string } = {};
    server.use(
      mswHttp.post(SERVER, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('wangeditor-uploaded-image');
        seen = { field: file instanceof Blob ? 'file' : undefined, meta: String(form.get('shop')), query: new URL(request.url).searchParams.get('shop') ?? undefined, header: request.headers.get('x-token') ?? undefined };
        return HttpResponse.json({ errno: 0, data: { url: 'https://cdn.example.com/u.png', alt: '图', href: 'https://shop.cn/' } });
      }),
    );
    const c = collect();
    await createUploader('image', { server: SERVER, meta: { shop: '8' }, metaWithUrl: true, headers: { 'x-token': 't1' } }, c.insert, { alert: c.alert }).upload([png()]);
    expect(seen).toEqual({ field: 'file', meta: '8', query: '8', header: 't1' });
    expect(c.inserted).toEqual([{ url: 'https://cdn.example.com/u.png', alt: '图', href: 'https://shop.cn/', poster: '' }]);
  });

  it('a list in data inserts every item; videos read url and poster', () => {
    expect(mediaFromResponse([{ url: 'https://a/1.png' }, { url: 'https://a/2.png', alt: 'b' }]).map((m) => m.url)).toEqual(['https://a/1.png', 'https://a/2.png']);
    expect(mediaFromResponse({ url: 'https://a/v.mp4', poster: 'https://a/p.jpg' })[0]).toMatchObject({ url: 'https://a/v.mp4', poster: 'https://a/p.jpg' });
  });

  it('errno other than 0 runs the failure callback and inserts nothing', async () => {
    server.use(mswHttp.post(SERVER, () => HttpResponse.json({ errno: 1, message: '上传失败' })));
    const onFailed = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = collect();
    await createUploader('image', { server: SERVER, onFailed }, c.insert, { alert: c.alert }).upload([png('bad.png')]);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(c.inserted).toEqual([]);
    expect(c.alerts).toEqual([['error', '上传失败']]);
    expect(error.mock.calls[0][0]).toBe('bad.png upload error');
  });

  it('refuses files over the size, count or type limits before sending', async () => {
    const c = collect();
    const uploader = createUploader('image', { server: SERVER }, c.insert, { alert: c.alert });
    await uploader.upload([png('big.png', 2 * 1024 * 1024 + 1)]);
    await uploader.upload([new File(['x'], 'a.txt', { type: 'text/plain' })]);
    await createUploader('video', { server: SERVER }, c.insert, { alert: c.alert }).upload(Array.from({ length: 6 }, (_, i) => new File(['v'], `${i}.mp4`, { type: 'video/mp4' })));
    expect(c.alerts.map(([kind]) => kind)).toEqual(['warning', 'warning', 'warning']);
    expect(c.inserted).toEqual([]);
  });

  it('a failing upload logs "<file name> upload error", calls onError and drops the file', async () => {
    server.use(mswHttp.post(SERVER, () => HttpResponse.error()));
    const onError = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = collect();
    await createUploader('image', { server: SERVER, onError }, c.insert, { alert: c.alert }).upload([png('net.png')]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe('net.png upload error');
    expect(c.inserted).toEqual([]);
  });

  it('in this app images go through the shared upload call and the stored address is inserted', async () => {
    await signIn();
    const c = collect();
    await createUploader('image', appImageUpload(), c.insert, { alert: c.alert }).upload([png('商品.png')]);
    expect(c.alerts).toEqual([]);
    expect(c.inserted).toHaveLength(1);
    expect(c.inserted[0].url).toMatch(/^https?:\/\//);
    expect(c.inserted[0].alt).toBe('商品');
  });
});
