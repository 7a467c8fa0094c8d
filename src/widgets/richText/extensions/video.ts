import { Node } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import { contentMediaSrc, isContentMediaSrc } from '../../../dataProvider/urlPolicy';
import { isAllowedIframeSrc, iframeSrcOf, parseVideoSize, storedVideoSize } from '../urls';
import { sanitizeStyleValue } from '../styleRules';

/** An iframe's attributes in their stored order (see iframeAttributes). */
export type IframeAttrs = Array<[string, string]>;

/** Iframe attributes carried through as stored (never event handlers, srcdoc and the like). */
const IFRAME_ATTRS = new Set(['src', 'width', 'height', 'frameborder', 'allowfullscreen', 'scrolling', 'border', 'framespacing', 'allow', 'title', 'referrerpolicy', 'loading', 'name', 'class', 'style', 'marginwidth', 'marginheight', 'align']);

/**
 * The attributes of an allow-listed iframe, in order, as wangEditor keeps them (it stores the
 * iframe's outerHTML): `scrolling="no" border="0" frameborder="no" framespacing="0"` and the
 * rest of bilibili's embed code survive a save. Unknown attributes are dropped; a style keeps
 * only the allowed declarations.
 */
export function iframeAttributes(iframe: Element): IframeAttrs {
  const out: IframeAttrs = [];
  for (const attr of Array.from(iframe.attributes)) {
    const name = attr.name.toLowerCase();
    if (!IFRAME_ATTRS.has(name)) continue;
    if (name === 'style') {
      const style = sanitizeStyleValue(attr.value);
      if (style) out.push([name, style]);
    } else out.push([name, attr.value]);
  }
  return out;
}

/** The attributes to write: stored order, width and height set in place (or appended), as wangEditor does. */
export function iframeAttrsWithSize(attrs: IframeAttrs, width: string, height: string): IframeAttrs {
  const out: IframeAttrs = attrs.map(([name, value]) => [name, name === 'width' ? width : name === 'height' ? height : value]);
  if (!out.some(([name]) => name === 'width')) out.push(['width', width]);
  if (!out.some(([name]) => name === 'height')) out.push(['height', height]);
  return out;
}
import { isInside, isOnVoid } from './context';

export interface VideoAttrs {
  src: string;
  poster?: string;
  width?: string;
  height?: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    wVideo: {
      insertVideo: (attrs: VideoAttrs) => ReturnType;
    };
  }
}

export type VideoSource = { kind: 'iframe'; src: string } | { kind: 'video'; src: string };

/**
 * The insert rule: the source is trimmed; one starting with an `<iframe` tag is embedded when
 * its https host is on the allow-list; anything else has `<` `>` escaped as text and must then
 * be a plain http(s) address. Returns null when nothing playable remains.
 */
export function normalizeVideoSource(raw: string): VideoSource | null {
  const value = raw.trim();
  if (!value) return null;
  if (value.toLowerCase().startsWith('<iframe')) {
    const src = iframeSrcOf(value);
    if (isAllowedIframeSrc(src)) return { kind: 'iframe', src };
  }
  const text = value.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return isContentMediaSrc(text) ? { kind: 'video', src: text } : null;
}

/** The attributes of pasted embed code (`<iframe … scrolling="no" …>`), parsed inertly. */
function embedCodeAttrs(code: string): { iframeAttrs: IframeAttrs; iframeText: string } | Record<string, never> {
  const iframe = new DOMParser().parseFromString(code.trim(), 'text/html').querySelector('iframe');
  if (!iframe || !isAllowedIframeSrc(iframe.getAttribute('src'))) return {};
  const text = iframe.textContent ?? '';
  return { iframeAttrs: iframeAttributes(iframe), iframeText: /^\s*$/.test(text) ? text : '' };
}

export function canInsertVideo(state: EditorState): boolean {
  return !isInside(state, ['codeBlock', 'listItem']) && !isOnVoid(state);
}

export const VIDEO_FALLBACK_TEXT = "Sorry, your browser doesn't support embedded videos.";

/** wangEditor's video: `<div data-w-e-type="video" data-w-e-is-void>` holding a `<video>` or an allowed `<iframe>`. */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: '' },
      iframe: { default: false },
      poster: { default: '' },
      width: { default: 'auto' },
      height: { default: 'auto' },
      /** A loaded iframe's attributes in stored order; null for iframes inserted here. */
      iframeAttrs: { default: null },
      /** Whitespace a loaded iframe held (bilibili's embed code has one space). */
      iframeText: { default: '' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-w-e-type="video"]',
        priority: 60,
        getAttrs: (el) => {
          const element = el as HTMLElement;
          const iframe = element.querySelector('iframe');
          if (iframe) {
            const src = iframe.getAttribute('src') ?? '';
            // Other iframes never get here: preparseHtml turned them into text.
            if (!isAllowedIframeSrc(src)) return false;
            const text = iframe.textContent ?? '';
            return {
              src,
              iframe: true,
              poster: '',
              width: storedVideoSize(iframe.getAttribute('width')),
              height: storedVideoSize(iframe.getAttribute('height')),
              iframeAttrs: iframeAttributes(iframe),
              iframeText: /^\s*$/.test(text) ? text : '',
            };
          }
          const video = element.querySelector('video');
          if (!video) return false;
          const src = contentMediaSrc(video.getAttribute('src') || video.querySelector('source')?.getAttribute('src'));
          if (!src) return false;
          return {
            src,
            iframe: false,
            poster: contentMediaSrc(video.getAttribute('poster')),
            width: storedVideoSize(video.getAttribute('width')),
            height: storedVideoSize(video.getAttribute('height')),
          };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const { src, poster, width, height, iframe, iframeAttrs } = node.attrs;
    const inner = iframe
      ? ['iframe', iframeAttrs ? Object.fromEntries(iframeAttrsWithSize(iframeAttrs as IframeAttrs, width, height)) : { src, width, height, frameborder: '0', allowfullscreen: 'true' }]
      : ['video', { poster, controls: 'true', width, height }, ['source', { src, type: 'video/mp4' }], VIDEO_FALLBACK_TEXT];
    return ['div', { 'data-w-e-type': 'video', 'data-w-e-is-void': '', class: 'w-video' }, inner];
  },
  addCommands() {
    return {
      insertVideo:
        (attrs: VideoAttrs) =>
        ({ state, tr, dispatch }) => {
          if (!canInsertVideo(state)) return false;
          const source = normalizeVideoSource(attrs.src);
          if (!source) return false;
          const node = state.schema.nodes.video.create({
            src: source.src,
            iframe: source.kind === 'iframe',
            poster: contentMediaSrc(attrs.poster),
            width: parseVideoSize(attrs.width),
            height: parseVideoSize(attrs.height),
            // Embed code keeps its attributes, as wangEditor keeps the code itself.
            ...(source.kind === 'iframe' ? embedCodeAttrs(attrs.src) : {}),
          });
          if (dispatch) dispatch(tr.replaceSelectionWith(node).scrollIntoView());
          return true;
        },
    };
  },
});
