import { memo } from 'react';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { PreviewRow, SheetColumn } from '../../sheets/sheetTypes';
import '../../../../i18n/parts/import';

/**
 * The import preview's table (one page of rows): the sheet's row number, what the row will do
 * (新增 / 更新 / 跳过 / 有错误) and each column found in the file, a bad cell marked with the form's
 * message under its value. One plain table with one style rule set (no MUI component per cell),
 * so a page of 50 rows × 25 columns renders at once.
 */
const tone = (theme: Theme, kind: 'error' | 'success' | 'info' | 'warning') => {
  const dark = theme.palette.mode === 'dark';
  return dark ? theme.palette[kind].light : theme.palette[kind].dark;
};

const tableSx = (theme: Theme) => ({
  borderCollapse: 'separate' as const,
  borderSpacing: 0,
  fontSize: 13,
  minWidth: '100%',
  '& th, & td': { borderBottom: `1px solid ${theme.palette.divider}`, px: 1, py: 0.75, textAlign: 'left' as const, verticalAlign: 'top' as const },
  '& th': { position: 'sticky' as const, top: 0, zIndex: 1, bgcolor: 'background.paper', fontWeight: 600, whiteSpace: 'nowrap' as const },
  '& td': { minWidth: '4.5em', maxWidth: 280, overflowWrap: 'anywhere' as const, whiteSpace: 'pre-line' as const },
  '& td.ip-number': { color: 'text.secondary', whiteSpace: 'nowrap' as const },
  '& td[data-invalid="true"]': { bgcolor: theme.palette.mode === 'dark' ? 'rgba(244, 67, 54, 0.16)' : 'rgba(211, 47, 47, 0.08)', boxShadow: `inset 2px 0 0 ${tone(theme, 'error')}` },
  '& .ip-message': { display: 'block', color: tone(theme, 'error'), fontSize: 12, mt: 0.25 },
  '& .ip-note': { color: tone(theme, 'error'), fontSize: 12 },
  '& .ip-state': { whiteSpace: 'nowrap' as const, fontWeight: 600 },
  '& .ip-state[data-state="create"]': { color: tone(theme, 'success') },
  '& .ip-state[data-state="update"]': { color: tone(theme, 'info') },
  '& .ip-state[data-state="skip"]': { color: 'text.secondary' },
  '& .ip-state[data-state="invalid"], & .ip-state[data-state="held"]': { color: tone(theme, 'error') },
});

/** `invalid`: a bad cell; `held`: not imported for a reason of the row (a duplicate, another row of its goods, an unknown order). */
export const rowState = (row: PreviewRow): 'invalid' | 'held' | 'skip' | 'create' | 'update' =>
  Object.keys(row.errors).length ? 'invalid' : row.notes.length ? 'held' : row.skip ? 'skip' : (row.action ?? 'create');

interface Props {
  columns: ReadonlyArray<SheetColumn & { present: boolean }>;
  /** The profile's words for 新增 / 更新. */
  stateKeys?: Partial<Record<'create' | 'update', string>>;
  rows: readonly PreviewRow[];
  labelledBy: string;
}

export const PreviewTable = memo(function PreviewTable({ columns, rows, labelledBy, stateKeys }: Props) {
  const translate = useTranslate();
  const shown = columns.filter((c) => c.present && !c.ignored);
  return (
    <Box component="table" sx={tableSx} aria-labelledby={labelledBy} data-testid="import-preview-table">
      <thead>
        <tr>
          <th scope="col">{translate('import.preview.row')}</th>
          <th scope="col">{translate('import.preview.state')}</th>
          {shown.map((column) => (
            <th scope="col" key={column.key}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const state = rowState(row);
          return (
            <tr key={row.index} data-row={row.number} data-state={state}>
              <td className="ip-number">{row.number}</td>
              <td>
                <span className="ip-state" data-state={state}>
                  {translate((state === 'create' || state === 'update' ? stateKeys?.[state] : undefined) ?? `import.preview.states.${state}`)}
                </span>
                {row.skip && <span className="ip-message ip-skip">{row.skip}</span>}
                {row.notes.map((note) => (
                  <span className="ip-message" key={note}>
                    {note}
                  </span>
                ))}
              </td>
              {shown.map((column) => {
                const message = row.errors[column.key];
                return (
                  <td key={column.key} data-column={column.key} data-invalid={message ? 'true' : undefined}>
                    {row.cells[column.key] ?? ''}
                    {message && <span className="ip-message">{message}</span>}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
});
