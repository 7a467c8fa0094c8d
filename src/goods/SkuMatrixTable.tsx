import { memo, useEffect, useMemo, useRef, useState, type ClipboardEvent, type Dispatch, type ReactNode } from 'react';
import { Box, Menu, MenuItem, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useVirtualizer } from '@tanstack/react-virtual';
import { FieldTitle, useTranslate } from 'react-admin';
import { mediaSrc } from '../dataProvider/urlPolicy';
import type { Currency } from '../reference/reference.types';
import type { GoodsProperty } from '../../schemas/goods';
import { applyCells, type MatrixAction } from './matrixState';
import { REQUIRED_SKU_FIELDS } from './requiredMarks';
import { comboLabel, type MatrixErrors, type SkuDraft, type SkuField } from './skuMatrix';
import { parseClipboardGrid, pasteReport, planPaste, type PasteReport } from './skuPaste';
import '../../i18n/parts/goodsPolish';
import '../../i18n/parts/goods';

export const ROW_HEIGHT = 48;
const COLUMNS = '32px minmax(150px, 1.5fr) minmax(150px, 1.3fr) 110px 120px 100px 100px 64px';
const MIN_WIDTH = 900;
const HEADERS = ['combination', 'skuCode', 'price', 'currencyCode', 'stock', 'weight', 'image'] as const;
const checkboxStyle = {
  width: 18,
  height: 18,
  margin: 0,
  accentColor: 'var(--mui-palette-primary-main, #1976d2)',
  cursor: 'pointer',
} as const;

/**
 * The grid's look, once for the whole grid (one set of rules): each row is plain markup with
 * class names, so a row mounts no styled component and a keystroke re-renders one plain
 * `<input>` (docs/decisions/290-sku-rows-and-chat-open.md). Every row is `contain: strict` (a
 * fixed height and the grid's width): typing lays out and paints that row, not the page.
 */
const gridSx: SystemStyleObject<Theme> = {
  '& .sku-row': {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: ROW_HEIGHT,
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    gap: 1,
    alignItems: 'center',
    px: 1,
    borderBottom: 1,
    borderColor: 'divider',
    boxSizing: 'border-box',
    contain: 'strict',
  },
  '& .sku-cell': { minWidth: 0, display: 'flex', alignItems: 'center', '& > *': { width: '100%' } },
  '& .sku-label': {
    typography: 'body2',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .sku-index': { color: 'text.secondary', mr: 1 },
  '& .sku-input': {
    boxSizing: 'border-box',
    minWidth: 0,
    fontFamily: 'inherit',
    fontSize: 14,
    color: 'text.primary',
    px: 1,
    height: 34,
    border: 1,
    borderRadius: 1,
    borderColor: 'divider',
    bgcolor: 'background.paper',
    outline: 'none',
    '&:focus': { borderColor: 'primary.main', boxShadow: (theme: Theme) => `0 0 0 1px ${theme.palette.primary.main}` },
    '&[aria-invalid="true"]': { borderColor: 'error.main', bgcolor: 'rgba(211,47,47,0.06)' },
    '&[aria-invalid="true"]:focus': {
      boxShadow: (theme: Theme) => `0 0 0 1px ${theme.palette.error.main}`,
    },
  },
  '& .sku-image': {
    width: 36,
    height: 36,
    p: 0,
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
    overflow: 'hidden',
    fontFamily: 'inherit',
    fontSize: 12,
    color: 'text.secondary',
    bgcolor: 'transparent',
    cursor: 'pointer',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  },
};

/**
 * A table cell of the grid: the ARIA table needs every child of a row to be a cell (axe
 * `aria-required-children`), so each input sits in one.
 */
function Cell({ children }: { children: ReactNode }) {
  return (
    <div role="cell" className="sku-cell">
      {children}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslate>;

interface RowProps {
  row: SkuDraft;
  index: number;
  label: string;
  selected: boolean;
  cellErrors: Partial<Record<SkuField, string>> | undefined;
  currencies: readonly Currency[];
  images: readonly string[];
  dispatch: Dispatch<MatrixAction>;
  translate: Translate;
  top: number;
}

type TextField = 'skuCode' | 'price' | 'stock' | 'weight';

/**
 * How long typing in a cell may pause before the value goes to the matrix state. Each keystroke
 * re-renders the cell alone; the matrix state (and the editor hosting it, and the validation of
 * 1,000 rows) follows once per pause, on blur, on paste and when the row unmounts, so nothing
 * typed is lost (docs/decisions/250-scale-work.md).
 */
export const CELL_SETTLE_MS = 300;

interface TextCellProps {
  rowKey: string;
  field: TextField;
  value: string;
  error: string | undefined;
  mode: 'text' | 'decimal' | 'numeric';
  index: number;
  label: string;
  dispatch: Dispatch<MatrixAction>;
}

/** One typed cell: its own text while typing, handed to the matrix state when typing settles. */
const SkuTextCell = memo(function SkuTextCell({
  rowKey,
  field,
  value,
  error,
  mode,
  index,
  label,
  dispatch,
}: TextCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const pending = useRef<{ value: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const flush = useRef(() => {});
  flush.current = () => {
    const typed = pending.current;
    if (!typed) return;
    clearTimeout(typed.timer);
    pending.current = null;
    dispatch({ type: 'cell', key: rowKey, field, value: typed.value });
    setDraft(null);
  };
  useEffect(() => {
    const latest = flush;
    // A row scrolled out of the window (or the page left) hands over what it holds.
    return () => latest.current();
  }, []);
  return (
    <Cell>
      <input
        className="sku-input"
        value={draft ?? value}
        onChange={(event) => {
          const typed = event.target.value;
          setDraft(typed);
          if (pending.current) clearTimeout(pending.current.timer);
          pending.current = { value: typed, timer: setTimeout(() => flush.current(), CELL_SETTLE_MS) };
        }}
        onBlur={() => flush.current()}
        // A block pasted from here replaces this cell: what was typed goes first, so the paste (and its 撤销) come after it.
        onPaste={() => flush.current()}
        title={error}
        inputMode={mode}
        aria-label={label}
        aria-invalid={Boolean(error) || undefined}
        data-testid={`sku-${index}-${field}`}
        data-row={index}
        data-field={field}
      />
    </Cell>
  );
});

/** One SKU row; memoised so a change re-renders only the rows it touched. */
const SkuRow = memo(function SkuRow({
  row,
  index,
  label,
  selected,
  cellErrors,
  currencies,
  images,
  dispatch,
  translate,
  top,
}: RowProps) {
  const set = (field: SkuField) => (event: { target: { value: string } }) =>
    dispatch({ type: 'cell', key: row.key, field, value: event.target.value });
  const rowName = translate('goods.sku.row', { n: index + 1 });
  const input = (field: TextField, mode: 'text' | 'decimal' | 'numeric') => (
    <SkuTextCell
      rowKey={row.key}
      field={field}
      value={row[field]}
      error={cellErrors?.[field]}
      mode={mode}
      index={index}
      label={`${rowName} ${translate(`goods.sku.${field}`)}`}
      dispatch={dispatch}
    />
  );
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const image = mediaSrc(row.image);
  return (
    // The offset inline: in `sx` each row position was one more emotion class, inserted while scrolling.
    <div
      role="row"
      className="sku-row"
      aria-rowindex={index + 2}
      data-index={index}
      style={{ transform: `translateY(${top}px)` }}
    >
      <Cell>
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) =>
            dispatch({
              type: 'select',
              key: row.key,
              on: event.target.checked,
              range: (event.nativeEvent as MouseEvent).shiftKey === true,
            })
          }
          aria-label={translate('goodsPolish.select.row', { n: index + 1, label: label || '—' })}
          data-testid={`sku-${index}-select`}
          style={checkboxStyle}
        />
      </Cell>
      <div role="cell" className="sku-label" title={label} data-testid={`sku-${index}-label`}>
        <span className="sku-index">{index + 1}</span>
        {label || '—'}
      </div>
      {input('skuCode', 'text')}
      {input('price', 'decimal')}
      <Cell>
        <select
          className="sku-input"
          value={row.currencyCode}
          onChange={set('currencyCode')}
          aria-label={`${translate('goods.sku.row', { n: index + 1 })} ${translate('goods.sku.currencyCode')}`}
          data-testid={`sku-${index}-currencyCode`}
          data-row={index}
          data-field="currencyCode"
          aria-invalid={Boolean(cellErrors?.currencyCode) || undefined}
          title={cellErrors?.currencyCode}
        >
          {!currencies.some((c) => c.currencyCode === row.currencyCode) && (
            <option value={row.currencyCode}>{row.currencyCode}</option>
          )}
          {currencies.map((c) => (
            <option key={c.currencyCode} value={c.currencyCode}>
              {c.currencyCode} {c.currencyName}
            </option>
          ))}
        </select>
      </Cell>
      {input('stock', 'numeric')}
      {input('weight', 'decimal')}
      <Cell>
        <button
          type="button"
          className="sku-image"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={`${translate('goods.sku.row', { n: index + 1 })} ${translate('goods.sku.chooseImage')}`}
          data-testid={`sku-${index}-image`}
          data-row={index}
          data-field="image"
        >
          {image ? (
            <img src={image} alt="" width={36} height={36} style={{ objectFit: 'cover' }} />
          ) : (
            translate('goods.sku.noImage')
          )}
        </button>
      </Cell>
      {/* Mounted while open only: a closed menu per row would render with every row. */}
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {images.length === 0 && <MenuItem disabled>{translate('goods.sku.noGalleryImages')}</MenuItem>}
          {images.map((url) => (
            <MenuItem
              key={url}
              selected={url === row.image}
              onClick={() => {
                dispatch({ type: 'cell', key: row.key, field: 'image', value: url });
                setAnchor(null);
              }}
            >
              <img src={url} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />
            </MenuItem>
          ))}
          <MenuItem
            onClick={() => {
              dispatch({ type: 'cell', key: row.key, field: 'image', value: '' });
              setAnchor(null);
            }}
          >
            {translate('goods.sku.clearImage')}
          </MenuItem>
        </Menu>
      )}
    </div>
  );
});

/**
 * The SKU matrix as a virtualised grid (only the visible rows are in the DOM), so a goods
 * item with 1,000 SKUs scrolls and types smoothly.
 */
export function SkuMatrixTable({
  properties,
  rows,
  selected,
  errors,
  currencies,
  images,
  dispatch,
  scrollToKey,
  onPasted,
}: {
  properties: readonly GoodsProperty[];
  rows: readonly SkuDraft[];
  /** Keys of the ticked rows. */
  selected: ReadonlySet<string>;
  errors: MatrixErrors | null;
  currencies: readonly Currency[];
  images: readonly string[];
  dispatch: Dispatch<MatrixAction>;
  scrollToKey?: { key: string } | null;
  /** A block pasted into the grid: what was written, refused and left outside. */
  onPasted: (report: PasteReport) => void;
}) {
  const translate = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const headCheckbox = useRef<HTMLInputElement>(null);
  const selectedCount = selected.size;
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  useEffect(() => {
    if (headCheckbox.current) headCheckbox.current.indeterminate = selectedCount > 0 && !allSelected;
  }, [selectedCount, allSelected]);

  /**
   * Ctrl+V in a cell: a block (tabs or line breaks) fills the grid from that cell, as typed into
   * each cell; one value typed into a text cell is left to the browser (caret, the input's own undo).
   */
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-field]');
    const field = cell?.dataset.field as SkuField | undefined;
    const startRow = Number(cell?.dataset.row);
    if (!cell || !field || !Number.isInteger(startRow)) return;
    const text = event.clipboardData.getData('text/plain');
    const block = parseClipboardGrid(text);
    if (!block.length) return;
    const single = block.length === 1 && block[0].length === 1;
    if (single && cell.tagName === 'INPUT') return;
    event.preventDefault();
    const plan = planPaste(block, { rows, startRow, startField: field, currencies, images });
    const after = applyCells(rows, plan.cells).rows;
    dispatch({ type: 'paste', cells: plan.cells });
    onPasted(pasteReport(plan, after, properties));
  };
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  // Row keys change only with the properties, so the labels do not follow every keystroke.
  const labels = useMemo(
    () => new Map(rows.map((r) => [r.key, comboLabel(properties, r.valueIds)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [properties, rows.length],
  );
  // A row's messages are translated once per messages object (validateMatrix keeps the object of
  // a row that did not change), so showing the errors of 1,000 rows after a change translates
  // the changed rows only, and the other rows keep their props (the rows are memoised).
  const translations = useRef<{
    translate: Translate;
    rows: WeakMap<object, Partial<Record<SkuField, string>>>;
  } | null>(null);
  const translated = useMemo(() => {
    const out: Record<string, Partial<Record<SkuField, string>>> = {};
    if (translations.current?.translate !== translate) translations.current = { translate, rows: new WeakMap() };
    const cache = translations.current.rows;
    if (errors) {
      for (const [key, cells] of Object.entries(errors.cells)) {
        let row = cache.get(cells);
        if (!row) {
          row = {};
          for (const [field, message] of Object.entries(cells))
            if (message) row[field as SkuField] = translate(message.key, message.args);
          cache.set(cells, row);
        }
        out[key] = row;
      }
    }
    return out;
  }, [errors, translate]);

  useEffect(() => {
    if (!scrollToKey) return;
    const index = rows.findIndex((r) => r.key === scrollToKey.key);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
    // Only when a new target is asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollToKey]);

  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate('goods.sku.empty')}
      </Typography>
    );
  }
  const height = Math.min(rows.length * ROW_HEIGHT, 10 * ROW_HEIGHT);
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        role="table"
        aria-label={translate('goods.form.sku')}
        aria-rowcount={rows.length + 1}
        aria-colcount={HEADERS.length + 1}
        sx={{ minWidth: MIN_WIDTH }}
        data-testid="sku-matrix"
      >
        <Box
          role="row"
          aria-rowindex={1}
          sx={{
            display: 'grid',
            gridTemplateColumns: COLUMNS,
            gap: 1,
            px: 1,
            py: 1,
            bgcolor: 'action.hover',
            fontSize: 13,
            fontWeight: 600,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box role="columnheader" sx={{ display: 'flex', alignItems: 'center' }}>
            <input
              type="checkbox"
              ref={headCheckbox}
              checked={allSelected}
              onChange={() => dispatch({ type: 'selectAll', on: !allSelected })}
              aria-label={translate('goodsPolish.select.all')}
              data-testid="sku-select-all"
              style={checkboxStyle}
            />
          </Box>
          {HEADERS.map((k) => (
            <Box role="columnheader" key={k} data-testid={`sku-header-${k}`}>
              <FieldTitle label={`goods.sku.${k}`} isRequired={k !== 'combination' && REQUIRED_SKU_FIELDS.has(k)} />
            </Box>
          ))}
        </Box>
        <Box
          ref={scrollRef}
          sx={[{ height, overflowY: 'auto', position: 'relative' }, gridSx]}
          data-testid="sku-scroll"
        >
          <Box role="rowgroup" sx={{ height: virtualizer.getTotalSize(), position: 'relative' }} onPaste={onPaste}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              return (
                <SkuRow
                  key={row.key}
                  row={row}
                  index={item.index}
                  top={item.start}
                  label={labels.get(row.key) ?? comboLabel(properties, row.valueIds)}
                  selected={selected.has(row.key)}
                  cellErrors={translated[row.key]}
                  currencies={currencies}
                  images={images}
                  dispatch={dispatch}
                  translate={translate}
                />
              );
            })}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
