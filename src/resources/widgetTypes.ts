import type { ComponentType } from 'react';
import type { FieldSpec, AnyResourceSchema } from './defineResource';

/**
 * Contract between schema fields and the widgets that render them. Every
 * `src/**\/*.widget.tsx` module exporting `widget: WidgetDefinition` is registered by name; a
 * schema field of kind `widget('<name>', options)` (or a built-in kind backed by a widget:
 * gallery, simpleMedia, richText) renders `Input` in forms and `Field` in show pages, and any
 * field may name widgets for its input, list cell or show display with `.renderWith(...)`.
 * The contract is the engine's (widgets import it, the engine never imports a widget).
 */
export interface WidgetInputProps {
  /** Record field the input reads and writes (react-admin `source`). */
  source: string;
  /** Translated label (or an i18n key react-admin translates). */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Widget-specific options declared in the schema. */
  options?: Readonly<Record<string, unknown>>;
  /** The field's whole declaration and its schema (always passed by the generated form). */
  field?: FieldSpec;
  schema?: AnyResourceSchema;
}

export interface WidgetFieldProps {
  source: string;
  label?: string;
  options?: Readonly<Record<string, unknown>>;
  /** The field's whole declaration, its schema and the record shown (passed by lists and show pages). */
  field?: FieldSpec;
  schema?: AnyResourceSchema;
  record?: Readonly<Record<string, unknown>>;
}

export interface WidgetDefinition {
  name: string;
  /** Form input. */
  Input: ComponentType<WidgetInputProps>;
  /** Show page (and list cell unless `Cell` is given). */
  Field?: ComponentType<WidgetFieldProps>;
  /** List cell, when it differs from the show display. */
  Cell?: ComponentType<WidgetFieldProps>;
  /** The value as text in the list's CSV export (what `Field` shows, e.g. a name, never an id). */
  exportText?: (record: Readonly<Record<string, unknown>>, source: string) => string;
  /**
   * Problems in the input's value before a save (the widget draws their messages itself): the
   * form refuses to save while any, and counts them in its "fix N problems" line. Replaces the
   * field's own value check in the form (the value may be the widget's editing state).
   */
  check?: (value: unknown, values: Readonly<Record<string, unknown>>) => number;
  /** What a save sends for the input's value (e.g. editing rows → the API's items). */
  send?: (value: unknown, values: Readonly<Record<string, unknown>>) => unknown;
}
