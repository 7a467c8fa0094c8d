import { Node } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import { isAllowedIframeSrc, iframeSrcOf, isSafeUrl, parseVideoSize, safeUrl } from '../urls';
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
  return isSafeUrl(text) ? { kind: 'video', src: text } : null;
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
            if (!isAllowedIframeSrc(src)) return false;
            return { src, iframe: true, poster: '', width: parseVideoSize(iframe.getAttribute('width')), height: parseVideoSize(iframe.getAttribute('height')) };
          }
          const video = element.querySelector('video');
          if (!video) return false;
          const src = safeUrl(video.getAttribute('src') || video.querySelector('source')?.getAttribute('src'));
          if (!src) return false;
          return {
            src,
            iframe: false,
            poster: safeUrl(video.getAttribute('poster')),
            width: parseVideoSize(video.getAttribute('width')),
            height: parseVideoSize(video.getAttribute('height')),
          };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const { src, poster, width, height, iframe } = node.attrs;
    const inner = iframe
      ? ['iframe', { src, width, height, frameborder: '0', allowfullscreen: 'true' }]
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
            poster: safeUrl(attrs.poster),
            width: parseVideoSize(attrs.width),
            height: parseVideoSize(attrs.height),
          });
          if (dispatch) dispatch(tr.replaceSelectionWith(node).scrollIntoView());
          return true;
        },
    };
  },
});
