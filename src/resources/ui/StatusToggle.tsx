import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { statusValues, type AnyResourceSchema } from '../defineResource';
import { callAction } from '../callAction';
import { fieldLabelKey } from './labels';
import { recordName } from './recordName';
import { ConfirmDialog } from './SchemaActions';

/**
 * The list's status switch: calls the schema's `status/{id}/{status}` endpoint. A plain
 * `<button role="switch">` styled by the list table's stylesheet (it renders in every row, so no
 * MUI Switch or tooltip, and no data-provider hooks per row: the list runs the call once for the
 * whole table, issue 14). Not a component either (issue 24): the table reads the runner once
 * (`useStatusRunner`) and each row draws its switch with `statusSwitch`. A status the schema marks consequential (`.toggle({ confirm: true })`,
 * e.g. live freight prices, agreements buyers see) asks first, naming the record.
 */

type StatusValue = string | number;
/** A switch clicked and not yet confirmed by the list: the value it shows meanwhile. */
interface Pending {
  /** The stored value when clicked: once the record says otherwise, the record is shown again. */
  from: string;
  value: StatusValue;
  busy: boolean;
}
export interface StatusRunner {
  pending: ReadonlyMap<string, Pending>;
  request: (record: RaRecord) => void;
}

const StatusRunnerContext = createContext<StatusRunner | null>(null);

const currentOf = (record: RaRecord, key: string, pending: Pending | undefined): unknown =>
  pending && pending.from === String(record[key]) ? pending.value : record[key];

/** The table's one status runner: the call, its toast, the refresh and the confirmation. */
export function StatusToggleProvider({ schema, children }: { schema: AnyResourceSchema; children: ReactNode }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { data } = useListContext();
  const [pending, setPending] = useState<ReadonlyMap<string, Pending>>(() => new Map());
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const [asking, setAsking] = useState<{ record: RaRecord; next: StatusValue } | null>(null);
  const field = schema.statusField;
  const key = field?.key ?? 'status';
  const values = field ? statusValues(schema) : { on: 1, off: 0 };

  // Records refreshed with their new value no longer need the optimistic one.
  useEffect(() => {
    setPending((map) => {
      if (!map.size) return map;
      const stored = new Map((data ?? []).map((r) => [String(r.id), String(r[key])]));
      const next = new Map([...map].filter(([id, p]) => p.busy || stored.get(id) === p.from));
      return next.size === map.size ? map : next;
    });
  }, [data, key]);

  const send = useCallback(
    async (record: RaRecord, next: StatusValue) => {
      const id = String(record.id);
      const update = (entry: Pending | null) =>
        setPending((map) => {
          const copy = new Map(map);
          if (entry) copy.set(id, entry);
          else copy.delete(id);
          return copy;
        });
      update({ from: String(record[key]), value: next, busy: true });
      try {
        await callAction(dataProvider, schema.name, 'status', { id: record.id, data: { status: next } });
        notify(next === values.on ? 'engine.toggle.enabled' : 'engine.toggle.disabled', { type: 'success' });
        update({ from: String(record[key]), value: next, busy: false });
        setAsking(null);
        refresh();
      } catch (error) {
        update(null);
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      }
    },
    [dataProvider, key, notify, refresh, schema.name, values.on],
  );
  const request = useCallback(
    (record: RaRecord) => {
      // The next value from what the switch shows (a click before the refresh lands toggles back).
      const on = String(currentOf(record, key, pendingRef.current.get(String(record.id)))) === String(values.on);
      const next = on ? values.off : values.on;
      if (field?.confirmToggle) setAsking({ record, next });
      else void send(record, next);
    },
    [field?.confirmToggle, key, send, values.off, values.on],
  );
  const runner = useMemo(() => ({ pending, request }), [pending, request]);
  return (
    <StatusRunnerContext.Provider value={runner}>
      {children}
      {asking && (
        <ConfirmDialog
          title={translate('engine.toggle.confirmTitle')}
          content={translate('engine.toggle.confirmContent', {
            name: recordName(schema, asking.record),
            status: translate(asking.next === values.on ? 'engine.status.on' : 'engine.status.off'),
          })}
          danger={asking.next === values.off}
          busy={pending.get(String(asking.record.id))?.busy ?? false}
          onConfirm={() => void send(asking.record, asking.next)}
          onClose={() => setAsking(null)}
        />
      )}
    </StatusRunnerContext.Provider>
  );
}

/** The table's status runner (null outside a StatusToggleProvider: the switch is not drawn). */
export function useStatusRunner(): StatusRunner | null {
  return useContext(StatusRunnerContext);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A row's status switch: plain markup, run by the table's runner. */
export function statusSwitch(
  schema: AnyResourceSchema,
  record: RaRecord,
  runner: StatusRunner | null | undefined,
  translate: Translate,
): ReactNode {
  if (!runner || !schema.statusField) return null;
  const values = statusValues(schema);
  const key = schema.statusField.key;
  const pending = runner.pending.get(String(record.id));
  const on = String(currentOf(record, key, pending)) === String(values.on);
  const state = translate(on ? 'engine.toggle.enabled' : 'engine.toggle.disabled');
  return (
    <button
      type="button"
      role="switch"
      className="lt-switch"
      aria-checked={on}
      aria-label={`${translate(fieldLabelKey(schema, key))}: ${state}`}
      title={state}
      disabled={pending?.busy ?? false}
      onClick={(event) => {
        event.stopPropagation();
        runner.request(record);
      }}
    />
  );
}
