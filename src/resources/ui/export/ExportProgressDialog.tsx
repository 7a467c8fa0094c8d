import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExportStep } from './exportRun';
import '../../../../i18n/parts/exportProgress';

const count = new Intl.NumberFormat('zh-CN');

/** What the operator reads about the step in progress, and how far it is (null: no measure yet). */
function describe(step: ExportStep, translate: ReturnType<typeof useTranslate>): { title: string; status: string; percent: number | null } {
  const done = count.format(step.done);
  const total = count.format(step.total);
  const percent = step.total > 0 ? Math.min(100, Math.round((step.done / step.total) * 100)) : null;
  switch (step.step) {
    case 'read':
      // No total yet (the first page is on its way) or none to have (the selection is resolved).
      return { title: translate('export.reading'), status: step.total > 0 ? translate('export.readProgress', { done, total }) : (step.label ?? translate('export.readStarting')), percent };
    case 'details':
      return { title: step.label ?? translate('export.reading'), status: translate('export.detailProgress', { done, total }), percent };
    case 'write':
      // Every row is written: exceljs now zips the file, which has no measure.
      return step.done >= step.total
        ? { title: translate('export.writing'), status: translate('export.packing'), percent: null }
        : { title: translate('export.writing'), status: translate('export.writeProgress', { done, total }), percent };
  }
}

/**
 * The progress of a long export: the step (读取数据, a profile's own such as 读取运单, 生成文件),
 * how far it is, and 取消导出 — nothing is downloaded after a cancel.
 */
export function ExportProgressDialog({ name, step, onCancel }: { name: string; step: ExportStep; onCancel: () => void }) {
  const translate = useTranslate();
  const { title, status, percent } = describe(step, translate);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="export-progress-title" aria-describedby="export-progress-status" maxWidth="xs" fullWidth data-testid="export-progress">
      <DialogTitle id="export-progress-title">{translate('export.title', { name })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}>
          <Typography variant="subtitle2" component="p">
            {title}
          </Typography>
          <LinearProgress variant={percent === null ? 'indeterminate' : 'determinate'} value={percent ?? undefined} aria-label={title} />
          <Typography id="export-progress-status" variant="body2" color="text.secondary" role="status">
            {status}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('export.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
