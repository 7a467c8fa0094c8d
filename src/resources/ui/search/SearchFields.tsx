import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, type Ref, type RefObject } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Box } from '@mui/material';
import { FormGroupsProvider, SourceContextProvider, type SourceContextValue } from 'react-admin';
import type { AnyResourceSchema, FieldSpec } from '../../defineResource';
import { SchemaInput } from '../SchemaInput';
import { formValuesOf } from './searchLayout';
import { cellOf, type Handover } from './searchHandover';

/** What the search form's frame reads from and does to the fields' values. */
export interface FieldsHandle {
  values(): Record<string, unknown>;
  reset(values: Record<string, unknown>): void;
}

/**
 * The search form's fields as the operator uses them: each schema field's `SchemaInput` (the
 * create / edit forms' input) in react-hook-form. Loaded on the form's first focus, pointer
 * press, key or touch (docs/decisions/330-search-form-on-demand.md); until then
 * ./SearchFieldsLight.tsx draws the same fields. On mount it starts from what was typed there
 * (`seed`), and takes the focus, the caret and an asked-for open list from `handover`.
 */
export default function SearchFields({
  schema,
  shown,
  spans,
  keys,
  current,
  currentKey,
  seed,
  handle,
  handover,
  frame,
}: {
  schema: AnyResourceSchema;
  /** The fields drawn now (the first row while folded). */
  shown: readonly FieldSpec[];
  spans: readonly number[];
  keys: readonly string[];
  current: Record<string, unknown>;
  currentKey: string;
  seed: Record<string, unknown>;
  handle: Ref<FieldsHandle>;
  handover: RefObject<Handover>;
  frame: RefObject<HTMLElement | null>;
}) {
  const form = useForm<Record<string, unknown>>({ defaultValues: seed });
  useImperativeHandle(handle, () => ({ values: () => form.getValues(), reset: (values) => form.reset(values) }), [form]);

  // The URL changed (back/forward, a link, a chip, 常用筛选): the form shows what the list is
  // filtered by. Not on mount: the seed is the URL's filter with what was typed meanwhile.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    form.reset(formValuesOf(current, keys));
    // Compared by value: react-admin hands a new filter object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentKey, keys]);

  // Before the first paint: the focus and caret where they were in the light field.
  useLayoutEffect(() => {
    const focus = handover.current.focus;
    handover.current.focus = undefined;
    if (!focus) return;
    const target = focusableIn(cellOf(frame.current, focus.key));
    if (!target || document.activeElement === target) return;
    target.focus();
    if (target instanceof HTMLInputElement && focus.start !== null) {
      try {
        target.setSelectionRange(focus.start, focus.end ?? focus.start, focus.direction ?? undefined);
      } catch {
        // A number input has no caret to place.
      }
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A select pressed or opened by key before this code was there opens now, as MUI's Select
  // opens: on the same press or key (its own handlers, so its keyboard and focus rules apply).
  useEffect(() => {
    const open = handover.current.open;
    if (!open) return;
    // After MUI's Select has drawn once more with its button known (it anchors its list there).
    const timer = setTimeout(() => {
      handover.current.open = undefined;
      const target = cellOf(frame.current, open.key)?.querySelector<HTMLElement>('[role="combobox"]');
      if (!target || document.activeElement !== target) return;
      target.dispatchEvent(
        open.via === 'pointer'
          ? new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 })
          : new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: open.via }),
      );
    });
    return () => clearTimeout(timer);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const sourceContext = useMemo<SourceContextValue>(
    () => ({ getSource: (source) => source, getLabel: (source) => `resources.${schema.name}.fields.${source}` }),
    [schema.name],
  );
  return (
    <FormProvider {...form}>
      <FormGroupsProvider>
        <SourceContextProvider value={sourceContext}>
          {shown.map((field, index) => (
            <Box key={field.key} sx={{ gridColumn: `span ${spans[index]}`, minWidth: 0 }} data-search-field={field.key}>
              <SchemaInput schema={schema} field={field} asFilter />
            </Box>
          ))}
        </SourceContextProvider>
      </FormGroupsProvider>
    </FormProvider>
  );
}

/** The element of a search cell that takes the focus: its text input or its select's button. */
function focusableIn(cell: Element | null): HTMLElement | null {
  return cell?.querySelector<HTMLElement>('input:not([type="hidden"]):not([aria-hidden="true"]), [role="combobox"]') ?? null;
}
