import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { callAction } from '../../resources/callAction';
import type { WidgetDefinition, WidgetFieldProps } from '../types';
import { errorText } from './errorMessage';

/**
 * A banner's market state as a chip, with the action that flips it (`upMarket` / `downMarket`
 * of the banner schema, PUT with the id in the path), after a confirmation.
 */
function Field({ source }: WidgetFieldProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;
  const on = Number(record[source]) === 1;
  const name = String(record.title ?? record.id);
  const run = async () => {
    setBusy(true);
    try {
      await callAction(dataProvider, resource, on ? 'downMarket' : 'upMarket', { id: record.id });
      notify('screens.market.done', { type: 'success' });
      refresh();
    } catch (error) {
      notify(translate('screens.market.failed', { message: errorText(error, translate) }), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      <Chip size="small" color={on ? 'success' : 'default'} variant={on ? 'filled' : 'outlined'} label={translate(on ? 'screens.market.on' : 'screens.market.off')} />
      <Button size="small" color={on ? 'warning' : 'primary'} disabled={busy} onClick={() => setAsking(true)} aria-label={`${translate(on ? 'screens.market.down' : 'screens.market.up')} ${name}`}>
        {translate(on ? 'screens.market.down' : 'screens.market.up')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate(on ? 'screens.market.confirmDownTitle' : 'screens.market.confirmUpTitle')}
        content={translate(on ? 'screens.market.confirmDown' : 'screens.market.confirmUp', { name })}
        confirm="engine.action.confirm"
        cancel="engine.action.cancel"
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

/** Never edited in forms: the state changes only through the actions. */
function Input() {
  return null;
}

export const widget: WidgetDefinition = { name: 'bannerMarket', Input, Field };
