import { useEffect, useState } from 'react';
import { Switch, Tooltip } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { statusValues, type ResourceSchema } from '../defineResource';
import { callAction } from '../callAction';

/** The list's status switch: calls the schema's `status/{id}/{status}` endpoint. */
export function StatusToggle({ schema }: { schema: ResourceSchema<unknown> }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const values = statusValues(schema);
  const key = schema.statusField!.key;
  const [optimistic, setOptimistic] = useState<number | undefined>(undefined);
  const stored = record?.[key] as number | undefined;
  // Show the new value until the refreshed record arrives.
  useEffect(() => setOptimistic(undefined), [stored]);
  if (!record) return null;
  const current = optimistic ?? (record[key] as number);
  const on = String(current) === String(values.on);
  const label = translate(on ? 'engine.toggle.enabled' : 'engine.toggle.disabled');
  return (
    <Tooltip title={label}>
      <Switch
        checked={on}
        disabled={busy}
        size="small"
        color="success"
        slotProps={{ input: { 'aria-label': `${translate(`resources.${schema.name}.fields.${key}`)}: ${label}` } }}
        onClick={(e) => e.stopPropagation()}
        onChange={async () => {
          const next = on ? values.off : values.on;
          setBusy(true);
          setOptimistic(next);
          try {
            await callAction(dataProvider, schema.name, 'status', { id: record.id, data: { status: next } });
            notify(next === values.on ? 'engine.toggle.enabled' : 'engine.toggle.disabled', { type: 'success' });
            refresh();
          } catch (error) {
            setOptimistic(undefined);
            notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
          } finally {
            setBusy(false);
          }
        }}
      />
    </Tooltip>
  );
}
