import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useDataProvider, useNotify, useRefresh, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { runAction } from '../callAction';
import { formFields, type AnyResourceSchema } from '../defineResource';
import { inputWidget } from '../widgetRegistry';
import { errorText } from './errorText';
import { formDone } from './formDone';
import { problemCount } from './resolver';

/** What the last save said, shown beside the buttons (and carried to `?id=` after a create). */
export type FormStatus =
  | { kind: 'invalid'; message: string }
  | { kind: 'saveFailed'; message: string }
  | { kind: 'actionFailed'; action: string; message: string };

export interface FormSubmit {
  /** 保存 (react-admin hands the checked values here). */
  save: (values: Record<string, unknown>) => Promise<unknown>;
  /** A form action: the same checks and save, then its record action. */
  run: (action: string) => void;
  /** The form action running, if any. */
  running: string | null;
  status: FormStatus | null;
  clearStatus: () => void;
}

/** What a save sends: each input widget's `send` turns its editing value into the API's. */
export function sendable(schema: AnyResourceSchema, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const field of formFields(schema)) {
    const send = inputWidget(field)?.send;
    if (send && field.key in out) out[field.key] = send(out[field.key], values);
  }
  return out;
}

/** A form outside <Create> / <Edit> has no save to call: a developer's mistake. */
const missingSave = () => {
  throw new Error('SchemaForm needs a <Create> or <Edit> around it');
};

type Outcome = { ok: true; saved?: RaRecord } | { ok: false; error: unknown };

/**
 * The generated form's saves (docs/adding-a-screen.md "Form actions"). A form that goes back to
 * the list and has no form actions saves the react-admin way (its messages and redirect). A form
 * that stays (`form.afterSave: 'stay'`) or offers form actions says each outcome once, beside the
 * buttons and as a toast:
 * - refused fields: "fix N problems" (a widget counts its own);
 * - save failed: the error, nothing typed is lost, no action runs;
 * - saved: a new record opens at `?id=` (a second click edits it instead of creating another);
 *   an edited one stays, clean;
 * - saved and the form action worked: its `.done` message, back to the list, the form's tag closes;
 * - saved but the action refused: its `.failed` message, still editing the saved record.
 */
export function useFormSubmit(schema: AnyResourceSchema, allowLeave: () => void): FormSubmit {
  const saveContext = useSaveContext();
  const saveRecord = saveContext.save ?? missingSave;
  const { handleSubmit, getValues, reset } = useFormContext();
  const { submitCount, errors, isSubmitSuccessful } = useFormState();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const location = useLocation();
  const carried = (location.state as { formStatus?: FormStatus } | null)?.formStatus ?? null;
  const [status, setStatus] = useState<FormStatus | null>(carried);
  const [running, setRunning] = useState<string | null>(null);
  const busy = useRef(false);
  const stays = schema.form.afterSave === 'stay' || schema.form.actions.length > 0;

  // A refused submit: how many problems, beside the buttons.
  const refused = Object.keys(errors);
  const seenCount = useRef(submitCount);
  useEffect(() => {
    if (submitCount === seenCount.current) return;
    seenCount.current = submitCount;
    if (!stays || isSubmitSuccessful || !refused.length) return;
    setStatus({ kind: 'invalid', message: translate('engine.form.invalid', { count: problemCount(schema, getValues(), refused) }) });
  }, [submitCount, isSubmitSuccessful, refused, stays, schema, getValues, translate]);

  const submit = useCallback(
    async (values: Record<string, unknown>, actionKey?: string): Promise<unknown> => {
      const data = sendable(schema, values);
      if (!stays) return saveRecord(data);
      if (busy.current) return undefined;
      busy.current = true;
      setRunning(actionKey ?? null);
      setStatus(null);
      try {
        const outcome = await new Promise<Outcome>((resolve) => {
          void Promise.resolve(
            saveRecord(data, {
              onSuccess: (saved: RaRecord) => resolve({ ok: true, saved }),
              onError: (error: unknown) => resolve({ ok: false, error }),
            }),
          ).then(() => setTimeout(() => resolve({ ok: true }), 0));
        });
        if (!outcome.ok) {
          const message = translate('engine.form.saveFailed', { message: errorText(outcome.error, translate) });
          setStatus({ kind: 'saveFailed', message });
          notify(message, { type: 'error' });
          return undefined;
        }
        const saved = outcome.saved;
        const action = schema.form.actions.find((a) => a.key === actionKey);
        let after: FormStatus | null = null;
        if (action && saved) {
          try {
            await runAction(dataProvider, schema, action.then, [saved.id]);
            notify(`${action.messages}.done`, { type: 'success' });
            // Work done: back to the list (it shows the new state) and the form's tag closes.
            refresh();
            allowLeave();
            await navigate(schema.routes.list);
            if (schema.routes.form) formDone(schema.routes.form);
            return undefined;
          } catch (error) {
            after = { kind: 'actionFailed', action: action.key, message: translate(`${action.messages}.failed`, { message: errorText(error, translate) }) };
            notify(after.message, { type: 'warning' });
          }
        } else {
          notify(`resources.${schema.name}.notifications.${values.id === undefined ? 'created' : 'updated'}`, {
            type: 'info',
            messageArgs: { smart_count: 1, _: translate(values.id === undefined ? 'ra.notification.created' : 'ra.notification.updated', { smart_count: 1 }) },
          });
        }
        if (schema.form.afterSave === 'list' && !after) {
          allowLeave();
          await navigate(schema.routes.list);
          return undefined;
        }
        if (values.id === undefined && saved && schema.routes.form) {
          // The new record exists now: edit it from here on.
          allowLeave();
          await navigate(`${schema.routes.form}?id=${encodeURIComponent(String(saved.id))}`, { replace: true, state: { formStatus: after } });
          return undefined;
        }
        setStatus(after);
        // Still editing the saved record: clean again once react-hook-form has finished this
        // submit, and read back what the server made of it (widgets reload their own data).
        setTimeout(() => reset(getValues()), 0);
        refresh();
        return undefined;
      } finally {
        busy.current = false;
        setRunning(null);
      }
    },
    [schema, stays, saveRecord, translate, notify, dataProvider, refresh, allowLeave, navigate, reset, getValues],
  );

  const run = useCallback((action: string) => void handleSubmit((values) => submit(values, action))(), [handleSubmit, submit]);
  const save = useCallback((values: Record<string, unknown>) => submit(values), [submit]);
  const clearStatus = useCallback(() => setStatus(null), []);
  return { save, run, running, status, clearStatus };
}
