import type { AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Code from '@tiptap/extension-code';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import TextAlign from '@tiptap/extension-text-align';
import { TextStyle } from '@tiptap/extension-text-style';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { FONT_FAMILIES, FONT_SIZES, LINE_HEIGHTS, UNDO_DEPTH } from '../constants';
import { isContentLinkHref } from '../../../dataProvider/urlPolicy';
import { Behaviours } from './behaviours';
import { BlockStyle } from './blockStyle';
import { CodeBlock } from './codeBlock';
import { ForeignEmbed } from './foreignEmbed';
import { Image } from './image';
import { LinkTarget } from './linkTarget';
import { ListItem } from './listItem';
import { Quote } from './quote';
import { SelectionSync } from './selectionSync';
import { WTable, WTableCell, WTableHeader, WTableRow } from './table';
import { TextStyleAttrs } from './textStyle';
import { Todo } from './todo';
import { LimitedUndoRedo } from './undoLimit';
import { Video } from './video';

export interface EditorExtensionOptions {
  placeholder?: string;
  /** 0 = unlimited. */
  maxLength?: number;
  fontSizes?: readonly string[];
  fontFamilies?: readonly string[];
  onImageFiles?: (files: File[]) => void;
  /** The text of a kept iframe from a host outside the video allow-list (foreignEmbed.ts). */
  foreignEmbedLabel?: (host: string) => string;
}

/** Marks may combine with code (wangEditor allows bold code etc.). */
const CodeMark = Code.extend({ excludes: '' });

/** The editor schema and behaviour: wangEditor 5's nodes, marks and rules on Tiptap. */
export function buildExtensions(options: EditorExtensionOptions = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5] },
      blockquote: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      listKeymap: false,
      codeBlock: false,
      code: false,
      // Exactly UNDO_DEPTH steps (StarterKit's own history keeps up to 20 more): see undoLimit.ts.
      undoRedo: false,
      // As wangEditor, a paragraph follows a final code block too (typing below it stays possible).
      trailingNode: { node: 'paragraph', notAfter: ['paragraph', 'heading', 'blockquote', 'listItem', 'todo'] },
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: null },
        isAllowedUri: (url) => isContentLinkHref(url),
      },
    }),
    LimitedUndoRedo.configure({ depth: UNDO_DEPTH }),
    LinkTarget,
    CodeMark,
    Subscript,
    Superscript,
    TextStyle,
    TextStyleAttrs.configure({ fontSizes: options.fontSizes ?? FONT_SIZES, fontFamilies: options.fontFamilies ?? FONT_FAMILIES }),
    BlockStyle.configure({ lineHeights: LINE_HEIGHTS }),
    TextAlign.configure({ types: ['heading', 'paragraph', 'blockquote', 'listItem', 'todo'], alignments: ['left', 'center', 'right', 'justify'] }),
    Quote,
    ListItem,
    Todo,
    CodeBlock,
    Image,
    Video,
    options.foreignEmbedLabel ? ForeignEmbed.configure({ label: options.foreignEmbedLabel }) : ForeignEmbed,
    WTable,
    WTableRow,
    WTableHeader,
    WTableCell,
    Placeholder.configure({ placeholder: options.placeholder ?? '', showOnlyWhenEditable: false, showOnlyCurrent: true }),
    CharacterCount.configure({ limit: options.maxLength && options.maxLength > 0 ? options.maxLength : null }),
    Behaviours.configure({ onImageFiles: options.onImageFiles }),
    SelectionSync,
  ];
}
