import { useEffect, useMemo, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { EDITOR_AUTO_FOCUS, EDITOR_HEIGHT_PX } from './constants';
import { ContextBar } from './ContextBar';
import { contentSx } from './editorStyles';
import { buildExtensions } from './extensions';
import { selectedImage } from './extensions/image';
import { normalizeVideoSource } from './extensions/video';
import { FieldsDialog } from './FieldsDialog';
import { editorHtml, loadHtml } from './html';
import { checkImage, checkLink, checkVideo, viewImageLink, viewLink, type CheckHook, type VideoCheckHook } from './linkRules';
import { Toolbar, type ToolbarActions } from './Toolbar';
import { DEFAULT_TOOLBAR_KEYS, type ToolbarKey } from './toolbarKeys';
import { useCharacterCount, useToolbarState } from './useToolbarState';
import { createUploader, type AlertKind, type MediaUploadConfig, type UploaderMessages } from './upload';
import '../../../i18n/parts/editor';

/** The pause in typing after which the form gets the editor's HTML, and the longest it waits. */
const EMIT_PAUSE_MS = 250;
const EMIT_MAX_WAIT_MS = 2000;

/** Runs `task` when the browser is idle (at most `timeout` ms later); returns a cancel. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

export interface RichTextEditorProps {
  /** Stored HTML. Reloaded only when it differs from what the editor last emitted. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** 0 = unlimited (default). */
  maxLength?: number;
  toolbarKeys?: readonly ToolbarKey[];
  imageUpload?: MediaUploadConfig;
  videoUpload?: MediaUploadConfig;
  checkLink?: CheckHook;
  checkImage?: (src: string, alt: string, href: string) => boolean | string | undefined | null;
  checkVideo?: VideoCheckHook;
  disabled?: boolean;
  /** Focus the end of the document on mount (default on, docs/spec.md §9). */
  autoFocus?: boolean;
  id?: string;
  ariaLabel?: string;
  error?: boolean;
}

type DialogKind = 'link' | 'image' | 'video' | null;

/** The value the editor last loaded and the editor's own serialisation of it. */
export interface LoadedValue {
  value: string;
  html: string;
}

/**
 * What the editor hands to the form for a document serialised as `html`: while the document
 * still serialises exactly as the loaded value did, the loaded string itself (byte for byte,
 * even where the editor would write it differently, e.g. an empty create form stays `''`);
 * otherwise the editor's HTML. So opening a record never changes or dirties it, and undoing
 * every edit makes the form clean again.
 */
export function outputHtml(html: string, loaded: LoadedValue | null): string {
  return loaded && html === loaded.html ? loaded.value : html;
}

/** wangEditor-compatible rich-text editor on Tiptap (toolbar, 500px area, counter, full screen). */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, onBlur, placeholder, maxLength = 0, toolbarKeys = DEFAULT_TOOLBAR_KEYS, disabled, autoFocus = EDITOR_AUTO_FOCUS, id, ariaLabel, error } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const lastEmitted = useRef<string | null>(null);
  const loaded = useRef<LoadedValue | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  const uploadImagesRef = useRef<(files: File[]) => void>(() => undefined);
  const [fullScreen, setFullScreen] = useState(false);
  const [dialog, setDialog] = useState<{ kind: DialogKind; initial: Record<string, string>; edit?: boolean }>({ kind: null, initial: {} });
  const [uploading, setUploading] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // The form gets the HTML after a pause in typing, in the browser's idle time (at most
  // EMIT_MAX_WAIT_MS late), at once on blur, on the form's submit and when the editor goes
  // away: serialising the document and re-rendering the form on every keystroke cost typing its
  // frame (issues 14 and 24, editor typing vs bare Tiptap). Clicking 保存 blurs the editor first
  // and a submit from the keyboard flushes it, so a save never misses what was typed.
  const pending = useRef<{ cancel: () => void; since: number } | null>(null);
  const cancelEmit = () => {
    pending.current?.cancel();
    pending.current = null;
  };
  const emitNow = (source: Editor) => {
    cancelEmit();
    if (source.isDestroyed) return;
    const html = outputHtml(editorHtml(source), loaded.current);
    if (html === lastEmitted.current) return;
    lastEmitted.current = html;
    onChangeRef.current(html);
  };
  const emitRef = useRef(emitNow);
  emitRef.current = emitNow;
  const scheduleEmit = (source: Editor) => {
    const since = pending.current?.since ?? Date.now();
    pending.current?.cancel();
    const wait = Math.max(0, Math.min(EMIT_PAUSE_MS, since + EMIT_MAX_WAIT_MS - Date.now()));
    let cancelIdle: (() => void) | null = null;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => emitRef.current(source), Math.max(0, since + EMIT_MAX_WAIT_MS - Date.now()));
    }, wait);
    pending.current = {
      since,
      cancel: () => {
        clearTimeout(timer);
        cancelIdle?.();
      },
    };
  };

  const placeholderText = placeholder ?? translate('editor.placeholder');
  const foreignEmbedText = translate('editor.video.foreign', { host: '%HOST%' });
  const extensions = useMemo(
    () =>
      buildExtensions({
        placeholder: placeholderText,
        maxLength,
        onImageFiles: (files) => uploadImagesRef.current(files),
        foreignEmbedLabel: (host) => foreignEmbedText.replace('%HOST%', host),
      }),
    [placeholderText, maxLength, foreignEmbedText],
  );

  const editor = useEditor(
    {
      extensions,
      editable: !disabled,
      autofocus: autoFocus ? 'end' : false,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: {
          ...(id ? { id } : {}),
          role: 'textbox',
          'aria-multiline': 'true',
          ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
          'data-testid': 'rich-text-content',
        },
      },
      onUpdate: ({ editor: updated, transaction }) => {
        // Only document changes are edits (Tiptap also emits 'update' from setEditable).
        if (transaction.docChanged) scheduleEmit(updated);
      },
      onBlur: ({ editor: blurred }) => {
        emitNow(blurred);
        onBlurRef.current?.();
      },
    },
    [extensions],
  );

  // Loads the value into each new editor instance, then only external value changes (form
  // reset, record loaded) — never the editor's own echo, so IME composition is never disturbed.
  // Loading is not an edit: nothing is emitted, and the loaded string is remembered together
  // with the editor's own serialisation of it (see outputHtml).
  const syncedEditor = useRef<Editor | null>(null);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const fresh = syncedEditor.current !== editor;
    // A value from outside (form reset, record loaded) wins over typing not yet handed on.
    if (fresh || value !== lastEmitted.current) cancelEmit();
    syncedEditor.current = editor;
    if (!fresh && value === lastEmitted.current) return;
    if (fresh || value !== editorHtml(editor)) loadHtml(editor, value);
    loaded.current = { value, html: editorHtml(editor) };
    lastEmitted.current = value;
  }, [editor, value]);

  // Typing not yet handed on reaches the form when the editor goes away, and closing or
  // reloading the tab meanwhile asks first, as the form's unsaved-changes guard would once it
  // had the value (UnsavedChangesGuard).
  useEffect(() => {
    if (!editor) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!pending.current) return;
      emitRef.current(editor);
      if (lastEmitted.current === loaded.current?.value) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    // A submit from the keyboard (Enter in another field) leaves the editor focused: hand the
    // typing on before the form reads its values (a listener on the form runs before React's).
    const form = rootRef.current?.closest('form') ?? null;
    const submit = () => {
      if (pending.current) emitRef.current(editor);
    };
    form?.addEventListener('submit', submit, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      form?.removeEventListener('submit', submit, true);
      if (pending.current) emitRef.current(editor);
    };
  }, [editor]);

  useEffect(() => {
    // emitUpdate false: toggling editability is not an edit (Tiptap's default emits 'update').
    if (editor && !editor.isDestroyed && editor.isEditable !== !disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useToolbarState(editor);
  const characters = useCharacterCount(editor, maxLength > 0);
  // Stable toolbar actions (the memoised toolbar re-renders only when its state changes).
  const actionsRef = useRef<ToolbarActions | null>(null);
  const actions = useMemo<ToolbarActions>(
    () => ({
      openLink: () => actionsRef.current?.openLink(),
      openImageUrl: () => actionsRef.current?.openImageUrl(),
      pickImageFiles: () => actionsRef.current?.pickImageFiles(),
      openVideo: () => actionsRef.current?.openVideo(),
      toggleFullScreen: () => actionsRef.current?.toggleFullScreen(),
    }),
    [],
  );

  const alert = (kind: AlertKind, message: string) => notify(message, { type: kind });
  const messages: UploaderMessages = {
    tooMany: (max) => translate('editor.image.tooMany', { max }),
    tooLarge: (name, bytes) => translate('editor.image.tooLarge', { name, size: Math.round(bytes / 1024 / 1024) }),
    wrongType: (name) => translate('editor.image.wrongType', { name }),
    failed: (name) => translate('editor.image.failed', { name }),
  };

  uploadImagesRef.current = (files: File[]) => {
    if (!editor || !props.imageUpload) return;
    const uploader = createUploader(
      'image',
      props.imageUpload,
      (media) => {
        editor.chain().focus().insertWImage({ src: media.url, alt: media.alt ?? '', href: media.href ?? '' }).run();
      },
      { alert, messages },
    );
    setUploading((n) => n + 1);
    void uploader.upload(files).finally(() => setUploading((n) => n - 1));
  };

  if (!editor || !state) return null;

  const openLink = () => {
    const { from, to } = editor.state.selection;
    const text = editor.state.doc.textBetween(from, to, ' ');
    setDialog({ kind: 'link', initial: { text, url: state.linkHref }, edit: state.marks.link });
  };
  const submitLink = (values: Record<string, string>): string | null => {
    const outcome = checkLink(values.text ?? '', values.url ?? '', props.checkLink);
    if (!outcome.ok) {
      if (outcome.message) return outcome.message;
      setDialog({ kind: null, initial: {} });
      return null;
    }
    const attrs = { href: outcome.url, target: '_blank' };
    if (editor.state.selection.empty && !state.marks.link) {
      const text = (values.text ?? '').trim() || outcome.url;
      editor.chain().focus().insertContent({ type: 'text', text, marks: [{ type: 'link', attrs }] }).run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink(attrs).run();
    }
    return null;
  };
  const openImage = (edit: boolean) => {
    const image = selectedImage(editor.state);
    setDialog({ kind: 'image', edit, initial: edit && image ? { src: image.node.attrs.src, alt: image.node.attrs.alt, href: image.node.attrs.href } : { src: '', alt: '', href: '' } });
  };
  const submitImage = (values: Record<string, string>): string | null => {
    const outcome = checkImage(values.src ?? '', values.alt ?? '', values.href ?? '', props.checkImage);
    if (!outcome.ok) return outcome.message ?? null;
    if (dialog.edit) editor.chain().focus().updateImage({ src: outcome.src, alt: outcome.alt, href: outcome.href }).run();
    else editor.chain().focus().insertWImage({ src: outcome.src, alt: outcome.alt, href: outcome.href }).run();
    return null;
  };
  const submitVideo = (values: Record<string, string>): string | null => {
    const outcome = checkVideo(values.src ?? '', values.poster ?? '', (src) => normalizeVideoSource(src) !== null, props.checkVideo);
    if (!outcome.ok) {
      if (outcome.message) return outcome.message;
      setDialog({ kind: null, initial: {} });
      return null;
    }
    // Width and height: integers; anything else (or 0) becomes auto (docs/spec.md §5).
    editor.chain().focus().insertVideo({ src: outcome.src, poster: outcome.poster, width: values.width ?? '', height: values.height ?? '' }).run();
    return null;
  };
  const safely = (fn: () => void) => {
    try {
      fn();
    } catch (thrown) {
      notify(thrown instanceof Error ? thrown.message : String(thrown), { type: 'error' });
    }
  };

  actionsRef.current = {
    openLink,
    openImageUrl: () => openImage(false),
    pickImageFiles: () => fileInput.current?.click(),
    openVideo: () => setDialog({ kind: 'video', initial: { src: '', poster: '', width: '', height: '' } }),
    toggleFullScreen: () => setFullScreen((on) => !on),
  };
  const counter = maxLength > 0 ? translate('editor.counter', { current: characters, max: maxLength }) : null;

  return (
    <Box
      ref={rootRef}
      data-testid="rich-text-editor"
      data-fullscreen={fullScreen ? 'true' : 'false'}
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        ...(fullScreen ? { position: 'fixed', inset: 0, zIndex: 1300, borderRadius: 0 } : {}),
      }}
    >
      <Toolbar
        editor={editor}
        state={state}
        keys={toolbarKeys}
        disabled={disabled}
        fullScreen={fullScreen}
        actions={actions}
      />
      <ContextBar
        editor={editor}
        state={state}
        onEditLink={openLink}
        onViewLink={() => safely(() => viewLink(state.linkHref))}
        onEditImage={() => openImage(true)}
        onViewImageLink={() => safely(() => viewImageLink(state.imageHref))}
      />
      {uploading > 0 && <LinearProgress aria-label={translate('editor.image.uploading')} />}
      <Box
        // Contained: a keystroke lays out and paints the 500 px area only, never the page around it.
        sx={{ height: fullScreen ? 'auto' : EDITOR_HEIGHT_PX, flex: fullScreen ? 1 : undefined, overflowY: 'auto', cursor: 'text', contain: fullScreen ? 'layout paint' : 'strict' }}
        onClick={(event) => {
          if (event.target === event.currentTarget) editor.commands.focus('end');
        }}
      >
        <Box sx={contentSx} style={{ minHeight: '100%' }}>
          <EditorContent editor={editor} style={{ minHeight: '100%' }} />
        </Box>
      </Box>
      {counter && (
        <Typography variant="caption" color={characters >= maxLength ? 'error' : 'text.secondary'} data-testid="editor-counter" sx={{ textAlign: 'right', px: 1.5, py: 0.5, borderTop: 1, borderColor: 'divider' }}>
          {counter}
        </Typography>
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="editor-image-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) uploadImagesRef.current(files);
        }}
      />
      <FieldsDialog
        open={dialog.kind === 'link'}
        titleKey={dialog.edit ? 'editor.link.edit' : 'editor.toolbar.insertLink'}
        fields={[
          { name: 'text', labelKey: 'editor.link.text' },
          { name: 'url', labelKey: 'editor.link.url', autoFocus: true },
        ]}
        initial={dialog.initial}
        onSubmit={submitLink}
        onClose={() => setDialog({ kind: null, initial: {} })}
      />
      <FieldsDialog
        open={dialog.kind === 'image'}
        titleKey={dialog.edit ? 'editor.image.edit' : 'editor.image.network'}
        width={300}
        fields={[
          { name: 'src', labelKey: 'editor.image.src', autoFocus: true },
          { name: 'alt', labelKey: 'editor.image.alt' },
          { name: 'href', labelKey: 'editor.image.href' },
        ]}
        initial={dialog.initial}
        onSubmit={submitImage}
        onClose={() => setDialog({ kind: null, initial: {} })}
      />
      <FieldsDialog
        open={dialog.kind === 'video'}
        titleKey="editor.toolbar.insertVideo"
        width={320}
        fields={[
          { name: 'src', labelKey: 'editor.video.src', autoFocus: true },
          { name: 'poster', labelKey: 'editor.video.poster' },
          { name: 'width', labelKey: 'editor.video.width' },
          { name: 'height', labelKey: 'editor.video.height' },
        ]}
        initial={dialog.initial}
        onSubmit={submitVideo}
        onClose={() => setDialog({ kind: null, initial: {} })}
      />
    </Box>
  );
}
