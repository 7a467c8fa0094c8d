import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Collapse } from '@mui/material';
import { I18nContextProvider, useTranslate } from 'react-admin';
import { i18nProvider } from './i18nProvider';
import { shapeIssues, shapeIssueText, subscribeShapeIssues, type ShapeIssue } from '../resources/shapeReports';

/**
 * Development only: the record-shape reports (src/resources/shapeReports.ts) on screen, so a
 * developer pointing the console at a new backend sees every field to map without opening the
 * console. Production builds report to the console only (see App.tsx).
 */
export function ShapeWarnings() {
  const translate = useTranslate();
  const [issues, setIssues] = useState<readonly ShapeIssue[]>(shapeIssues);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(0);
  useEffect(() => subscribeShapeIssues(setIssues), []);
  if (issues.length <= dismissed) return null;
  return (
    // Under dialogs (never over a form's buttons), over the page.
    <Box sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.modal - 1, maxWidth: 560 }} data-testid="shape-warnings">
      <Alert
        severity="warning"
        variant="filled"
        action={
          <>
            <Button color="inherit" size="small" onClick={() => setOpen((value) => !value)}>
              {translate(open ? 'engine.shape.hide' : 'engine.shape.show')}
            </Button>
            <Button color="inherit" size="small" onClick={() => setDismissed(issues.length)}>
              {translate('engine.shape.dismiss')}
            </Button>
          </>
        }
      >
        <AlertTitle>{translate('engine.shape.title', { smart_count: issues.length })}</AlertTitle>
        <Collapse in={open}>
          <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 240, overflow: 'auto', fontFamily: 'monospace', fontSize: 12 }}>
            {issues.map((issue) => (
              <li key={`${issue.resource}.${issue.field}.${issue.problem}`}>{shapeIssueText(issue)}</li>
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
