import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http as mswHttp } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, Notification, testDataProvider, type TranslationMessages } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';
import { messages } from '../../../i18n';
import { server } from '../../mock/node';
import { signIn } from '../../../tests/helpers/session';
import { useNodeMultipart } from '../../../tests/helpers/nodeMultipart';
import { GalleryInput } from './GalleryInput';
import { SimpleMediaInput } from './SimpleMediaInput';
import type { GalleryItem } from './galleryModel';

let restoreGlobals: () => void = () => {};
beforeAll(async () => {
  restoreGlobals = await useNodeMultipart();
});
afterAll(() => restoreGlobals());
afterEach(() => cleanup());

/** Uploads go through XHR and msw; a loaded machine needs more than the default second. */
const SLOW = { timeout: 10_000 };

const i18nProvider = polyglotI18nProvider(() => messages['zh-CN'] as unknown as TranslationMessages, 'zh-CN', [], { allowMissing: true });

let lastValues: Record<string, unknown> = {};
function Spy() {
  lastValues = useWatch() as Record<string, unknown>;
  return null;
}

function renderInForm(children: ReactNode, defaultValues: Record<string, unknown>) {
  lastValues = {};
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <Form defaultValues={defaultValues}>
        {children}
        <Spy />
      </Form>
      <Notification />
    </AdminContext>,
  );
}

const img = (name: string, main = false, sortOrder = 0): GalleryItem => ({
  name,
  imageUrl: `http://cdn.test/${name}`,
  mainImageFlag: main,
  sortOrder,
  mediaType: 'Image',
  cover: '',
});
const png = (name = 'a.png') => new File([new Uint8Array(32).fill(1)], name, { type: 'image/png' });
const mp4 = (name = 'clip.mp4') => new File([new Uint8Array(32).fill(2)], name, { type: 'video/mp4' });

function chooseFiles(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no upload control');
  fireEvent.change(input, { target: { files } });
}

describe('GalleryInput', () => {
  it('uploads through the stand-in; the first image becomes main; busy is set then cleared', async () => {
    await signIn();
    server.use(
      mswHttp.post('*/api/common/upload/oss', async () => {
        await delay(30);
        return HttpResponse.json({ code: 200, message: 'ok', data: 'http://cdn.test/uploaded/a.png' });
      }),
    );
    renderInForm(<GalleryInput source="gallery" label="图集" multiple limit={5} />, { gallery: [] });
    const field = screen.getByTestId('gallery-gallery');
    chooseFiles(field, [png('a.png')]);
    await waitFor(() => expect(field).toHaveAttribute('aria-busy', 'true'), SLOW);
    expect(within(field).getByTestId('upload-progress')).toHaveTextContent('a.png');
    await waitFor(() => expect(within(field).getAllByTestId('gallery-item')).toHaveLength(1), SLOW);
    expect(field).toHaveAttribute('aria-busy', 'false');
    expect(lastValues.gallery).toEqual([
      { name: 'a.png', imageUrl: 'http://cdn.test/uploaded/a.png', mainImageFlag: true, sortOrder: 0, mediaType: 'Image', cover: '' },
    ]);
  });

  it('clears busy when the upload fails, adds nothing, and toasts nothing itself twice', async () => {
    await signIn();
    server.use(
      mswHttp.post('*/api/common/upload/oss', async () => {
        await delay(30);
        return HttpResponse.json({ code: 500, message: '存储失败', data: null });
      }),
    );
    renderInForm(<GalleryInput source="gallery" multiple />, { gallery: [img('x.png', true)] });
    const field = screen.getByTestId('gallery-gallery');
    chooseFiles(field, [png()]);
    await waitFor(() => expect(field).toHaveAttribute('aria-busy', 'true'), SLOW);
    await waitFor(() => expect(field).toHaveAttribute('aria-busy', 'false'), SLOW);
    expect(within(field).getAllByTestId('gallery-item')).toHaveLength(1);
    expect(within(field).queryByTestId('upload-progress')).toBeNull();
  });

  it('a video gets the bundled cover and is never main', async () => {
    await signIn();
    renderInForm(<GalleryInput source="gallery" multiple />, { gallery: [] });
    const field = screen.getByTestId('gallery-gallery');
    chooseFiles(field, [mp4()]);
    await waitFor(() => expect(within(field).getAllByTestId('gallery-item')).toHaveLength(1), SLOW);
    const [item] = lastValues.gallery as GalleryItem[];
    expect(item).toMatchObject({ mediaType: 'Video', mainImageFlag: false, name: 'clip.mp4' });
    expect(item.cover).toMatch(/^http:\/\/.+videoCover/);
    expect(item.imageUrl).toMatch(/^http:\/\/.+\/demo-files\//);
    expect(within(field).queryByRole('button', { name: /设为主图/ })).toBeNull();
  });

  it('disabled hides remove, move, set-main and the upload control', () => {
    renderInForm(<GalleryInput source="gallery" multiple disabled />, { gallery: [img('a.png', true), img('b.png', false, 1)] });
    const field = screen.getByTestId('gallery-gallery');
    expect(within(field).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(within(field).queryByRole('button', { name: /移/ })).toBeNull();
    expect(within(field).queryByRole('button', { name: /设为主图/ })).toBeNull();
    expect(within(field).queryByTestId('gallery-upload')).toBeNull();
    expect(field.querySelector('input[type="file"]')).toBeNull();
    // Keyboard actions are blocked too.
    fireEvent.keyDown(within(field).getAllByTestId('gallery-item')[0], { key: 'Delete' });
    expect((lastValues.gallery as GalleryItem[]).length).toBe(2);
  });

  it('the upload control goes at the limit (default 24); multiple only widens the picker', () => {
    const many = Array.from({ length: 24 }, (_, i) => img(`p${i}.png`, i === 0, i));
    renderInForm(
      <>
        <GalleryInput source="full" multiple limit={2} />
        <GalleryInput source="single" limit={1} />
        <GalleryInput source="defaults" />
        <GalleryInput source="defaultsFull" />
      </>,
      { full: [img('a.png', true), img('b.png', false, 1)], single: [img('c.png', true)], defaults: [img('d.png', true)], defaultsFull: many },
    );
    expect(within(screen.getByTestId('gallery-full')).queryByTestId('gallery-upload')).toBeNull();
    expect(within(screen.getByTestId('gallery-single')).queryByTestId('gallery-upload')).toBeNull();
    const defaults = screen.getByTestId('gallery-defaults');
    expect(within(defaults).getByTestId('gallery-upload')).toHaveTextContent('上传文件');
    expect(defaults.querySelector('input[type="file"]')).not.toHaveAttribute('multiple');
    expect(within(screen.getByTestId('gallery-defaultsFull')).queryByTestId('gallery-upload')).toBeNull();
  });

  it('single mode (limit 1) remove emits an empty string; otherwise the remaining list', () => {
    renderInForm(
      <>
        <GalleryInput source="one" limit={1} />
        <GalleryInput source="two" />
      </>,
      { one: [img('a.png', true)], two: [img('b.png', true), img('c.png', false, 1)] },
    );
    fireEvent.click(screen.getByRole('button', { name: '删除 a.png' }));
    expect(lastValues.one).toBe('');
    expect(within(screen.getByTestId('gallery-one')).getByTestId('gallery-upload')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '删除 b.png' }));
    expect((lastValues.two as GalleryItem[]).map((i) => [i.name, i.sortOrder])).toEqual([['c.png', 0]]);
  });

  it('keyboard: Alt+→ moves and renumbers, Alt+M sets the only main, buttons do the same', () => {
    renderInForm(<GalleryInput source="gallery" multiple />, {
      gallery: [img('a.png', true, 0), img('b.png', false, 1), img('c.png', false, 2)],
    });
    const items = () => screen.getAllByTestId('gallery-item');
    fireEvent.keyDown(items()[0], { key: 'ArrowRight', altKey: true });
    expect((lastValues.gallery as GalleryItem[]).map((i) => [i.name, i.sortOrder])).toEqual([
      ['b.png', 0],
      ['a.png', 1],
      ['c.png', 2],
    ]);
    fireEvent.keyDown(items()[2], { key: 'm', altKey: true });
    expect((lastValues.gallery as GalleryItem[]).map((i) => i.mainImageFlag)).toEqual([false, false, true]);
    fireEvent.click(screen.getByRole('button', { name: '左移 c.png' }));
    expect((lastValues.gallery as GalleryItem[]).map((i) => i.name)).toEqual(['b.png', 'c.png', 'a.png']);
    fireEvent.click(screen.getByRole('button', { name: '将 b.png 设为主图' }));
    expect((lastValues.gallery as GalleryItem[]).map((i) => i.mainImageFlag)).toEqual([true, false, false]);
    // Each item is focusable with a spoken label.
    expect(items()[0]).toHaveAttribute('tabindex', '0');
    expect(items()[0]).toHaveAccessibleName('第 1 项，图片：b.png（主图）');
  });

  it('preview shows the image, or a playable video; unsafe addresses are not rendered', async () => {
    renderInForm(<GalleryInput source="gallery" multiple />, {
      gallery: [
        img('a.png', true),
        { name: 'v.mp4', imageUrl: 'http://cdn.test/v.mp4', mainImageFlag: false, sortOrder: 1, mediaType: 'Video', cover: '' },
        { ...img('evil.png', false, 2), imageUrl: 'javascript:alert(1)' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: '预览 a.png' }));
    expect(screen.getByTestId('media-preview-image')).toHaveAttribute('src', 'http://cdn.test/a.png');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: '预览 v.mp4' }));
    const video = screen.getByTestId('media-preview-video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', 'http://cdn.test/v.mp4');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: '预览 evil.png' }));
    expect(screen.queryByTestId('media-preview-image')).toBeNull();
    expect(screen.getByText('地址不可用')).toBeInTheDocument();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });

  it('preview off hides the preview control', () => {
    renderInForm(<GalleryInput source="gallery" preview={false} limit={1} />, { gallery: [img('a.png', true)] });
    expect(screen.queryByRole('button', { name: '预览 a.png' })).toBeNull();
  });

  it('default hint is 上传文件; options from a schema are honoured', () => {
    renderInForm(<GalleryInput source="gallery" options={{ hint: '上传商品图', multiple: true, limit: 1 }} />, { gallery: [] });
    expect(screen.getByTestId('gallery-upload')).toHaveTextContent('上传商品图');
  });
});

describe('SimpleMediaInput', () => {
  it('single mode: one address string; the control goes once filled; remove emits ""', async () => {
    await signIn();
    renderInForm(<SimpleMediaInput source="pic" />, { pic: '' });
    const field = screen.getByTestId('simple-media-pic');
    expect(screen.getByText('建议上传 3M 以内的图片，支持 JPG、PNG 等格式')).toBeInTheDocument();
    chooseFiles(field, [png('logo.png')]);
    await waitFor(() => expect(within(field).getAllByTestId('simple-media-item')).toHaveLength(1), SLOW);
    expect(lastValues.pic).toMatch(/^http:\/\/.+\/demo-files\/[a-z0-9]+\/logo\.png$/);
    expect(within(field).getByText('logo.png')).toBeInTheDocument();
    expect(within(field).queryByTestId('simple-media-upload')).toBeNull();
    fireEvent.click(within(field).getByRole('button', { name: '删除 logo.png' }));
    expect(lastValues.pic).toBe('');
    expect(within(field).getByTestId('simple-media-upload')).toBeInTheDocument();
  });

  it('multiple mode: a list of addresses up to the limit', () => {
    renderInForm(<SimpleMediaInput source="pics" multiple limit={2} />, { pics: ['http://cdn.test/a.png', 'http://cdn.test/b.png'] });
    const field = screen.getByTestId('simple-media-pics');
    expect(within(field).getAllByTestId('simple-media-item')).toHaveLength(2);
    expect(within(field).queryByTestId('simple-media-upload')).toBeNull();
    fireEvent.click(within(field).getByRole('button', { name: '删除 a.png' }));
    expect(lastValues.pics).toEqual(['http://cdn.test/b.png']);
    expect(within(field).getByTestId('simple-media-upload')).toBeInTheDocument();
  });

  it('image mode refuses a video with 仅可以上传图片文件 and uploads nothing', async () => {
    renderInForm(<SimpleMediaInput source="pic" />, { pic: '' });
    await act(async () => chooseFiles(screen.getByTestId('simple-media-pic'), [mp4()]));
    expect(await screen.findByText('仅可以上传图片文件', {}, SLOW)).toBeInTheDocument();
    expect(lastValues.pic).toBe('');
  });

  it('video mode refuses a non-video with 仅可以上传视频文件; shows the video hint', async () => {
    renderInForm(<SimpleMediaInput source="clip" video />, { clip: '' });
    expect(screen.getByText('建议上传 10M 以内的视频，支持 MP4 等格式')).toBeInTheDocument();
    await act(async () => chooseFiles(screen.getByTestId('simple-media-clip'), [png()]));
    expect(await screen.findByText('仅可以上传视频文件', {}, SLOW)).toBeInTheDocument();
    expect(lastValues.clip).toBe('');
  });

  it('disabled hides remove and upload; preview and remove follow their flags', () => {
    renderInForm(
      <>
        <SimpleMediaInput source="a" disabled />
        <SimpleMediaInput source="b" preview={false} remove={false} />
      </>,
      { a: 'http://cdn.test/a.png', b: 'http://cdn.test/b.png' },
    );
    const a = screen.getByTestId('simple-media-a');
    expect(within(a).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(within(a).getByRole('button', { name: '预览 a.png' })).toBeInTheDocument();
    expect(a.querySelector('input[type="file"]')).toBeNull();
    const b = screen.getByTestId('simple-media-b');
    expect(within(b).queryByRole('button')).toBeNull();
  });

  it('video items show the bundled cover, never the address as an image', () => {
    renderInForm(<SimpleMediaInput source="clip" video />, { clip: 'http://cdn.test/v/clip.mp4' });
    const thumb = within(screen.getByTestId('simple-media-clip')).getByRole('img', { name: 'clip.mp4' });
    expect(thumb.getAttribute('src')).toMatch(/videoCover/);
  });
});
