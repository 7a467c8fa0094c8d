import type { ComponentType } from 'react';
import type { FieldSpec } from './defineResource';
import { namedRegistry } from './namedRegistry';
import type { WidgetDefinition, WidgetFieldProps, WidgetInputProps } from './widgetTypes';

/**
 * Widgets by name: every `src/**\/*.widget.tsx` exporting `widget: WidgetDefinition` (reusable
 * kinds live in src/widgets; a feature's own field kind lives in its feature, e.g. src/goods/picker).
 * Built-in kinds gallery / simpleMedia / richText resolve here first and fall back to the
 * engine's plain inputs while no widget of that name is registered. Keep `*.widget.tsx`
 * modules light (lazy-load heavy editors inside them): they are loaded with the forms.
 */
const modules = import.meta.glob<{ widget?: WidgetDefinition }>('../**/*.widget.tsx', { eager: true });

const registry = namedRegistry(modules, 'widget', 'widgets');

export function findWidget(name: string): WidgetDefinition | undefined {
  return registry.get(name);
}

export function widgetNames(): string[] {
  return [...registry.keys()];
}

/** The widget drawing a field's input: the one `renderWith` names, else the field's own widget. */
export function inputWidget(field: Pick<FieldSpec, 'renderers' | 'widget'>): WidgetDefinition | undefined {
  const name = field.renderers?.input ?? field.widget?.name;
  return name ? registry.get(name) : undefined;
}

/** The component drawing a field in a form, a list cell or a show page, if a widget takes it. */
export function rendererOf(field: Pick<FieldSpec, 'renderers' | 'widget'>, place: 'input'): ComponentType<WidgetInputProps> | undefined;
export function rendererOf(field: Pick<FieldSpec, 'renderers' | 'widget'>, place: 'cell' | 'show'): ComponentType<WidgetFieldProps> | undefined;
export function rendererOf(field: Pick<FieldSpec, 'renderers' | 'widget'>, place: 'input' | 'cell' | 'show') {
  const named = field.renderers?.[place];
  const def = registry.get(named ?? field.widget?.name ?? '');
  if (!def) return undefined;
  if (place === 'input') return def.Input;
  if (place === 'cell') return def.Cell ?? def.Field;
  return def.Field;
}
