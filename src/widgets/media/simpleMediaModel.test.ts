import { describe, expect, it } from 'vitest';
import { addUrl, canUpload, checkFileKind, fromUrls, removeUrl, toItems, toUrls } from './simpleMediaModel';
import { isImageFile, isVideoFile, lastPathSegment } from './mediaUrl';
import { mediaSrc } from '../../dataProvider/urlPolicy';
import { messages } from '../../../i18n';

const zh = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages['zh-CN']);

describe('simple media model', () => {
  it('items carry the last path segment as name, and the cover only in video mode', () => {
    const urls = ['http://cdn.test/a/b/%E4%B8%BB%E5%9B%BE.png?x=1', 'https://cdn.test/v/clip.mp4'];
    expect(toItems(urls, false, 'http://c/cover.svg')).toEqual([
      { name: '主图.png', url: urls[0], cover: '' },
      { name: 'clip.mp4', url: urls[1], cover: '' },
    ]);
    expect(toItems(urls.slice(1), true, 'http://c/cover.svg')[0].cover).toBe('http://c/cover.svg');
  });

  it('single mode emits one address string; multiple mode a list', () => {
    expect(addUrl([], 'http://x/a.png', false)).toBe('http://x/a.png');
    expect(addUrl(['http://x/a.png'], 'http://x/b.png', true)).toEqual(['http://x/a.png', 'http://x/b.png']);
    expect(fromUrls([], false)).toBe('');
    expect(fromUrls([], true)).toEqual([]);
  });

  it('remove in single mode emits an empty string', () => {
    expect(removeUrl(['http://x/a.png'], 0, false)).toBe('');
    expect(removeUrl(['http://x/a.png', 'http://x/b.png'], 0, true)).toEqual(['http://x/b.png']);
  });

  it('reads any stored shape', () => {
    expect(toUrls('')).toEqual([]);
    expect(toUrls(null)).toEqual([]);
    expect(toUrls('http://x/a.png')).toEqual(['http://x/a.png']);
    expect(toUrls(['http://x/a.png', '', 3])).toEqual(['http://x/a.png']);
  });

  it('the upload control shows only below the limit and when enabled', () => {
    expect(canUpload(0, 1, false)).toBe(true);
    expect(canUpload(1, 1, false)).toBe(false);
    expect(canUpload(2, 3, false)).toBe(true);
    expect(canUpload(3, 3, false)).toBe(false);
    expect(canUpload(0, 3, true)).toBe(false);
  });

  it('video mode rejects a non-video with 仅可以上传视频文件', () => {
    const key = checkFileKind({ name: 'a.png', type: 'image/png' }, true);
    expect(key).toBe('media.errors.videoOnly');
    expect(zh(key!)).toBe('仅可以上传视频文件');
    expect(checkFileKind({ name: 'a.pdf', type: 'application/pdf' }, true)).toBe('media.errors.videoOnly');
    expect(checkFileKind({ name: 'clip.mp4', type: 'video/mp4' }, true)).toBeNull();
  });

  it('image mode rejects a video with 仅可以上传图片文件', () => {
    const key = checkFileKind({ name: 'clip.mp4', type: 'video/mp4' }, false);
    expect(key).toBe('media.errors.imageOnly');
    expect(zh(key!)).toBe('仅可以上传图片文件');
    expect(checkFileKind({ name: 'a.png', type: 'image/png' }, false)).toBeNull();
    // Without a MIME type the extension decides.
    expect(checkFileKind({ name: 'clip.MOV', type: '' }, false)).toBe('media.errors.imageOnly');
  });

  it('the hints say images under 3M and videos up to 10M (hints only)', () => {
    expect(zh('media.simple.imageHint')).toMatch(/3M.*JPG.*PNG/);
    expect(zh('media.simple.videoHint')).toMatch(/10M.*MP4/);
  });
});

describe('media URLs', () => {
  it('only absolute http(s) and blob URLs are rendered', () => {
    expect(mediaSrc('https://cdn.test/a.png', { local: true })).toBe('https://cdn.test/a.png');
    expect(mediaSrc('http://cdn.test/a.png', { local: true })).toBe('http://cdn.test/a.png');
    expect(mediaSrc('blob:http://localhost/123', { local: true })).toBe('blob:http://localhost/123');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png', 'file:///etc/passwd', '', null, 3, 'vbscript:x']) {
      expect(mediaSrc(bad, { local: true })).toBeUndefined();
    }
  });

  it('kinds and names', () => {
    expect(isVideoFile({ name: 'x', type: 'video/webm' })).toBe(true);
    expect(isImageFile({ name: 'x.jpeg', type: '' })).toBe(true);
    expect(lastPathSegment('https://cdn.test/dir/file.png#frag')).toBe('file.png');
    expect(lastPathSegment('not a url/x%zz.png')).toBe('x%zz.png');
  });
});
