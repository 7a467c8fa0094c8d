import type { Dispatch } from 'react';
import { Alert, AlertTitle, Box, Button, IconButton, Link as MuiLink, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { MatrixAction } from './matrixState';
import type { PasteIssue, PasteReport } from './skuPaste';
import '../../i18n/parts/goodsPolish';
import '../../i18n/parts/goods';

/** Issues listed by name in the report; the rest are counted. */
const LISTED = 6;

/**
 * Under the bulk bar: how to paste from Excel, and the ticked rows' count with 清除选择 (the
 * scope 选中的 SKU fills them).
 */
export function SkuSelectionLine({
  selectedCount,
  dispatch,
}: {
  selectedCount: number;
  dispatch: Dispatch<MatrixAction>;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" data-testid="sku-paste-hint">
        {translate('goodsPolish.paste.hint')}
      </Typography>
      {selectedCount > 0 ? (
        <Typography variant="body2" component="span" role="status" data-testid="sku-selected-count">
          {translate('goodsPolish.select.count', { count: selectedCount })}{' '}
          <MuiLink
            component="button"
            type="button"
            onClick={() => dispatch({ type: 'selectAll', on: false })}
            sx={{ verticalAlign: 'baseline' }}
          >
            {translate('goodsPolish.select.clear')}
          </MuiLink>
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('goodsPolish.select.hint')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * What a paste did: cells written, cells refused (a currency or picture the cell cannot take),
 * written cells the matrix's validation refuses (marked red in the grid, same messages as
 * typing) and cells beyond the grid. 撤销粘贴 puts the cells back as they were.
 */
export function PasteReportAlert({
  report,
  canUndo,
  onUndo,
  onClose,
}: {
  report: PasteReport;
  canUndo: boolean;
  onUndo: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const line = (issue: PasteIssue) =>
    translate('goodsPolish.paste.cell', {
      row: issue.row + 1,
      column: translate(`goods.sku.${issue.field}`),
      message: translate(issue.message.key, issue.message.args),
    });
  const list = (issues: readonly PasteIssue[]) => (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {issues.slice(0, LISTED).map((issue, i) => (
        <li key={`${issue.row}-${issue.field}-${i}`}>{line(issue)}</li>
      ))}
      {issues.length > LISTED && <li>{translate('goodsPolish.paste.more', { count: issues.length - LISTED })}</li>}
    </Box>
  );
  const { outside } = report;
  const outsideText =
    outside.cells === 0
      ? null
      : outside.rows > 0 && outside.columns > 0
        ? translate('goodsPolish.paste.outsideBoth', {
            count: outside.cells,
            rows: outside.rows,
            columns: outside.columns,
          })
        : outside.rows > 0
          ? translate('goodsPolish.paste.outsideRows', {
              count: outside.cells,
              rows: outside.rows,
              total: report.totalRows,
            })
          : translate('goodsPolish.paste.outsideColumns', { count: outside.cells, columns: outside.columns });
  const problems = report.invalid.length + report.refused.length + outside.cells;
  return (
    <Alert
      severity={problems ? 'warning' : 'success'}
      role="status"
      data-testid="sku-paste-report"
      // On a phone the buttons go under the report instead of narrowing it.
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 48px)', sm: '1 1 auto' } },
      }}
      action={
        <>
          {canUndo && (
            <Button color="inherit" size="small" onClick={onUndo} data-testid="paste-undo">
              {translate('goodsPolish.undo.paste')}
            </Button>
          )}
          <IconButton
            color="inherit"
            size="small"
            onClick={onClose}
            aria-label={translate('goodsPolish.paste.close')}
            title={translate('goodsPolish.paste.close')}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      <AlertTitle>
        {report.pasted
          ? translate('goodsPolish.paste.done', { count: report.pasted, rows: report.rows })
          : translate('goodsPolish.paste.nothing')}
      </AlertTitle>
      {report.invalid.length > 0 && (
        <>
          <Typography variant="body2">
            {translate('goodsPolish.paste.invalid', { count: report.invalid.length })}
          </Typography>
          {list(report.invalid)}
        </>
      )}
      {report.refused.length > 0 && (
        <>
          <Typography variant="body2">
            {translate('goodsPolish.paste.refused', { count: report.refused.length })}
          </Typography>
          {list(report.refused)}
        </>
      )}
      {outsideText && (
        <Typography variant="body2" data-testid="sku-paste-outside">
          {outsideText}
        </Typography>
      )}
    </Alert>
  );
}
