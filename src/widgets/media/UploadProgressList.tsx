import { Box, IconButton, LinearProgress, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { UploadTask } from './uploadTracker';
import '../../../i18n/parts/media';

/** One row per running upload: name, real progress, cancel. */
export function UploadProgressList({ tasks, onCancel }: { tasks: readonly UploadTask[]; onCancel: (id: string) => void }) {
  const translate = useTranslate();
  if (!tasks.length) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5, maxWidth: 480 }} data-testid="upload-progress">
      {tasks.map((task) => (
        <Box component="li" key={task.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="caption" noWrap sx={{ width: 140, flexShrink: 0 }} title={task.name}>
            {task.name}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={task.percent}
            sx={{ flex: 1 }}
            aria-label={translate('media.progress', { name: task.name })}
          />
          <Typography variant="caption" sx={{ width: 36, textAlign: 'right' }}>
            {task.percent}%
          </Typography>
          <IconButton size="small" onClick={() => onCancel(task.id)} aria-label={translate('media.actions.cancel', { name: task.name })}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
