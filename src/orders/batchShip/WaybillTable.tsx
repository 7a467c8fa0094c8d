import { memo, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import '../../../i18n/parts/ordersVolume';

/**
 * 批量发货's table: 序号 | 订单号 | 采购商 | 运单号 (an input per order). Enter (not while an IME
 * composes) moves to the next row's input; a paste of several lines is handed to the dialog,
 * which fills the rows (pasteNumbers.ts). Below the `sm` width the buyer goes under the order
 * number. Rows are memoised: typing in one re-renders that row only.
 */
export interface WaybillRow {
  key: string;
  orderNo: string;
  buyer: string;
}

interface Props {
  rows: readonly WaybillRow[];
  numbers: Readonly<Record<string, string>>;
  /** The message per row key, shown under its input. */
  errors: ReadonlyMap<string, string>;
  onChange: (key: string, value: string) => void;
  onBlur: (key: string) => void;
  /** A multi-line paste into row `index`; return true when it was taken (default paste otherwise). */
  onPaste: (index: number, text: string) => boolean;
  /** Enter on the last row. */
  onLastEnter: () => void;
}

export const inputId = (key: string) => `batch-ship-no-${key}`;

export function WaybillTable({ rows, numbers, errors, onChange, onBlur, onPaste, onLastEnter }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`ordersVolume.batchShip.${key}`);
  return (
    <Box component="table" sx={tableSx} data-testid="batch-ship-table">
      <thead>
        <tr>
          <th className="bs-index">{t('index')}</th>
          <th>{t('orderNo')}</th>
          <th className="bs-buyer">{t('buyer')}</th>
          <th>{t('waybillNo')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <Row
            key={row.key}
            row={row}
            index={index}
            value={numbers[row.key] ?? ''}
            error={errors.get(row.key)}
            label={translate('ordersVolume.batchShip.inputLabel', { orderNo: row.orderNo })}
            onChange={onChange}
            onBlur={onBlur}
            onPaste={onPaste}
            onLastEnter={onLastEnter}
          />
        ))}
      </tbody>
    </Box>
  );
}

interface RowProps {
  row: WaybillRow;
  index: number;
  value: string;
  error?: string;
  label: string;
  onChange: (key: string, value: string) => void;
  onBlur: (key: string) => void;
  onPaste: (index: number, text: string) => boolean;
  onLastEnter: () => void;
}

const Row = memo(function Row({ row, index, value, error, label, onChange, onBlur, onPaste, onLastEnter }: RowProps) {
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter never submits from here: it moves to the next row's input, as in a sheet.
    event.preventDefault();
    const next = event.currentTarget.closest('tr')?.nextElementSibling?.querySelector('input');
    if (!next) return onLastEnter();
    next.focus();
    next.select();
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (onPaste(index, event.clipboardData.getData('text/plain'))) event.preventDefault();
  };
  return (
    <tr data-row={row.key}>
      <td className="bs-index">{index + 1}</td>
      <td>
        <span className="bs-order">{row.orderNo}</span>
        <Typography component="span" variant="caption" className="bs-buyer-below">
          {row.buyer}
        </Typography>
      </td>
      <td className="bs-buyer">{row.buyer}</td>
      <td className="bs-input">
        <TextField
          size="small"
          fullWidth
          value={value}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => onChange(row.key, event.target.value)}
          onBlur={() => onBlur(row.key)}
          onKeyDown={keyDown}
          onPaste={paste}
          slotProps={{
            htmlInput: {
              id: inputId(row.key),
              'aria-label': label,
              autoComplete: 'off',
              spellCheck: false,
              enterKeyHint: 'next',
            },
          }}
        />
      </td>
    </tr>
  );
});

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider' },
  '& thead th': {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    color: 'text.secondary',
  },
  '& td:not(.bs-input)': { pt: 1.5 },
  '& .bs-index': { width: '3em', color: 'text.secondary' },
  '& .bs-order': { fontFamily: 'monospace', overflowWrap: 'anywhere', display: 'block' },
  '& .bs-input': { width: { xs: '50%', sm: '38%' } },
  '& .bs-buyer': { display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' },
  '& .bs-buyer-below': { display: { xs: 'block', sm: 'none' }, color: 'text.secondary' },
} as const;
