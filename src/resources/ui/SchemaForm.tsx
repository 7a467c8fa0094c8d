import { useCallback, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { SimpleForm, Toolbar, SaveButton, useCanBlock, useRecordContext, useTranslate, type SimpleFormProps } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import { formFields, type FieldSpec, type FormActionSpec, type FormSectionSpec, type AnyResourceSchema } from '../defineResource';
import { initialValue } from '../fields';
import { useFormSubmit, type FormStatus, type FormSubmit } from './formSubmit';
import { schemaResolver } from './resolver';
import { SchemaInput } from './SchemaInput';
import { useUnsavedGuard, type UnsavedGuard } from './UnsavedChangesGuard';

/** Default values of a new record (declared defaults, e.g. status on, a date from today). */
export function defaultValues(schema: AnyResourceSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of formFields(schema)) {
    const value = initialValue(f);
    if (value !== undefined) out[f.key] = value;
  }
  return out;
}

/**
 * The form's start values: every input named (undefined unless declared). react-hook-form drops
 * the dirty marks on a reset to no values at all, and a kept-alive form is reset each time it is
 * shown again: a schema without defaults (goods) would lose its typed input on the second show.
 */
function formDefaults(schema: AnyResourceSchema): Record<string, unknown> {
  return { ...Object.fromEntries(formFields(schema).map((f) => [f.key, undefined])), ...defaultValues(schema) };
}

/** Tells the host (e.g. a dialog) whether the form holds unsaved input. */
function DirtyReporter({ onChange }: { onChange: (dirty: boolean) => void }) {
  const dirty = useFormDirty();
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}

/** Unsaved input: a field differs from what was loaded, and no save is running or has just worked. */
function useFormDirty(): boolean {
  // dirtyFields, not isDirty: the reset on re-show after a tag switch keeps dirty values and fields but clears isDirty.
  const { dirtyFields, isSubmitSuccessful, isSubmitting } = useFormState();
  return Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful && !isSubmitting;
}

/**
 * react-admin resets the form whenever its reset effect runs. A kept-alive form (src/layout/
 * tagsView/KeepAliveOutlet.tsx renders it in <Activity>) runs its effects again each time its
 * tag is shown: without this the half-typed values would be wiped on every tag switch. A change
 * of record id still resets everything (react-admin drops these options then). Module-level so
 * the reference is stable (it is an effect dependency).
 */
const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

/** Kinds that take a whole row of a two-column section. */
const WIDE = new Set<FieldSpec['kind']>(['textarea', 'richText', 'gallery', 'references', 'widget']);

function SectionFields({ schema, section, rangeEnds }: { schema: AnyResourceSchema; section: FormSectionSpec; rangeEnds: ReadonlySet<string> }) {
  const two = section.columns === 2;
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 0.5, columnGap: 2, gridTemplateColumns: two ? { xs: '1fr', md: '1fr 1fr' } : '1fr' }}>
      {section.fields
        .filter((field) => !rangeEnds.has(field.key))
        .map((field) => (
          <Box key={field.key} sx={{ minWidth: 0, gridColumn: two && WIDE.has(field.kind) ? '1 / -1' : undefined }}>
            <SchemaInput schema={schema} field={field} />
          </Box>
        ))}
    </Box>
  );
}

/** The declared sections: titled cards in order; a form without sections is one plain column as before. */
function Sections({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  // The ends of a date range are edited by the range's one control.
  const rangeEnds = useMemo(() => new Set(formFields(schema).flatMap((f) => (f.range && !f.range.on ? [f.range.from, f.range.to] : []))), [schema]);
  const sections = schema.form.sections.filter((s) => s.fields.length > 0);
  if (sections.length === 1 && !sections[0].title) {
    return (
      <Box sx={{ width: '100%', maxWidth: 880 }}>
        <SectionFields schema={schema} section={sections[0]} rangeEnds={rangeEnds} />
      </Box>
    );
  }
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 2 }}>
      {sections.map((section) =>
        section.title ? (
          <Card variant="outlined" key={section.key} id={`${schema.name}-${section.key}-section`} component="section" aria-label={translate(section.title)}>
            <CardHeader title={translate(section.title)} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600, component: 'h2' } }} sx={{ pb: 0 }} />
            <CardContent>
              <SectionFields schema={schema} section={section} rangeEnds={rangeEnds} />
            </CardContent>
          </Card>
        ) : (
          <SectionFields key={section.key} schema={schema} section={section} rangeEnds={rangeEnds} />
        ),
      )}
    </Box>
  );
}

/** A `data-testid` part from a key (`saveAndShelf` → `save-and-shelf`). */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** What the last save said, beside the buttons: refused fields, a failed save, or a form action refused after a good save. */
function StatusLine({ schema, status, onClose }: { schema: AnyResourceSchema; status: FormStatus | null; onClose: () => void }) {
  if (!status) return null;
  const sx = { py: 0, flex: 1, minWidth: 240 } as const;
  if (status.kind === 'actionFailed') {
    return (
      <Alert severity="warning" sx={sx} data-testid={`${schema.name}-${kebab(status.action)}-error`} onClose={onClose}>
        {status.message}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={sx} data-testid={`${schema.name}-save-error`}>
      {status.message}
    </Alert>
  );
}

function ActionButton({ schema, action, submit }: { schema: AnyResourceSchema; action: FormActionSpec; submit: FormSubmit }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const running = submit.running === action.key;
  return (
    <Button
      variant="outlined"
      startIcon={running ? <CircularProgress size={16} color="inherit" aria-label={translate('engine.form.saving')} /> : <PublishIcon />}
      disabled={isSubmitting}
      onClick={() => submit.run(action.key)}
      data-testid={`${schema.name}-save-${kebab(action.key)}`}
    >
      {translate(running ? 'engine.form.saving' : `${action.messages}.label`)}
    </Button>
  );
}

/**
 * 保存, the form actions the record allows (e.g. 保存并上架), the host's extra buttons and the
 * save outcome. Save stays enabled on an untouched form, so pressing it shows what is missing
 * instead of a silent grey button; every button is disabled while a save runs (no double submit).
 */
function FormToolbar({ schema, submit, extra }: { schema: AnyResourceSchema; submit: FormSubmit; extra?: ReactNode }) {
  const { isSubmitting } = useFormState();
  const record = useRecordContext();
  const offered = schema.form.actions.filter((a) => schema.api?.actions[a.then]?.visibleWhen?.(record ?? {}) ?? true);
  const sticky = schema.form.sections.some((s) => s.title);
  return (
    <Toolbar
      sx={sticky ? { position: 'sticky', bottom: 0, zIndex: 2, width: '100%', gap: 1, flexWrap: 'wrap', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' } : { gap: 1, flexWrap: 'wrap' }}
    >
      <SaveButton label="engine.action.save" alwaysEnable={!isSubmitting} data-testid={`${schema.name}-save`} />
      {offered.map((action) => (
        <ActionButton key={action.key} schema={schema} action={action} submit={submit} />
      ))}
      {extra}
      <StatusLine schema={schema} status={submit.status} onClose={submit.clearStatus} />
    </Toolbar>
  );
}

interface BodyProps {
  schema: AnyResourceSchema;
  submitRef: RefObject<((values: Record<string, unknown>) => Promise<unknown>) | null>;
  toolbarExtra?: ReactNode;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Inside the form: the submit pipeline (formSubmit.ts), its toolbar, the unsaved-changes guard's
 * question and the sections. The outer form hands 保存 to `submitRef` (react-admin calls
 * `onSubmit` with the checked values).
 */
function FormBody({ schema, submitRef, toolbarExtra, onDirtyChange, guard }: BodyProps & { guard: UnsavedGuard | null }) {
  const submit = useFormSubmit(schema, guard?.allowLeave ?? noop);
  useEffect(() => {
    submitRef.current = submit.save;
  }, [submitRef, submit.save]);
  return (
    <>
      {guard?.dialog}
      {onDirtyChange && <DirtyReporter onChange={onDirtyChange} />}
      <Sections schema={schema} />
      <FormToolbar schema={schema} submit={submit} extra={toolbarExtra} />
    </>
  );
}

const noop = () => undefined;

/** The body with the one unsaved-changes guard (UnsavedChangesGuard.tsx): it needs the app's data router. */
function GuardedBody(props: BodyProps) {
  const { control } = useFormContext();
  // Re-rendered as the input turns dirty or clean (the browser's reload prompt follows it).
  useFormDirty();
  // Asked when a navigation starts, from the form's live state: a kept-alive page shown again may
  // not have re-rendered with it yet. Stays off again once a save has worked.
  const isDirty = useCallback(() => {
    const state = control._formState;
    return Object.keys(state.dirtyFields).length > 0 && !state.isSubmitSuccessful && !state.isSubmitting;
  }, [control]);
  const guard = useUnsavedGuard(isDirty);
  return <FormBody {...props} guard={guard} />;
}

/**
 * The generated form: the editable fields in their declared sections, schema validation (and the
 * checks of widgets that edit their own state), 保存 and the declared form actions, a question
 * before leaving with unsaved input. Saves are pessimistic, so a failed save (business error, 500,
 * timeout) leaves every typed value in place.
 */
export function SchemaForm({
  schema,
  toolbarExtra,
  onDirtyChange,
  ...rest
}: { schema: AnyResourceSchema; toolbarExtra?: ReactNode; onDirtyChange?: (dirty: boolean) => void } & Omit<SimpleFormProps, 'children' | 'onSubmit'>) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resolver = useMemo(() => schemaResolver(schema, translate, record), [schema, translate, record]);
  // Outside a data router (unit tests) nothing can hold a navigation: no guard there.
  const canBlock = useCanBlock();
  const submitRef = useRef<((values: Record<string, unknown>) => Promise<unknown>) | null>(null);
  return (
    <SimpleForm
      resolver={resolver}
      // The schema resolver gives the Chinese messages; the browser's own constraint check (e.g.
      // `min` of a number input) would block the submit with its own popup and hide them.
      noValidate
      warnWhenUnsavedChanges={false}
      defaultValues={formDefaults(schema)}
      resetOptions={KEEP_TYPED_VALUES}
      mode="onSubmit"
      reValidateMode="onChange"
      onSubmit={(values: Record<string, unknown>) => submitRef.current?.(values)}
      toolbar={false}
      {...rest}
    >
      {canBlock ? (
        <GuardedBody schema={schema} submitRef={submitRef} toolbarExtra={toolbarExtra} onDirtyChange={onDirtyChange} />
      ) : (
        <FormBody schema={schema} submitRef={submitRef} toolbarExtra={toolbarExtra} onDirtyChange={onDirtyChange} guard={null} />
      )}
    </SimpleForm>
  );
}
