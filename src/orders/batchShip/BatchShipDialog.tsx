import { Suspense, useCallback, useContext, useId, useMemo, useRef, useState } from 'react';
import { lazyDialog } from '../../resources/ui/lazyPlaces';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { Form, ListContext, required, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { orderRules, type Order } from '../../../schemas/orders';
import type { ActionDialogProps } from '../../resources/actionRegistry';
import { BulkRunDialog } from '../../resources/bulk/BulkRunDialog';
import type { BulkItem, BulkOutcome } from '../../resources/bulk/runBulk';
import { callAction } from '../../resources/callAction';
import { ModalDialog } from '../../resources/ui/ModalDialog';
import { errorText } from '../../resources/ui/errorText';
import { useWaybillSheet } from '../useWaybillSheet';
import { CarrierSelectInput } from '../../reference/ReferenceInputs';
import { referenceSources } from '../../reference/sources';
import { useReferenceOptions } from '../../resources/ui/useReferenceOptions';
import type { Id } from '../orders.types';
import { useLastCarrier } from '../lastCarrier';
import { useOrdersByIds } from '../useOrdersByIds';
import { validateWaybillNo, type WaybillValues } from '../WaybillFields';
import { batchShipTask, type ShipValue } from './batchShipper';
import { cleanNumber, duplicateRows, parsePaste } from './pasteNumbers';
import { inputId, WaybillTable, type WaybillRow } from './WaybillTable';
import '../../../i18n/parts/ordersVolume';
import '../../../i18n/parts/orderScreens';
import '../../../i18n/parts/engineOnDemand';

/** The sheet import (订单号 · 物流公司 · 运单号), loaded when chosen. */
const ImportDialog = lazyDialog(() => import('../../resources/ui/import/ImportDialog'), { close: (props) => () => props.onClose(false) });

/**
 * 批量发货 (issue 21 item 1; the bulk dialog of the orders' `sentDeliver`): one carrier for all
 * and a waybill number per 待发货 order, typed (Enter moves on) or pasted from a sheet's column;
 * numbers are checked with the single 发货 dialog's rule and against each other. Orders not 待发货
 * are listed as skipped and never sent. 确认发货 hands the orders to BulkRunDialog (bounded
 * concurrency, progress, cancel, result list, 重试失败项); each order runs the single dialog's
 * sequence (waybill, then sentDeliver: batchShipper.ts), and what a retry needs is kept for the
 * whole dialog, so a saved waybill is not sent again. From the result, 返回修改运单号 brings back
 * the table with the orders not shipped and what was typed. Closing refreshes the list and leaves
 * the orders not shipped selected.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

interface Run {
  items: BulkItem<ShipValue>[];
  carrierName: string;
  count: number;
}

export default function BatchShipDialog({ schema, name, ids, records, onClose }: ActionDialogProps) {
  const translate = useTranslate();
  const t: Translate = (key, options) => translate(`ordersVolume.batchShip.${key}`, options);
  const titleId = useId();
  const formId = useId();
  const list = useContext(ListContext);
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { orders, error, retry, progress } = useOrdersByIds(schema.name, ids, records, { full: false });
  const carriers = useReferenceOptions(referenceSources.carriers);
  const [lastCarrier, setLastCarrier] = useLastCarrier();
  // The form starts from the last carrier used; after 返回修改运单号 from the one just chosen.
  const [initial, setInitial] = useState(() => ({ carrierId: lastCarrier }));
  // Typed numbers by order, kept across runs; saved waybills by order, for retries (batchShipper.ts).
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [shipped, setShipped] = useState<ReadonlySet<string>>(new Set());
  const [run, setRun] = useState<Run | null>(null);
  // 从表格导入: the waybill sheet (../waybillSheet.ts, the orders list's 导入 too).
  const importProfile = useWaybillSheet();
  const [importing, setImporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const saved = useRef(new Map<string, WaybillValues>());
  const confirmRef = useRef<HTMLButtonElement>(null);

  const statusName = (order: Order) =>
    translate(`resources.${schema.name}.enums.status.${String(order.status)}`, { _: String(order.status ?? '') });
  const toShip = useMemo(
    () => (orders ?? []).filter((o) => orderRules.canSendDeliver(o) && !shipped.has(String(o.id))),
    [orders, shipped],
  );
  const skipped = useMemo(() => (orders ?? []).filter((o) => !orderRules.canSendDeliver(o)), [orders]);
  const rows: WaybillRow[] = useMemo(
    () =>
      toShip.map((o) => ({
        key: String(o.id),
        orderNo: String(o.orderNo ?? o.id),
        buyer: [o.buyerName, o.buyerCompany].filter(Boolean).join(' · '),
      })),
    [toShip],
  );

  const duplicates = useMemo(() => duplicateRows(rows.map((r) => numbers[r.key] ?? '')), [rows, numbers]);
  const errors = useMemo(() => {
    const found = new Map<string, string>();
    rows.forEach((row, index) => {
      const value = numbers[row.key] ?? '';
      const others = duplicates.get(index);
      // A repeated number is flagged at once; an empty or malformed one after leaving it or 确认发货.
      if (others) found.set(row.key, t('duplicate', { rows: others.map((n) => n + 1).join(t('listSeparator')) }));
      else if (submitted || touched.has(row.key)) {
        // Checked as it will be sent: full-width characters and spaces cleaned.
        const rule = validateWaybillNo(cleanNumber(value));
        if (rule) found.set(row.key, translate(rule));
      }
    });
    return found;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is translate with a prefix
  }, [rows, numbers, duplicates, submitted, touched, translate]);
  const invalidCount = rows.filter(
    (row, index) => duplicates.has(index) || validateWaybillNo(cleanNumber(numbers[row.key] ?? '')),
  ).length;
  const filled = rows.filter((row) => (numbers[row.key] ?? '').trim()).length;

  const change = useCallback(
    (key: string, value: string) => setNumbers((previous) => ({ ...previous, [key]: value })),
    [],
  );
  const blur = useCallback((key: string) => {
    // What is sent is what is shown: full-width characters and spaces are cleaned on leaving.
    setNumbers((previous) =>
      previous[key] === undefined || previous[key] === cleanNumber(previous[key])
        ? previous
        : { ...previous, [key]: cleanNumber(previous[key]) },
    );
    setTouched((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));
  }, []);
  const paste = useCallback(
    (index: number, text: string): boolean => {
      const current = rows;
      const pasted = parsePaste(
        text,
        current.map((r) => r.orderNo),
      );
      if (pasted.kind === 'single') return false;
      const fill: Record<string, string> = {};
      let extra = 0;
      if (pasted.kind === 'column') {
        pasted.values.forEach((value, offset) => {
          const row = current[index + offset];
          if (row) fill[row.key] = value;
          else if (value) extra += 1;
        });
      } else {
        for (const row of current) {
          const value = pasted.values.get(cleanNumber(row.orderNo).toUpperCase());
          if (value !== undefined) fill[row.key] = value;
        }
      }
      const count = Object.values(fill).filter(Boolean).length;
      setNumbers((previous) => ({ ...previous, ...fill }));
      setTouched((previous) => new Set([...previous, ...Object.keys(fill)]));
      setAnnouncement(
        pasted.kind === 'byOrder' && count === 0
          ? translate('ordersVolume.batchShip.pasteNoMatch')
          : [
              translate('ordersVolume.batchShip.pasted', { smart_count: count }),
              extra ? translate('ordersVolume.batchShip.pasteOverflow', { smart_count: extra }) : '',
            ]
              .filter(Boolean)
              .join(translate('ordersVolume.batchShip.sentenceSeparator')),
      );
      return true;
    },
    [rows, translate],
  );
  const lastEnter = useCallback(() => confirmRef.current?.focus(), []);

  const submit = (values: Record<string, unknown>) => {
    setSubmitted(true);
    const firstBad = rows.find(
      (row, index) => duplicates.has(index) || validateWaybillNo(cleanNumber(numbers[row.key] ?? '')),
    );
    if (firstBad) {
      document.getElementById(inputId(firstBad.key))?.focus();
      return;
    }
    const carrierId = values.carrierId as Id;
    setLastCarrier(carrierId);
    setInitial({ carrierId });
    const carrierName =
      carriers.data?.find((c) => String(c.id) === String(carrierId))?.name ?? String(carrierId);
    const items: BulkItem<ShipValue>[] = [
      ...toShip.map((order) => {
        const waybillNo = cleanNumber(numbers[String(order.id)] ?? '');
        return {
          key: String(order.id),
          label: t('itemLabel', { orderNo: String(order.orderNo ?? order.id), waybillNo }),
          value: { id: order.id, carrierId, waybillNo },
        };
      }),
      ...skipped.map((order) => ({
        key: String(order.id),
        label: String(order.orderNo ?? order.id),
        value: { id: order.id, carrierId, waybillNo: '' },
        skipReason: t('skipReason', { status: statusName(order) }),
      })),
    ];
    setRun({ items, carrierName, count: toShip.length });
  };

  const task = useMemo(
    () =>
      batchShipTask(
        saved.current,
        async (id) => void (await callAction(dataProvider, schema.name, name, { id })),
        translate,
      ),
    [dataProvider, schema.name, name, translate],
  );

  /** Closes everything: the list reloads, and only the orders not shipped stay selected. */
  const finish = (shippedNow: ReadonlySet<string>) => {
    if (shippedNow.size) {
      list?.onSelect(toShip.filter((o) => !shippedNow.has(String(o.id))).map((o) => o.id));
      refresh();
    }
    onClose();
  };
  const doneKeys = (outcomes: ReadonlyMap<string, BulkOutcome>) =>
    new Set([...shipped, ...[...outcomes].filter(([, o]) => o.state === 'done').map(([key]) => key)]);

  if (importing && importProfile) {
    return (
      <Suspense fallback={null}>
        <ImportDialog
          schema={schema}
          profile={importProfile}
          onClose={(imported) => {
            // Nothing sent: back to the table, with what was typed. Sent: the list reloads.
            if (!imported) return setImporting(false);
            refresh();
            onClose();
          }}
        />
      </Suspense>
    );
  }

  if (run) {
    return (
      <BulkRunDialog
        title={t('title')}
        items={run.items}
        task={task}
        confirm={{ content: t('confirmContent', { smart_count: run.count, carrier: run.carrierName }) }}
        resultActions={(outcomes) =>
          [...outcomes.values()].some((o) => o.state === 'failed' || o.state === 'cancelled') && (
            <Button
              onClick={() => {
                setShipped(doneKeys(outcomes));
                setRun(null);
              }}
              data-testid="batch-ship-back"
            >
              {t('backToEdit')}
            </Button>
          )
        }
        onClose={(outcomes) => {
          const sent = [...outcomes.values()].some(
            (o) => o.state === 'done' || o.state === 'failed' || o.state === 'cancelled',
          );
          // Cancelled at the question: back to the table, nothing was sent.
          if (!sent) setRun(null);
          else finish(doneKeys(outcomes));
        }}
      />
    );
  }

  const loadingView = !orders && !error;
  return (
    // A click beside the dialog does not throw away what was typed; Escape and 取消 close it.
    <ModalDialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && finish(shipped)}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="batch-ship-dialog"
    >
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadFailed', { message: errorText(error, translate) })}
          </Alert>
        ) : loadingView ? (
          <Box role="status" sx={{ maxWidth: 420 }}>
            <Typography sx={{ mb: 1 }}>{t('loading', { done: progress.done, total: progress.total })}</Typography>
            <LinearProgress
              variant={progress.total ? 'determinate' : 'indeterminate'}
              value={progress.total ? (progress.done / progress.total) * 100 : undefined}
              aria-label={t('loadingLabel')}
            />
          </Box>
        ) : (
          <>
            <Typography sx={{ mb: 1.5 }} data-testid="batch-ship-summary">
              {t('summary', { total: orders?.length ?? 0, toShip: rows.length })}
            </Typography>
            {shipped.size > 0 && (
              <Alert severity="success" sx={{ mb: 1.5 }}>
                {t('shippedNote', { smart_count: shipped.size })}
              </Alert>
            )}
            {skipped.length > 0 && <SkippedList orders={skipped} statusName={statusName} t={t} />}
            {importProfile && (
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('sheetHint')}
                </Typography>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setImporting(true)}
                  data-testid="batch-ship-from-sheet"
                >
                  {t('fromSheet')}
                </Button>
              </Box>
            )}
            {rows.length === 0 ? (
              <Alert severity="info">{t('nothingToShip')}</Alert>
            ) : (
              <Form id={formId} record={initial} onSubmit={submit} noValidate>
                <Box sx={{ maxWidth: { sm: 360 } }}>
                  <CarrierSelectInput
                    source="carrierId"
                    label="orders.details.carrier"
                    validate={required('orders.details.carrierRequired')}
                    fullWidth
                    autoFocus
                    helperText="ordersVolume.batchShip.carrierHint"
                  />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id={`${formId}-hint`}>
                  {t('pasteHint')}
                </Typography>
                <WaybillTable
                  rows={rows}
                  numbers={numbers}
                  errors={errors}
                  onChange={change}
                  onBlur={blur}
                  onPaste={paste}
                  onLastEnter={lastEnter}
                />
              </Form>
            )}
            <Box
              aria-live="polite"
              role="status"
              sx={{ mt: 1, minHeight: '1.5em' }}
              data-testid="batch-ship-announcement"
            >
              <Typography variant="body2" color="text.secondary">
                {announcement}
              </Typography>
            </Box>
            {submitted && invalidCount > 0 && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="batch-ship-invalid">
                {t('invalidCount', { smart_count: invalidCount })}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {rows.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }} data-testid="batch-ship-filled">
            {t('filled', { filled, total: rows.length })}
          </Typography>
        )}
        <Button onClick={() => finish(shipped)}>
          {translate(shipped.size ? 'bulk.run.close' : 'engine.action.cancel')}
        </Button>
        {rows.length > 0 && (
          <Button
            ref={confirmRef}
            type="submit"
            form={formId}
            variant="contained"
            onClick={() => setSubmitted(true)}
            data-testid="batch-ship-confirm"
          >
            {t('confirm', { smart_count: rows.length })}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}

/** The orders that will not be sent, with their status (the first few named, the rest counted). */
function SkippedList({
  orders,
  statusName,
  t,
}: {
  orders: readonly Order[];
  statusName: (o: Order) => string;
  t: Translate;
}) {
  const shown = orders.slice(0, 8);
  return (
    <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="batch-ship-skipped">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('skippedTitle', { smart_count: orders.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {shown.map((order) => (
          <li key={String(order.id)}>
            {t('skippedItem', { orderNo: String(order.orderNo ?? order.id), status: statusName(order) })}
          </li>
        ))}
      </Box>
      {orders.length > shown.length && (
        <Typography variant="body2">{t('skippedMore', { smart_count: orders.length - shown.length })}</Typography>
      )}
    </Alert>
  );
}
