import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Collapse, TextField, Typography } from '@mui/material';
import { I18nContextProvider, useTranslate } from 'react-admin';
import { i18nProvider } from './i18nProvider';
import { deployment } from '../deployment';
import { schemas } from '../resources/registry';
import { deploymentBlock, groupedByResource, shapeFixText } from '../resources/shapeFixes';
import { shapeIssues, subscribeShapeIssues, type ShapeIssue } from '../resources/shapeReports';
import '../../i18n/parts/engineOnDemand';

/**
 * Development and demo only: the record-shape reports (src/resources/shapeReports.ts) on screen,
 * so a developer pointing the console at a new backend sees every field to map without opening
 * the console. Grouped by the `resources.<name>` entry each fix goes into; 复制全部为 deployment.ts
 * copies one `resources: { ... }` block with every fix (src/resources/shapeFixes.ts) to paste into
 * src/deployment.ts. Builds for a real backend report to the console only (see App.tsx).
 */
type CopyState = 'idle' | 'copied' | 'manual';

export function ShapeWarnings() {
  const translate = useTranslate();
  const [issues, setIssues] = useState<readonly ShapeIssue[]>(shapeIssues);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(0);
  const [copy, setCopy] = useState<CopyState>('idle');
  const manualRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => subscribeShapeIssues(setIssues), []);
  const context = useMemo(() => ({ schemas, mapping: deployment.resources }), []);
  const groups = useMemo(() => groupedByResource(issues), [issues]);
  const block = useMemo(() => deploymentBlock(issues, context), [issues, context]);
  // A new report makes the copied block stale: offer the copy again.
  useEffect(() => setCopy('idle'), [issues]);
  useEffect(() => {
    if (copy === 'manual') manualRef.current?.select();
  }, [copy]);
  if (issues.length <= dismissed) return null;

  const copyAll = async () => {
    try {
      // The clipboard needs a secure context (https or localhost); elsewhere the block is shown to copy by hand.
      await navigator.clipboard.writeText(block);
      setCopy('copied');
    } catch {
      setCopy('manual');
    }
  };

  return (
    // Under dialogs (never over a form's buttons), over the page.
    <Box
      sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.modal - 1, maxWidth: 'min(640px, calc(100vw - 32px))' }}
      data-testid="shape-warnings"
    >
      {/* Standard, not filled: dark text on the warning tint reads at 4.5:1 (white on orange does not). */}
      <Alert
        severity="warning"
        variant="standard"
        sx={{ boxShadow: 3, '& .MuiAlert-message': { minWidth: 0, flex: 1 }, flexWrap: 'wrap' }}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
            <Button color="inherit" size="small" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
              {translate(open ? 'engine.shape.hide' : 'engine.shape.show')}
            </Button>
            <Button color="inherit" size="small" variant="outlined" onClick={() => void copyAll()}>
              {translate('engine.shape.copyAll')}
            </Button>
            <Button color="inherit" size="small" onClick={() => setDismissed(issues.length)}>
              {translate('engine.shape.dismiss')}
            </Button>
          </Box>
        }
      >
        <AlertTitle>{translate('engine.shape.title', { smart_count: issues.length })}</AlertTitle>
        <Typography variant="body2" role="status" sx={{ minHeight: '1.25em' }}>
          {copy === 'copied' ? translate('engine.shape.copied') : copy === 'manual' ? translate('engine.shape.copyManually') : translate('engine.shape.hint')}
        </Typography>
        {copy === 'manual' ? (
          <TextField
            inputRef={manualRef}
            value={block}
            multiline
            maxRows={10}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'aria-label': translate('engine.shape.blockLabel'), spellCheck: false } }}
            sx={{ mt: 1, bgcolor: 'background.paper', borderRadius: 1, '& textarea': { fontFamily: 'monospace', fontSize: 12 } }}
          />
        ) : null}
        <Collapse in={open}>
          <Box sx={{ maxHeight: 280, overflow: 'auto', mt: 1 }} tabIndex={open ? 0 : -1} role="region" aria-label={translate('engine.shape.listLabel')}>
            {groups.map((group) => (
              <Box key={group.resource} component="section" sx={{ mb: 1 }}>
                <Typography component="h3" variant="subtitle2" sx={{ fontFamily: 'monospace' }}>
                  resources.{group.resource}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2, fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
                  {group.issues.map((issue) => (
                    <li key={`${issue.field}.${issue.problem}`}>{shapeFixText(issue, context, issues)}</li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Collapse>
      </Alert>
    </Box>
  );
}

/** Rendered beside the router (outside react-admin), so it brings its own translations. */
export function ShapeWarningsWithI18n() {
  return (
    <I18nContextProvider value={i18nProvider}>
      <ShapeWarnings />
    </I18nContextProvider>
  );
}
