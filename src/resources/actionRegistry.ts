import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { ParsedAction, AnyResourceSchema } from './defineResource';
import { namedRegistry } from './namedRegistry';

/**
 * Dialogs of actions that need input, by name: every `src/**\/*.action.tsx` module exporting
 * `actionDialog: { name, component }` (decision 001: add a file, edit no list). A schema's
 * action names one with `dialog: '<name>'`. Keep these modules light: make `component` a
 * `React.lazy` of the dialog itself (the engine renders it inside Suspense).
 */
export interface ActionDialogProps {
  schema: AnyResourceSchema;
  /** The action's name in the schema (`resources.<resource>.actions.<name>` is its label). */
  name: string;
  action: ParsedAction;
  /** The record (record scope), the selected records on the page (bulk) or none (global). */
  records: readonly RaRecord[];
  /** The ids the action runs on (bulk: every selected id, also those on other pages). */
  ids: readonly RaRecord['id'][];
  /** Sends the call with the dialog's input (`data`: the body or the query); rejects on failure. */
  run: (data?: unknown) => Promise<void>;
  /** After a successful run: the engine toasts, refreshes the list and closes the dialog. */
  onDone: () => void;
  onClose: () => void;
}

export interface ActionDialogDefinition {
  name: string;
  component: ComponentType<ActionDialogProps>;
}

const modules = import.meta.glob<{ actionDialog?: ActionDialogDefinition }>('../**/*.action.tsx', { eager: true });

/** Builds the registry; two dialogs of one name fail loudly at start-up. */
export function collectActionDialogs(found: Readonly<Record<string, { actionDialog?: ActionDialogDefinition }>>): Map<string, ActionDialogDefinition> {
  return namedRegistry(found, 'actionDialog', 'action dialogs');
}

const registry = collectActionDialogs(modules);

export function findActionDialog(name: string): ActionDialogDefinition | undefined {
  return registry.get(name);
}

export function actionDialogNames(): string[] {
  return [...registry.keys()];
}
