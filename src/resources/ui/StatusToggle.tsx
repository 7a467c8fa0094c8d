import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { statusValues, type ResourceSchema } from '../defineResource';
import { callAction } from '../callAction';
import { fieldLabelKey } from './labels';
import { recordName } from './recordName';
import { ConfirmDialog } from './SchemaActions';

/**
 * The list's status switch: calls the schema's `status/{id}/{status}` endpoint. A plain
 * `<button role="switch">` styled by the list table's stylesheet (it renders in every row, so no
 * MUI Switch or tooltip). A status the schema marks consequential (`.toggle({ confirm: true })`,
 * e.g. live freight prices, agreements buyers see) asks first, naming the record.
 */
export function StatusToggle({ schema }: { schema: ResourceSchema<unknown> }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const values = statusValues(schema);
  const field = schema.statusField!;
  const key = field.key;
  const [optimistic, setOptimistic] = useState<number | undefined>(undefined);
  const stored = record?.[key] as number | undefined;
  // Show the new value until the refreshed record arrives.
  useEffect(() => setOptimistic(undefined), [stored]);
  if (!record) return null;
  const current = optimistic ?? (record[key] as number);
  const on = String(current) === String(values.on);
  const next = on ? values.off : values.on;
  const state = translate(on ? 'engine.toggle.enabled' : 'engine.toggle.disabled');
  const label = `${translate(fieldLabelKey(schema, key))}: ${state}`;
  const send = async () => {
    setBusy(true);
    setOptimistic(next);
    try {
      await callAction(dataProvider, schema.name, 'status', { id: record.id, data: { status: next } });
      notify(next === values.on ? 'engine.toggle.enabled' : 'engine.toggle.disabled', { type: 'success' });
      setAsking(false);
      refresh();
    } catch (error) {
      setOptimistic(undefined);
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        role="switch"
        className="lt-switch"
        aria-checked={on}
        aria-label={label}
        title={state}
        disabled={busy}
        onClick={(event) => {
          event.stopPropagation();
          if (field.confirmToggle) setAsking(true);
          else void send();
        }}
      />
      {asking && (
        <ConfirmDialog
          title={translate('engine.toggle.confirmTitle')}
          content={translate('engine.toggle.confirmContent', {
            name: recordName(schema, record),
            status: translate(next === values.on ? 'engine.status.on' : 'engine.status.off'),
          })}
          danger={next === values.off}
          busy={busy}
          onConfirm={() => void send()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
