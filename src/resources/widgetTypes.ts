import type { ComponentType } from 'react';

/**
 * Contract between schema field kinds and the widgets that render them. Every
 * `src/widgets/**\/*.widget.tsx` module exporting `widget: WidgetDefinition` is registered by
 * name; a schema field of kind `widget('<name>', options)` (or a built-in kind backed by a
 * widget: gallery, simpleMedia, richText) renders `Input` in forms and `Field` in show pages.
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
}

export interface WidgetFieldProps {
  source: string;
  label?: string;
  options?: Readonly<Record<string, unknown>>;
}

export interface WidgetDefinition {
  name: string;
  Input: ComponentType<WidgetInputProps>;
  Field?: ComponentType<WidgetFieldProps>;
  /** The value as text in the list's CSV export (what `Field` shows, e.g. a name, never an id). */
  exportText?: (record: Readonly<Record<string, unknown>>, source: string) => string;
}
