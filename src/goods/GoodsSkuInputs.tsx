import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, CircularProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { isUploadResultUrl } from '../dataProvider/urlPolicy';
import { currenciesOf, referenceSources } from '../reference/sources';
import { useReferenceOptions } from '../resources/ui/useReferenceOptions';
import { LoadError } from '../resources/ui/LoadError';
import type { WidgetInputProps } from '../resources/widgetTypes';
import type { MediaItem } from '../../schemas/goods';
import { scrollBehavior } from '../motion';
import { useGoodsSkus } from './goods.api';
import { activeProperties, markedErrors, type MatrixState } from './matrixState';
import { useMatrixState, useMatrixStore, type MatrixStore } from './matrixStore';
import { PropertyEditor } from './PropertyEditor';
import { SkuBulkBar } from './SkuBulkBar';
import { SkuMatrixTable } from './SkuMatrixTable';
import { PasteReportAlert, SkuSelectionLine } from './SkuMatrixNotes';
import { comboLabel, draftsFromSkus, validateMatrix, type MatrixErrors } from './skuMatrix';
import type { PasteReport } from './skuPaste';
import '../../i18n/parts/goodsPolish';
import '../../i18n/parts/goods';

/**
 * The goods form's two SKU field widgets (schemas/goods.ts, section 规格与 SKU): 规格 (the
 * property editor, field `properties`) and the SKU grid (bulk bar, paste, the grid; field
 * `skus`). They share one editing state per form (matrixStore.ts); the grid's widget reads the
 * goods' SKUs (`goodsSku/list`) and reads them again after a save, since the server numbers and
 * creates SKUs. Loaded with the goods form only (the `*.widget.tsx` modules stay light).
 */

const isNewRecord = (record: { id?: unknown } | undefined) => record?.id === undefined || record?.id === null;

/** 规格: add properties and values (created on the server as they are typed). */
export function GoodsPropertiesInput(_props: WidgetInputProps) {
  const record = useRecordContext();
  const store = useMatrixStore(isNewRecord(record));
  const matrix = useMatrixState(store);
  if (!store.ready()) return null;
  return <PropertyEditor properties={matrix.properties} dispatch={store.dispatch} refused={matrix.refused} />;
}

/** The SKU grid: reads the goods' SKUs, then edits them with the properties chosen above. */
export function GoodsSkusInput({ source }: WidgetInputProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const id = isNewRecord(record) ? null : String(record!.id);
  const store = useMatrixStore(id === null);
  const skus = useGoodsSkus(id);
  const { getFieldState, getValues } = useFormContext();
  const current = useWatch({ name: source });

  // Read (and read again after a save, when the form is clean): the grid starts from the server's SKUs.
  useEffect(() => {
    if (!skus.data || getFieldState(source).isDirty) return;
    const properties = (getValues('properties') as MatrixState['properties'] | undefined) ?? [];
    store.dispatch({ type: 'init', properties: Array.isArray(properties) ? properties : [], rows: draftsFromSkus(skus.data) });
  }, [skus.data, store, source, getFieldState, getValues]);

  // react-admin resets the values it did not see changed from the record (a save, a kept page
  // shown again): the grid's state is the value, so it is handed back.
  useEffect(() => {
    if (store.ready() && current !== store.value()) store.sync();
  }, [current, store]);

  if (skus.error) {
    return <LoadError error={skus.error} titleKey="engine.load.recordFailed" onRetry={() => skus.refetch()} />;
  }
  if (!store.ready()) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  return <SkuGrid store={store} />;
}

function SkuGrid({ store }: { store: MatrixStore }) {
  const translate = useTranslate();
  const matrix = useMatrixState(store);
  const { submitCount } = useFormState();
  // Before a save is tried, only the cells a fill or paste wrote show their errors (at once).
  const showErrors = submitCount > 0;
  const media = useWatch({ name: 'media' }) as MediaItem[] | '' | undefined;
  const goodsNo = useWatch({ name: 'goodsNo' }) as string | undefined;
  const currencies = currenciesOf(useReferenceOptions(referenceSources.currencies).data);
  const [scrollTo, setScrollTo] = useState<{ key: string } | null>(null);
  const [pasteReport, setPasteReport] = useState<PasteReport | null>(null);
  const closeReport = useCallback(() => setPasteReport(null), []);
  useBulkMessages(matrix, closeReport);

  const images = useMemo(
    () => (Array.isArray(media) ? media.filter((m) => m.mediaType !== 'Video' && isUploadResultUrl(m.imageUrl)).map((m) => m.imageUrl) : []),
    [media],
  );
  const shownProperties = useMemo(() => activeProperties(matrix.properties), [matrix.properties]);
  const errors: MatrixErrors | null = useMemo(
    () =>
      showErrors
        ? validateMatrix(matrix.properties, matrix.rows)
        : matrix.marked.size
          ? markedErrors(validateMatrix(matrix.properties, matrix.rows), matrix.marked)
          : null,
    [showErrors, matrix.properties, matrix.rows, matrix.marked],
  );

  // A refused save: the grid's first error in view.
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    const found = validateMatrix(store.get().properties, store.get().rows);
    const firstKey = Object.keys(found.cells)[0];
    if (!found.count) return;
    if (firstKey) setScrollTo({ key: firstKey });
    document.getElementById('goods-sku-section')?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  }, [submitCount, store]);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" data-testid="sku-count">
        {translate('goods.props.combos', { count: matrix.rows.length })}
      </Typography>
      {showErrors && errors && errors.count > 0 && <ErrorSummary errors={errors} matrix={matrix} onPick={(key) => setScrollTo({ key })} />}
      <SkuBulkBar
        count={matrix.rows.length}
        selectedCount={matrix.selected.size}
        properties={shownProperties}
        currencies={currencies}
        dispatch={store.dispatch}
        defaultPrefix={goodsNo?.trim() || 'SKU'}
        undoKind={matrix.undo?.kind}
      />
      <SkuSelectionLine selectedCount={matrix.selected.size} dispatch={store.dispatch} />
      {pasteReport && <PasteReportAlert report={pasteReport} canUndo={matrix.undo?.kind === 'paste'} onUndo={() => store.dispatch({ type: 'undo' })} onClose={closeReport} />}
      <SkuMatrixTable
        properties={shownProperties}
        rows={matrix.rows}
        selected={matrix.selected}
        errors={errors}
        currencies={currencies}
        images={images}
        dispatch={store.dispatch}
        scrollToKey={scrollTo}
        onPasted={setPasteReport}
      />
    </Stack>
  );
}

/**
 * One message per bulk step of the grid (its `last` outcome): filled, codes generated (or none
 * to generate), undone. A paste reports in place instead; an undo closes that report.
 */
function useBulkMessages(matrix: MatrixState, onUndo: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const seen = useRef(matrix.last?.seq);
  const last = matrix.last;
  useEffect(() => {
    if (!last || last.seq === seen.current) return;
    seen.current = last.seq;
    if (last.kind === 'fill') notify('goods.sku.bulkApplied', { type: 'info', messageArgs: { count: last.count, field: translate(`goods.sku.${last.field}`) } });
    else if (last.kind === 'codes') notify(last.count ? 'goods.sku.generated' : 'goodsPolish.codes.none', { type: 'info', messageArgs: { count: last.count } });
    else if (last.kind === 'undo') {
      notify('goodsPolish.undo.done', { type: 'info', messageArgs: { count: last.count } });
      onUndo();
    }
  }, [last, notify, translate, onUndo]);
}

/** The SKU errors in words: general ones, then the first rows with their combination. */
function ErrorSummary({ errors, matrix, onPick }: { errors: MatrixErrors; matrix: MatrixState; onPick: (key: string) => void }) {
  const translate = useTranslate();
  const props = activeProperties(matrix.properties);
  const index = new Map(matrix.rows.map((r, i) => [r.key, i]));
  const cellLines = Object.entries(errors.cells).flatMap(([key, cells]) =>
    Object.values(cells).flatMap((message) => (message ? [{ key, row: index.get(key) ?? 0, text: translate(message.key, message.args) }] : [])),
  );
  cellLines.sort((a, b) => a.row - b.row);
  const shown = cellLines.slice(0, 8);
  return (
    <Alert severity="error" data-testid="sku-errors">
      <Typography variant="subtitle2">{translate('goods.sku.errorSummary', { count: errors.count })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.general.map((m) => (
          <li key={m.key + JSON.stringify(m.args)}>{translate(m.key, m.args)}</li>
        ))}
        {shown.map((line, i) => (
          <li key={`${line.key}-${i}`}>
            <MuiLink component="button" type="button" onClick={() => onPick(line.key)} sx={{ verticalAlign: 'baseline' }}>
              {translate('goods.sku.row', { n: line.row + 1 })}（{comboLabel(props, matrix.rows[line.row]?.valueIds ?? []) || '—'}）
            </MuiLink>
            ：{line.text}
          </li>
        ))}
        {cellLines.length > shown.length && <li>…</li>}
      </Box>
    </Alert>
  );
}
