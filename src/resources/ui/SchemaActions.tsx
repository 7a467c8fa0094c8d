import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { findActionDialog } from '../actionRegistry';
import { runAction } from '../callAction';
import { sameId } from '../compareValues';
import { hasScope, type ActionScope, type FieldSpec, type ParsedAction, type AnyResourceSchema } from '../defineResource';
import { moveRow } from '../reorder';
import type { ConfirmDialogProps } from './ConfirmDialogBody';
import { DialogStandIn } from './DialogStandIn';
import { errorText } from './errorText';
import { FieldDisplay } from './FieldDisplay';
import { DialogPartPlace } from './lazyPlaces';
import { onDemand, useOnDemand } from './onDemand';
import { recordName } from './recordName';
import { useReorderSaving, useSendOrder } from './ReorderBody';

/**
 * The schema's `api.actions`, rendered: `record` actions in the list's 操作 column (and on show
 * pages), `bulk` actions in the bulk-actions toolbar over the selected ids, `global` actions in
 * the list toolbar, and `reorder` actions as 上移 / 下移 in their order column. Each button asks
 * first when `confirm` is set (naming the record), opens its registered dialog when it needs
 * input, is disabled with a spinner while running, then toasts one message and refreshes.
 * Failures are toasted here once: dataProvider calls never reach the app's HTTP error toasts.
 */
type Action = ParsedAction;

export function actionLabelKey(schema: AnyResourceSchema, name: string): string {
  return `resources.${schema.name}.actions.${name}`;
}

/** The schema's actions of one scope, in declaration order (reorder actions render in their column instead). */
export function actionsOf(schema: AnyResourceSchema, scope: ActionScope): Array<[string, Action]> {
  return Object.entries(schema.api?.actions ?? {}).filter(([, a]) => hasScope(a, scope) && !a.reorder);
}

/** The action that saves the order of this column, if any. */
export function reorderActionOf(schema: AnyResourceSchema, fieldKey: string): [string, Action] | undefined {
  return Object.entries(schema.api?.actions ?? {}).find(([, a]) => a.reorder?.field === fieldKey);
}

// The confirmation's dialog loads on the click that asks (docs/decisions/345-shell-parts-on-their-event.md).
export const confirmDialog = onDemand(() => import('./ConfirmDialogBody').then((module) => module.ConfirmDialogBody));

/** A confirmation: 取消 and 确定 (red when destructive), busy while the call runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { module: Body, error, retry } = useOnDemand(confirmDialog, true);
  if (Body) return <Body {...props} />;
  return <DialogStandIn error={error} onRetry={retry} onClose={props.onClose} />;
}

export interface ActionRun {
  schema: AnyResourceSchema;
  name: string;
  action: Action;
  /** Run from the bulk bar: its `bulkDialog` (if any) instead of `dialog`. */
  bulk?: boolean;
  /** What the action runs on: one record (record), the selection (bulk), nothing (global). */
  ids: readonly RaRecord['id'][];
  records: readonly RaRecord[];
}

/**
 * One run of an action, mounted when the user starts it and unmounted by `onFinish`: its input
 * dialog, else its confirmation, else the call at once; then one toast and a refresh. Buttons
 * (a MUI button here, a light row button in the list table) only mount it, so a row costs no
 * hooks for its actions.
 */
export function ActionFlow({ schema, name, action, ids, records, bulk = false, onBusyChange, onSuccess, onFinish }: ActionRun & {
  onBusyChange?: (busy: boolean) => void;
  onSuccess?: () => void;
  onFinish: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [busy, setBusyState] = useState(false);
  const started = useRef(false);
  const label = translate(actionLabelKey(schema, name));
  const dialogName = (bulk ? action.bulkDialog : undefined) ?? action.dialog;
  const dialog = dialogName ? findActionDialog(dialogName) : undefined;
  if (dialogName && !dialog) throw new Error(`${schema.name}.${name}: no action dialog named "${dialogName}" (a src/**/*.action.tsx module exports it)`);
  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange?.(value);
  };
  const done = () => {
    notify('engine.action.done', { type: 'success' });
    refresh();
    onSuccess?.();
  };
  const runNow = async () => {
    setBusy(true);
    try {
      await runAction(dataProvider, schema, name, ids);
      setBusy(false);
      onFinish();
      done();
    } catch (error) {
      setBusy(false);
      notify('engine.action.failed', { type: 'error', messageArgs: { message: errorText(error, translate) } });
      if (!action.confirm) onFinish();
    }
  };
  const immediate = !dialog && !action.confirm;
  useEffect(() => {
    // Without a dialog or a question the call goes at once (once, also under StrictMode).
    if (immediate && !started.current) {
      started.current = true;
      void runNow();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on mount only
  }, []);
  if (immediate) return null;

  const single = ids.length === 1 ? records.find((r) => sameId(r.id, ids[0])) : undefined;
  const question =
    !bulk && single
      ? translate(`resources.${schema.name}.actionConfirm.${name}`, {
          name: recordName(schema, single),
          _: translate('engine.action.confirmContent', { action: label, name: recordName(schema, single) }),
        })
      : bulk
        ? translate('engine.action.bulkConfirmContent', { action: label, smart_count: ids.length })
        : translate('engine.action.globalConfirmContent', { action: label });

  const Input = dialog?.component;
  if (Input) {
    // While its code loads, and if it does not, the dialog's place holds 正在加载… or the failure with
    // 重试 (docs/decisions/348-code-parts-retry.md); the page behind keeps its selection.
    return (
      <DialogPartPlace onClose={onFinish}>
        <Input
          schema={schema}
          name={name}
          action={action}
          records={records}
          ids={ids}
          run={(data) => runAction(dataProvider, schema, name, ids, data)}
          onDone={() => {
            onFinish();
            done();
          }}
          onClose={onFinish}
        />
      </DialogPartPlace>
    );
  }
  return (
    <ConfirmDialog
      title={translate('engine.action.confirmTitle', { action: label })}
      content={question}
      danger={action.tone === 'danger'}
      busy={busy}
      onConfirm={() => void runNow()}
      onClose={onFinish}
    />
  );
}

interface ControlProps extends ActionRun {
  disabled?: boolean;
  /** Why it is disabled, shown as the button's tooltip text. */
  reason?: string;
  /** Accessible name (the label plus the record's name for row buttons). */
  ariaLabel?: string;
  variant: 'text' | 'outlined';
  onSuccess?: () => void;
}

function ActionControl({ schema, name, action, ids, records, disabled, reason, ariaLabel, variant, onSuccess }: ControlProps) {
  const translate = useTranslate();
  const [running, setRunning] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant={variant}
        color={action.tone === 'danger' ? 'error' : 'primary'}
        disabled={disabled || Boolean(reason) || busy}
        title={reason}
        aria-busy={busy || undefined}
        aria-label={ariaLabel}
        startIcon={busy ? <CircularProgress size={14} color="inherit" aria-label={translate('ra.page.loading')} /> : undefined}
        onClick={() => setRunning(true)}
      >
        {translate(actionLabelKey(schema, name))}
      </Button>
      {running && (
        <ActionFlow
          schema={schema}
          name={name}
          action={action}
          ids={ids}
          records={records}
          onBusyChange={setBusy}
          onSuccess={onSuccess}
          onFinish={() => setRunning(false)}
        />
      )}
    </>
  );
}

/**
 * The record's `record`-scope actions (in the row's 操作 cell or on a show page). A show page
 * that knows more than the record (e.g. an order without a waybill cannot ship yet) passes
 * `unavailable`: action name → why it is disabled.
 */
export function RecordActions({
  schema,
  record: given,
  variant = 'text',
  unavailable,
}: {
  schema: AnyResourceSchema;
  record?: RaRecord;
  variant?: 'text' | 'outlined';
  unavailable?: Readonly<Record<string, string | undefined>>;
}) {
  const context = useRecordContext();
  const translate = useTranslate();
  const record = given ?? context;
  if (!record) return null;
  const name = recordName(schema, record);
  return (
    <>
      {actionsOf(schema, 'record')
        .filter(([, action]) => action.visibleWhen?.(record) ?? true)
        .map(([key, action]) => (
          <ActionControl
            key={key}
            schema={schema}
            name={key}
            action={action}
            ids={[record.id]}
            records={[record]}
            disabled={!(action.enabledWhen?.(record) ?? true)}
            reason={unavailable?.[key]}
            ariaLabel={`${translate(actionLabelKey(schema, key))} ${name}`}
            variant={variant}
          />
        ))}
    </>
  );
}

/** `global` actions of the list toolbar (no record). */
export function GlobalActions({ schema }: { schema: AnyResourceSchema }) {
  return (
    <>
      {actionsOf(schema, 'global').map(([key, action]) => (
        <ActionControl key={key} schema={schema} name={key} action={action} ids={[]} records={[]} variant="outlined" />
      ))}
    </>
  );
}

const ARROW_UP = 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z';
const ARROW_DOWN = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';
const DRAG = 'M9 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm-6 5.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM9 16a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z';

/**
 * An order column saved by a `reorder` action: the value plus 上移 / 下移 (keyboard reachable)
 * and a drag handle (mouse; the rows are sortable by it, ./ReorderBody.tsx), shown while the
 * list is sorted by that column ascending. A move sends only the rows whose value changes, in
 * the shape the action declares. Light markup (the list table's classes): it renders in every row.
 */
export function ReorderCell({ schema, field, name, action }: { schema: AnyResourceSchema; field: FieldSpec; name: string; action: Action }): ReactNode {
  const record = useRecordContext();
  const list = useListContext();
  const translate = useTranslate();
  const send = useSendOrder(schema, name, action);
  const dropSaving = useReorderSaving();
  const [moving, setMoving] = useState(false);
  if (!record) return null;
  const busy = moving || dropSaving;
  const rows = list.data ?? [];
  const index = rows.findIndex((r) => sameId(r.id, record.id));
  const ordered = list.sort?.field === field.key && list.sort.order === 'ASC' && index >= 0;
  const move = async (direction: -1 | 1) => {
    const changed = moveRow(
      rows.map((r) => ({ ...r, sortOrder: r[field.key] as number | null })),
      index,
      direction,
    );
    if (!changed.length) return;
    setMoving(true);
    await send(changed);
    setMoving(false);
  };
  const label = recordName(schema, record);
  const arrow = (direction: -1 | 1) => {
    const text = translate(direction < 0 ? 'engine.action.moveUp' : 'engine.action.moveDown');
    return (
      <button
        type="button"
        className="lt-icon"
        title={text}
        aria-label={`${text} ${label}`}
        disabled={busy || (direction < 0 ? index === 0 : index === rows.length - 1)}
        onClick={() => void move(direction)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={direction < 0 ? ARROW_UP : ARROW_DOWN} />
        </svg>
      </button>
    );
  };
  return (
    <span className="lt-reorder" aria-busy={busy || undefined}>
      {ordered && rows.length > 1 && (
        // Mouse only (the arrows are the keyboard's way): not focusable, hidden from the accessibility tree.
        <span className="lt-drag" title={translate('engine.reorder.handle', { name: label })} aria-hidden="true" data-testid="reorder-handle">
          <svg viewBox="0 0 24 24">
            <path d={DRAG} />
          </svg>
        </span>
      )}
      <span className="lt-reorder-value">
        <FieldDisplay schema={schema} field={field} record={record} inList />
      </span>
      {ordered && (
        <>
          {arrow(-1)}
          {arrow(1)}
        </>
      )}
    </span>
  );
}
