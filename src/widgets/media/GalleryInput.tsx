import { forwardRef, useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { ReactSortable } from 'react-sortablejs';
import { FieldTitle, InputHelperText, required as requiredValidator, useInput, useNotify, useTranslate } from 'react-admin';
import type { WidgetInputProps } from '../../resources/widgetTypes';
import {
  addItem,
  isSingle,
  move,
  remainingSlots,
  removeAt,
  reorderByKeys,
  setMain,
  toGalleryItems,
  type GalleryItem,
  type GalleryValue,
} from './galleryModel';
import { GalleryItemCard } from './GalleryItemCard';
import { MediaPreviewDialog, type PreviewTarget } from './MediaPreviewDialog';
import { UploadTile } from './UploadTile';
import { UploadProgressList } from './UploadProgressList';
import { useUploadTracker } from './useUploadTracker';
import { isVideoFile } from './mediaUrl';
import { videoCoverUrl } from './videoCover';
import { keysFor } from './mediaKeys';
import { GALLERY_DEFAULTS, GALLERY_DRAG_SCROLL, optionBoolean, optionPositiveInt, optionString } from './mediaOptions';
import { useReducedMotion } from '../../motion';
import '../../../i18n/parts/media';

export interface GalleryInputProps extends WidgetInputProps {
  /** Most items (default 24). A limit of 1 is single mode: remove then emits ''. */
  limit?: number;
  /** The file picker selects several files at once (default false). */
  multiple?: boolean;
  /** Offer the preview dialog (default true). */
  preview?: boolean;
  /** Text of the upload control (default 上传文件). */
  hint?: string;
}

interface SortableEntry {
  id: string;
}

/** The sortable container: a wrapping row announced as a list (labels found through its id). */
const SortableList = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function SortableList({ id, style, className, children }, ref) {
  return (
    <div
      ref={ref}
      id={id}
      role="list"
      aria-labelledby={id ? `${id}-label` : undefined}
      aria-describedby={id ? `${id}-keys` : undefined}
      className={className}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start', ...style }}
    >
      {children}
    </div>
  );
});

/**
 * Gallery widget (spec "Gallery widget"): images and videos, drag or keyboard reordering with
 * sortOrder renumbered from 0, set-as-main, preview, remove, per-file progress with cancel.
 * Value: `{ name, imageUrl, mainImageFlag, sortOrder, mediaType, cover }[]` ('' after a remove in
 * single mode, i.e. limit 1). `multiple` lets the picker choose several files at once. No file kind or size check (docs/spec.md §5).
 */
/** react-admin turns '' into null by default; the spec's single-mode remove emits ''. */
const keepAsIs = (value: unknown) => value;

export function GalleryInput(props: GalleryInputProps) {
  const { source, label, helperText, options } = props;
  const limit = optionPositiveInt(props.limit, options, 'limit', GALLERY_DEFAULTS.limit);
  const multiple = optionBoolean(props.multiple, options, 'multiple', GALLERY_DEFAULTS.multiple);
  const preview = optionBoolean(props.preview, options, 'preview', GALLERY_DEFAULTS.preview);
  const disabled = optionBoolean(props.disabled, options, 'disabled', false);
  const isRequired = optionBoolean(props.required, options, 'required', false);
  const hint = optionString(props.hint, options, 'hint');

  const translate = useTranslate();
  const reducedMotion = useReducedMotion();
  const notify = useNotify();
  const validate = useMemo(() => (isRequired ? [requiredValidator()] : undefined), [isRequired]);
  const { field, fieldState, isRequired: requiredFlag } = useInput({ source, validate, disabled, parse: keepAsIs });
  const items = useMemo(() => toGalleryItems(field.value), [field.value]);
  // Uploads finish asynchronously: they build on the latest list, not the render's closure.
  const latest = useRef<GalleryItem[]>(items);
  latest.current = items;
  const { tracker, tasks, busy } = useUploadTracker();
  const [previewTarget, setPreviewTarget] = useState<PreviewTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const keys = useMemo(() => keysFor(items.map((item) => item.imageUrl)), [items]);
  const sortableList = useMemo<SortableEntry[]>(() => keys.map((id) => ({ id })), [keys]);

  const emit = (next: GalleryValue) => {
    latest.current = Array.isArray(next) ? next : [];
    field.onChange(next);
    field.onBlur();
  };

  useEffect(() => {
    if (!focusKey) return;
    const target = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusKey)}"]`);
    target?.focus();
    setFocusKey(null);
  }, [focusKey, items]);

  const onFiles = (files: File[]) => {
    if (disabled) return;
    const room = remainingSlots(latest.current.length + tracker.getTasks().length, limit);
    if (files.length > room) notify('media.errors.limit', { type: 'warning', messageArgs: { limit } });
    // Uploads run in parallel; results are added in the order the files were chosen.
    let previous: Promise<unknown> = Promise.resolve();
    for (const file of files.slice(0, room)) {
      const upload = tracker.start(file);
      previous = previous.then(async () => {
        const url = await upload;
        if (!url) return;
        emit(
          addItem(latest.current, {
            name: file.name,
            url,
            mediaType: isVideoFile(file) ? 'Video' : 'Image',
            videoCover: videoCoverUrl(),
          }),
        );
      });
    }
  };

  const onMove = (from: number, to: number) => {
    if (disabled) return;
    const next = move(latest.current, from, to);
    emit(next);
    const movedKey = keysFor(next.map((item) => item.imageUrl))[to];
    setFocusKey(movedKey ?? null);
    setAnnouncement(translate('media.gallery.moved', { name: next[to]?.name ?? '', position: to + 1 }));
  };

  const onSetMain = (index: number) => {
    if (disabled) return;
    const next = setMain(latest.current, index);
    if (!next) return;
    emit(next);
    setAnnouncement(translate('media.gallery.mainSet', { name: next[index]?.name ?? '' }));
  };

  const onRemove = (index: number) => {
    if (disabled) return;
    emit(removeAt(latest.current, index, isSingle(limit)));
    const remaining = latest.current;
    const neighbour = remaining[Math.min(index, remaining.length - 1)];
    if (neighbour) setFocusKey(keysFor(remaining.map((item) => item.imageUrl))[Math.min(index, remaining.length - 1)] ?? null);
  };

  const onSortableChange = (next: SortableEntry[]) => {
    const order = next.map((entry) => entry.id);
    if (order.join('\n') === keys.join('\n')) return;
    const keyed = latest.current.map((item, i) => ({ item, key: keys[i] }));
    const reordered = reorderByKeys(
      keyed.map(({ item, key }) => ({ ...item, key })),
      order,
      (entry) => entry.key,
    ).map(({ key: _key, ...item }) => item);
    emit(reordered);
  };

  const showUpload = !disabled && remainingSlots(items.length + tasks.length, limit) > 0;
  const error = fieldState.error;

  return (
    <FormControl fullWidth error={Boolean(error)} margin="dense" component="fieldset" aria-busy={busy} data-testid={`gallery-${source}`}>
      {label !== '' && (
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {/* Schema forms pass a label already marked "标题 *": never mark it twice. */}
          <FieldTitle label={label} source={source} isRequired={requiredFlag && !label?.trim().endsWith('*')} />
        </FormLabel>
      )}
      <Typography variant="caption" color="text.secondary" sx={visuallyHidden} id={`${source}-media-list-keys`}>
        {translate('media.gallery.keyboard')}
      </Typography>
      <Box ref={listRef} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {items.length > 0 && (
          <ReactSortable<SortableEntry>
            tag={SortableList}
            id={`${source}-media-list`}
            list={sortableList}
            setList={onSortableChange}
            disabled={disabled}
            handle=".media-drag-handle"
            animation={reducedMotion ? 0 : 150}
            // Native drag and drop (mouse); touch and keyboard users have the move buttons.
            scroll
            bubbleScroll
            scrollSensitivity={GALLERY_DRAG_SCROLL.scrollSensitivity}
            scrollSpeed={GALLERY_DRAG_SCROLL.scrollSpeed}
          >
            {items.map((item, index) => (
              <GalleryItemCard
                key={keys[index]}
                item={item}
                index={index}
                count={items.length}
                itemKey={keys[index]}
                disabled={disabled}
                preview={preview}
                onMove={onMove}
                onSetMain={onSetMain}
                onPreview={(i) => {
                  const target = latest.current[i];
                  if (target) setPreviewTarget({ url: target.imageUrl, name: target.name, video: target.mediaType === 'Video' });
                }}
                onRemove={onRemove}
              />
            ))}
          </ReactSortable>
        )}
        {showUpload && (
          <UploadTile
            label={hint ?? translate(GALLERY_DEFAULTS.hintKey)}
            accept="image/*,video/*"
            multiple={multiple}
            busy={busy}
            busyLabel={translate('media.busy')}
            onFiles={onFiles}
            testId="gallery-upload"
          />
        )}
      </Box>
      <Box component="span" id={`${source}-media-list-label`} sx={visuallyHidden}>
        {translate('media.gallery.list', { count: items.length })}
      </Box>
      {disabled && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('media.gallery.empty')}
        </Typography>
      )}
      <UploadProgressList tasks={tasks} onCancel={(id) => tracker.cancel(id)} />
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <FormHelperText>
        <InputHelperText error={error?.message} helperText={helperText} />
      </FormHelperText>
      {preview && <MediaPreviewDialog target={previewTarget} onClose={() => setPreviewTarget(null)} />}
    </FormControl>
  );
}
