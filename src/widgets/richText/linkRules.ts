import { isContentLinkHref, isContentMediaSrc } from '../../dataProvider/urlPolicy';
import '../../../i18n/parts/editor';

/**
 * wangEditor's link and image check hooks: `true` = go on; a string = show it as an error
 * alert and stop; `undefined`/`null`/`false` = stop silently.
 */
export type CheckHook = (text: string, url: string) => boolean | string | undefined | null;

export type CheckOutcome = { ok: true; url: string } | { ok: false; message?: string };

/** Rules for inserting or editing a link: a non-empty safe url, then the optional check hook. */
export function checkLink(text: string, rawUrl: string, hook?: CheckHook): CheckOutcome {
  const url = rawUrl.trim();
  if (!url) return { ok: false, message: 'editor.link.urlRequired' };
  if (!isContentLinkHref(url)) return { ok: false, message: 'editor.link.urlInvalid' };
  if (hook) {
    const result = hook(text, url);
    if (typeof result === 'string') return { ok: false, message: result };
    if (result !== true) return { ok: false };
  }
  return { ok: true, url };
}

/** Rules for inserting or editing an image: non-empty safe src, trimmed alt/href, optional hook. */
export function checkImage(
  src: string,
  alt: string,
  href: string,
  hook?: (src: string, alt: string, href: string) => boolean | string | undefined | null,
): { ok: true; src: string; alt: string; href: string } | { ok: false; message?: string } {
  const s = src.trim();
  if (!s) return { ok: false, message: 'editor.image.srcRequired' };
  if (!isContentMediaSrc(s, { dataImage: true })) return { ok: false, message: 'editor.image.srcInvalid' };
  const a = alt.trim();
  const h = href.trim();
  if (h && !isContentLinkHref(h)) return { ok: false, message: 'editor.link.urlInvalid' };
  if (hook) {
    const result = hook(s, a, h);
    if (typeof result === 'string') return { ok: false, message: result };
    if (result !== true) return { ok: false };
  }
  return { ok: true, src: s, alt: a, href: h };
}

export type VideoCheckHook = (src: string, poster: string) => boolean | string | undefined | null;

/**
 * Rules for inserting a video: a playable source (see normalizeVideoSource, passed in so this
 * module stays free of editor code), a safe optional poster, then the optional check hook: a
 * string is shown as an error alert, null/undefined/false cancel silently (docs/spec.md §5).
 */
export function checkVideo(
  src: string,
  poster: string,
  isPlayable: (src: string) => boolean,
  hook?: VideoCheckHook,
): { ok: true; src: string; poster: string } | { ok: false; message?: string } {
  const s = src.trim();
  if (!s || !isPlayable(s)) return { ok: false, message: 'editor.video.invalid' };
  const p = poster.trim();
  if (p && !isContentMediaSrc(p)) return { ok: false, message: 'editor.image.srcInvalid' };
  if (hook) {
    const result = hook(s, p);
    if (typeof result === 'string') return { ok: false, message: result };
    if (result !== true) return { ok: false };
  }
  return { ok: true, src: s, poster: p };
}

/** Opens a link in a new tab; an empty url is an error (wangEditor throws here). */
export function viewLink(url: string, open: (url: string) => void = (u) => window.open(u, '_blank', 'noopener')): void {
  if (!url) throw new Error(`View link failed, link url is '${url}'`);
  if (!isContentLinkHref(url)) throw new Error(`View link failed, link url is '${url}'`);
  open(url);
}

/** Opens an image's link; an empty href is an error. */
export function viewImageLink(href: string, open: (url: string) => void = (u) => window.open(u, '_blank', 'noopener')): void {
  if (!href || !isContentLinkHref(href)) throw new Error(`View image link failed, image.href is '${href}'`);
  open(href);
}
