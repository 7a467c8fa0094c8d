import { useRef, type ChangeEvent } from 'react';
import { Box, ButtonBase, CircularProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { THUMB_SIZE } from './MediaThumb';

export interface UploadTileProps {
  label: string;
  accept: string;
  multiple: boolean;
  busy: boolean;
  busyLabel: string;
  onFiles: (files: File[]) => void;
  testId?: string;
}

/** The upload control: a square tile that opens the file picker (keyboard: Tab + Enter/Space). */
export function UploadTile({ label, accept, multiple, busy, busyLabel, onFiles, testId }: UploadTileProps) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Reset so choosing the same file again fires change again.
    event.target.value = '';
    if (files.length) onFiles(files);
  };
  return (
    <ButtonBase
      focusRipple
      onClick={() => input.current?.click()}
      aria-busy={busy}
      data-testid={testId}
      sx={{
        width: THUMB_SIZE,
        height: THUMB_SIZE,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        flexDirection: 'column',
        gap: 0.5,
        color: 'text.secondary',
        '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', color: 'primary.main' },
      }}
    >
      {busy ? <CircularProgress size={28} aria-label={busyLabel} /> : <AddIcon fontSize="large" />}
      <Typography variant="body2" component="span" sx={{ px: 1, textAlign: 'center' }}>
        {busy ? busyLabel : label}
      </Typography>
      <Box
        component="input"
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={onChange}
        onClick={(event) => event.stopPropagation()}
        tabIndex={-1}
        aria-hidden
        sx={{ display: 'none' }}
      />
    </ButtonBase>
  );
}
