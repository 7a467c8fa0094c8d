import { describe, expect, it } from 'vitest';
import {
  contentLinkHref,
  contentMediaSrc,
  isContentLinkHref,
  isContentMediaSrc,
  isUploadResultUrl,
  linkHref,
  mediaSrc,
  uploadResultUrl,
  urlScheme,
} from './urlPolicy';

const SCRIPTS = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
];

describe('the URL policy, by purpose', () => {
  it('a link from a record: absolute http(s) only, normalised', () => {
    expect(linkHref('https://example.com/a b')).toBeUndefined();
    expect(linkHref(' https://example.com/files/报价.pdf ')).toBe('https://example.com/files/%E6%8A%A5%E4%BB%B7.pdf');
    expect(linkHref('http://example.com')).toBe('http://example.com/');
    for (const bad of [...SCRIPTS, '/relative', '//host/x', 'mailto:a@b.c', 'blob:http://localhost/1', '', null, 3])
      expect(linkHref(bad), String(bad)).toBeUndefined();
  });

  it('media from a record: absolute http(s); blob: only for a local preview', () => {
    expect(mediaSrc('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(mediaSrc('blob:http://localhost/123')).toBeUndefined();
    expect(mediaSrc('blob:http://localhost/123', { local: true })).toBe('blob:http://localhost/123');
    for (const bad of [
      ...SCRIPTS,
      'data:image/png;base64,AAAA',
      '/relative.png',
      'file:///etc/passwd',
      'http://',
      '',
      undefined,
    ])
      expect(mediaSrc(bad, { local: true }), String(bad)).toBeUndefined();
  });

  it('an upload result or a typed media address: absolute http(s) with a host, no whitespace', () => {
    expect(isUploadResultUrl('https://oss.example.com/a/b.png?x=1')).toBe(true);
    expect(uploadResultUrl('http://127.0.0.1:5173/demo-files/1/a.png')).toBe(
      'http://127.0.0.1:5173/demo-files/1/a.png',
    );
    for (const bad of [
      ...SCRIPTS,
      'https://exa mple.com/a.png',
      'https:///a.png',
      'ftp://example.com/a',
      '/a.png',
      'blob:http://localhost/1',
      7,
    ])
      expect(isUploadResultUrl(bad), String(bad)).toBe(false);
  });

  it('inside stored rich text: relative, #anchor, mailto: and tel: links; relative and small data:image media', () => {
    for (const ok of [
      'https://a.cn',
      '/help',
      'a/b',
      '?q=1',
      '#top',
      '//cdn.example.com/x',
      'mailto:a@b.c',
      'tel:10086',
    ])
      expect(isContentLinkHref(ok), ok).toBe(true);
    for (const bad of [...SCRIPTS, 'data:image/png;base64,AAAA', 'ftp://x', 'foo bar:baz'])
      expect(isContentLinkHref(bad), bad).toBe(false);
    expect(isContentMediaSrc('data:image/png;base64,AAAA')).toBe(false);
    expect(isContentMediaSrc('data:image/png;base64,AAAA', { dataImage: true })).toBe(true);
    expect(isContentMediaSrc('data:image/svg+xml;base64,AAAA', { dataImage: true })).toBe(false);
    expect(isContentMediaSrc('#top')).toBe(false);
    expect(contentLinkHref('  /help ')).toBe('/help');
    expect(contentMediaSrc('javascript:alert(1)')).toBe('');
  });

  it('the scheme reader refuses control characters and colons that form no scheme', () => {
    expect(urlScheme('HTTPS://a')).toBe('https');
    expect(urlScheme('/a:b')).toBe('');
    expect(urlScheme('a b:c')).toBeNull();
    expect(urlScheme('java\nscript:x')).toBeNull();
  });
});
