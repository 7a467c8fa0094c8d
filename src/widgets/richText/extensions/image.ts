import { Node } from '@tiptap/core';
import { NodeSelection, type EditorState } from '@tiptap/pm/state';
import { IMAGE_MIN_DRAG_PX } from '../constants';
import { contentLinkHref, contentMediaSrc } from '../../../dataProvider/urlPolicy';
import { parseImageSize } from '../urls';

/** Image sources: http(s), protocol-relative, relative, or a small data:image. */
const imageSrc = (raw: string | null | undefined) => contentMediaSrc(raw, { dataImage: true });
import { hasMark, isInside } from './context';

export interface ImageAttrs {
  src: string;
  alt?: string;
  href?: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    wImage: {
      insertWImage: (attrs: ImageAttrs) => ReturnType;
      /** Sets the selected image's width (preset 30%/50%/100% or px) and clears its height. */
      setImageWidth: (width: string) => ReturnType;
      updateImage: (attrs: Partial<ImageAttrs> & { width?: string; height?: string }) => ReturnType;
    };
  }
}

/** Image insert/edit is disabled with a range selection or inside code, link, list item, header, quote or a void node. */
export function canInsertImage(state: EditorState): boolean {
  if (!state.selection.empty && !(state.selection instanceof NodeSelection && state.selection.node.type.name === 'image')) return false;
  if (state.selection instanceof NodeSelection && state.selection.node.type.name !== 'image') return false;
  if (isInside(state, ['codeBlock', 'listItem', 'heading', 'blockquote'])) return false;
  if (hasMark(state, 'link')) return false;
  return true;
}

export function selectedImage(state: EditorState) {
  const sel = state.selection;
  return sel instanceof NodeSelection && sel.node.type.name === 'image' ? sel : null;
}

/**
 * Size after dragging a corner by (dx, dy): keeps the aspect ratio; null when the width or
 * height would be 15px or less (the drag stops there). Sizes have 2 decimals.
 */
export function resizedSize(start: { width: number; height: number }, dx: number, corner: 'nw' | 'ne' | 'sw' | 'se'): { width: string; height: string } | null {
  const sign = corner === 'ne' || corner === 'se' ? 1 : -1;
  const width = start.width + sign * dx;
  const ratio = start.height / start.width;
  const height = width * ratio;
  if (!(width > IMAGE_MIN_DRAG_PX) || !(height > IMAGE_MIN_DRAG_PX)) return null;
  return { width: `${width.toFixed(2)}px`, height: `${height.toFixed(2)}px` };
}

/**
 * A declaration's value as written in the style attribute. Browsers normalise `el.style`
 * ("176.00px" → "176px"), which would lose wangEditor's 2-decimal sizes.
 */
export function rawStyleValue(el: HTMLElement, property: string): string {
  const style = el.getAttribute('style') ?? '';
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(style);
  return match ? match[1].trim() : '';
}

/** wangEditor's inline image: `<img src alt data-href style="width: ..;height: ..;"/>`. */
export const Image = Node.create({
  name: 'image',
  group: 'inline',
  inline: true,
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: { default: '', parseHTML: (el) => imageSrc(el.getAttribute('src')) },
      alt: { default: '', parseHTML: (el) => el.getAttribute('alt') ?? '' },
      href: { default: '', parseHTML: (el) => contentLinkHref(el.getAttribute('data-href')) },
      width: { default: '', parseHTML: (el) => parseImageSize(rawStyleValue(el, 'width')) },
      height: { default: '', parseHTML: (el) => parseImageSize(rawStyleValue(el, 'height')) },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (el) => (imageSrc((el as HTMLElement).getAttribute('src')) ? null : false) }];
  },
  renderHTML({ node }) {
    const style = `${node.attrs.width ? `width: ${node.attrs.width};` : ''}${node.attrs.height ? `height: ${node.attrs.height};` : ''}`;
    return ['img', { src: node.attrs.src, alt: node.attrs.alt, 'data-href': node.attrs.href, style }];
  },
  addCommands() {
    return {
      insertWImage:
        (attrs: ImageAttrs) =>
        ({ state, tr, dispatch }) => {
          const src = imageSrc(attrs.src);
          if (!src || !canInsertImage(state)) return false;
          const node = state.schema.nodes.image.create({ src, alt: (attrs.alt ?? '').trim(), href: contentLinkHref((attrs.href ?? '').trim()) });
          if (dispatch) dispatch(tr.replaceSelectionWith(node, false).scrollIntoView());
          return true;
        },
      setImageWidth:
        (width: string) =>
        ({ state, tr, dispatch }) => {
          const sel = selectedImage(state);
          const value = parseImageSize(width);
          if (!sel || !value) return false;
          if (dispatch) {
            tr.setNodeMarkup(sel.from, undefined, { ...sel.node.attrs, width: value, height: '' });
            dispatch(tr.setSelection(NodeSelection.create(tr.doc, sel.from)));
          }
          return true;
        },
      updateImage:
        (attrs) =>
        ({ state, tr, dispatch }) => {
          const sel = selectedImage(state);
          if (!sel) throw new Error('Not found selected image node');
          const next = { ...sel.node.attrs, ...attrs };
          next.src = imageSrc(next.src);
          if (!next.src) return false;
          next.href = contentLinkHref(String(next.href ?? '').trim());
          next.alt = String(next.alt ?? '').trim();
          if (dispatch) {
            tr.setNodeMarkup(sel.from, undefined, next);
            dispatch(tr.setSelection(NodeSelection.create(tr.doc, sel.from)));
          }
          return true;
        },
    };
  },
  addNodeView() {
    return ({ node: initial, getPos, editor }) => {
      let node = initial;
      const container = document.createElement('span');
      container.className = 'w-image-container';
      container.setAttribute('data-w-e-type', 'image');
      const img = document.createElement('img');
      img.draggable = false;
      container.appendChild(img);
      const corners = ['nw', 'ne', 'sw', 'se'] as const;
      const handles = corners.map((corner) => {
        const handle = document.createElement('span');
        handle.className = `w-image-handle w-image-handle-${corner}`;
        handle.setAttribute('data-corner', corner);
        handle.addEventListener('mousedown', (event) => startDrag(event, corner));
        container.appendChild(handle);
        return handle;
      });
      const apply = () => {
        img.src = node.attrs.src;
        img.alt = node.attrs.alt;
        img.style.width = node.attrs.width || '';
        img.style.height = node.attrs.height || '';
        if (node.attrs.href) img.setAttribute('data-href', node.attrs.href);
        else img.removeAttribute('data-href');
      };
      apply();
      const startDrag = (event: MouseEvent, corner: (typeof corners)[number]) => {
        if (!editor.isEditable) return;
        event.preventDefault();
        event.stopPropagation();
        const rect = img.getBoundingClientRect();
        if (!rect.width || !rect.height) return;
        const start = { width: rect.width, height: rect.height };
        const startX = event.clientX;
        let last: { width: string; height: string } | null = null;
        const onMove = (move: MouseEvent) => {
          const next = resizedSize(start, move.clientX - startX, corner);
          if (!next) return;
          last = next;
          img.style.width = next.width;
          img.style.height = next.height;
        };
        const onUp = () => {
          document.removeEventListener('mousemove', onMove);
          document.removeEventListener('mouseup', onUp);
          const pos = typeof getPos === 'function' ? getPos() : undefined;
          if (!last || pos == null) return;
          const current = editor.state.doc.nodeAt(pos);
          if (!current) return;
          const tr = editor.state.tr.setNodeMarkup(pos, undefined, { ...current.attrs, ...last });
          tr.setSelection(NodeSelection.create(tr.doc, pos));
          editor.view.dispatch(tr);
        };
        document.addEventListener('mousemove', onMove);
        document.addEventListener('mouseup', onUp);
      };
      return {
        dom: container,
        update: (updated) => {
          if (updated.type !== node.type) return false;
          node = updated;
          apply();
          return true;
        },
        selectNode: () => container.classList.add('is-selected'),
        deselectNode: () => container.classList.remove('is-selected'),
        stopEvent: (event) => handles.some((h) => h === event.target),
        ignoreMutation: () => true,
      };
    };
  },
});

