import { useMemo, useRef, useState } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, IconButton, Stack, Typography } from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { FieldTitle, InputHelperText, required as requiredValidator, useInput, useNotify, useTranslate } from 'react-admin';
import type { WidgetInputProps } from '../../resources/widgetTypes';
import { addUrl, canUpload, checkFileKind, removeUrl, toItems, toUrls } from './simpleMediaModel';
import { MediaThumb, THUMB_SIZE } from './MediaThumb';
import { MediaPreviewDialog, type PreviewTarget } from './MediaPreviewDialog';
import { UploadTile } from './UploadTile';
import { UploadProgressList } from './UploadProgressList';
import { useUploadTracker } from './useUploadTracker';
import { videoCoverUrl } from './videoCover';
import { keysFor } from './mediaKeys';
import { SIMPLE_DEFAULTS, optionBoolean, optionPositiveInt } from './mediaOptions';
import '../../../i18n/parts/media';

export interface SimpleMediaInputProps extends WidgetInputProps {
  /** Several addresses (string[]) instead of one (string). Default false. */
  multiple?: boolean;
  /** Most addresses (default 1; single mode holds one). */
  limit?: number;
  /** Video mode: only videos are accepted. Default false (images only). */
  video?: boolean;
  /** Show the preview control (default true). */
  preview?: boolean;
  /** Show the remove control (default true). */
  remove?: boolean;
}

/**
 * Simple media widget (spec "Simple widget"): one address string or a list of them. Items are
 * `{ name = last path segment, url, cover }`. The upload control shows only while the count is
 * below the limit and the widget is enabled; a wrong file kind is refused with the §5 warning.
 */
/** react-admin turns '' into null by default; the spec's single-mode remove emits ''. */
const keepAsIs = (value: unknown) => value;

export function SimpleMediaInput(props: SimpleMediaInputProps) {
  const { source, label, helperText, options } = props;
  const multiple = optionBoolean(props.multiple, options, 'multiple', SIMPLE_DEFAULTS.multiple);
  const limit = multiple ? optionPositiveInt(props.limit, options, 'limit', SIMPLE_DEFAULTS.limit) : 1;
  const video = optionBoolean(props.video, options, 'video', SIMPLE_DEFAULTS.video);
  const allowPreview = optionBoolean(props.preview, options, 'preview', SIMPLE_DEFAULTS.preview);
  const allowRemove = optionBoolean(props.remove, options, 'remove', SIMPLE_DEFAULTS.remove);
  const disabled = optionBoolean(props.disabled, options, 'disabled', false);
  const isRequired = optionBoolean(props.required, options, 'required', false);

  const translate = useTranslate();
  const notify = useNotify();
  const validate = useMemo(() => (isRequired ? [requiredValidator()] : undefined), [isRequired]);
  const { field, fieldState, isRequired: requiredFlag } = useInput({ source, validate, disabled, parse: keepAsIs });
  const urls = useMemo(() => toUrls(field.value), [field.value]);
  const latest = useRef<string[]>(urls);
  latest.current = urls;
  const items = useMemo(() => toItems(urls, video, videoCoverUrl()), [urls, video]);
  const keys = useMemo(() => keysFor(urls), [urls]);
  const { tracker, tasks, busy } = useUploadTracker();
  const [previewTarget, setPreviewTarget] = useState<PreviewTarget | null>(null);

  const emit = (next: string | string[]) => {
    latest.current = toUrls(next);
    field.onChange(next);
    field.onBlur();
  };

  const onFiles = (files: File[]) => {
    if (disabled) return;
    const accepted: File[] = [];
    for (const file of files) {
      const problem = checkFileKind(file, video);
      if (problem) notify(problem, { type: 'warning' });
      else accepted.push(file);
    }
    const room = Math.max(0, limit - latest.current.length - tracker.getTasks().length);
    if (accepted.length > room) notify('media.errors.limit', { type: 'warning', messageArgs: { limit } });
    // Parallel uploads, added in the order the files were chosen.
    let previous: Promise<unknown> = Promise.resolve();
    for (const file of accepted.slice(0, room)) {
      const upload = tracker.start(file);
      previous = previous.then(async () => {
        const url = await upload;
        if (url) emit(addUrl(latest.current, url, multiple));
      });
    }
  };

  const showUpload = canUpload(urls.length + tasks.length, limit, disabled);
  const error = fieldState.error;

  return (
    <FormControl fullWidth error={Boolean(error)} margin="dense" component="fieldset" aria-busy={busy} data-testid={`simple-media-${source}`}>
      {label !== '' && (
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {/* Schema forms pass a label already marked "标题 *": never mark it twice. */}
          <FieldTitle label={label} source={source} isRequired={requiredFlag && !label?.trim().endsWith('*')} />
        </FormLabel>
      )}
      {/* A list only while it holds items: an empty one (just the upload tile) breaks aria-required-children. */}
      <Box role={items.length > 0 ? 'list' : undefined} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {items.map((item, index) => (
          <Box
            key={keys[index]}
            role="listitem"
            data-testid="simple-media-item"
            aria-label={`${translate(video ? 'media.video' : 'media.image')}：${item.name}`}
            sx={{ width: THUMB_SIZE, border: '1px solid', borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          >
            <MediaThumb url={item.url} name={item.name} video={video} />
            <Typography variant="caption" noWrap component="div" title={item.name} sx={{ px: 0.75, pt: 0.25 }}>
              {item.name}
            </Typography>
            {((allowPreview) || (allowRemove && !disabled)) && (
              <Stack direction="row" justifyContent="flex-end" sx={{ px: 0.25, pb: 0.25 }}>
                {allowPreview && (
                  <IconButton
                    size="small"
                    onClick={() => setPreviewTarget({ url: item.url, name: item.name, video })}
                    aria-label={translate('media.actions.preview', { name: item.name })}
                  >
                    <VisibilityOutlinedIcon fontSize="small" />
                  </IconButton>
                )}
                {allowRemove && !disabled && (
                  <IconButton
                    size="small"
                    color="error"
                    onClick={() => emit(removeUrl(latest.current, index, multiple))}
                    aria-label={translate('media.actions.remove', { name: item.name })}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            )}
          </Box>
        ))}
        {showUpload && (
          <UploadTile
            label={translate('media.upload')}
            accept={video ? 'video/*' : 'image/*'}
            multiple={multiple}
            busy={busy}
            busyLabel={translate('media.busy')}
            onFiles={onFiles}
            testId="simple-media-upload"
          />
        )}
      </Box>
      {!disabled && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate(video ? 'media.simple.videoHint' : 'media.simple.imageHint')}
        </Typography>
      )}
      <UploadProgressList tasks={tasks} onCancel={(id) => tracker.cancel(id)} />
      {/* InputHelperText is bare text: FormHelperText gives it the error colour and size. */}
      <FormHelperText>
        <InputHelperText error={error?.message} helperText={helperText} />
      </FormHelperText>
      {allowPreview && <MediaPreviewDialog target={previewTarget} onClose={() => setPreviewTarget(null)} />}
    </FormControl>
  );
}
