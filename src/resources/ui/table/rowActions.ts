import type { RaRecord } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { actionLabelKey, actionsOf } from '../SchemaActions';
import { recordName } from '../recordName';

/**
 * The actions of one row, as data (buttons render them; the table runs them): 编辑, the schema's
 * record actions, 查看, 删除 — in that order, the first two inline, the rest under 更多 (issue 13).
 * The most used come first: editing, then the record's own workflow step (上架, 发货 …). 编辑,
 * 查看 and 删除 are drawn as icons in the table (issue 23: the 操作 column narrow enough that no
 * column hides under it at 1280 px); a record action keeps its words (no icon says 发货).
 */
export type RowActionKey = 'show' | 'edit' | 'delete' | `action:${string}`;

/** The icon a generic action is drawn with in the table (./tableIcons.ts, listTable.css `data-icon`). */
export type RowActionIcon = 'edit' | 'show' | 'delete';

export interface RowAction {
  key: RowActionKey;
  label: string;
  /** Drawn as this icon (its label as the accessible name and tooltip) where the row is a table row. */
  icon?: RowActionIcon;
  /** Accessible name where the label alone is ambiguous (record actions name the record). */
  ariaLabel?: string;
  danger: boolean;
  disabled: boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Rec = Readonly<Record<string, unknown>>;

/** How many actions a row shows inline; the rest go under 更多. */
export const INLINE_ACTIONS = 2;

/** A save call, or a custom form page (orders: the edit page saves through its own calls). */
export const canEdit = (schema: AnyResourceSchema) => Boolean(schema.api?.save ?? schema.api?.update ?? schema.restUrl ?? schema.pages?.form);
export const canDelete = (schema: AnyResourceSchema) => Boolean(schema.api?.remove ?? schema.restUrl);

export function rowActionsOf(schema: AnyResourceSchema, record: RaRecord, translate: Translate): RowAction[] {
  const name = recordName(schema, record);
  const out: RowAction[] = [];
  if (canEdit(schema) && (schema.editableWhen?.(record as Rec) ?? true)) out.push({ key: 'edit', label: translate('engine.action.edit'), icon: 'edit', danger: false, disabled: false });
  for (const [key, action] of actionsOf(schema, 'record')) {
    if (!(action.visibleWhen?.(record as Rec) ?? true)) continue;
    const label = translate(actionLabelKey(schema, key));
    out.push({
      key: `action:${key}`,
      label,
      ariaLabel: `${label} ${name}`,
      danger: action.tone === 'danger',
      disabled: !(action.enabledWhen?.(record as Rec) ?? true),
    });
  }
  out.push({ key: 'show', label: translate('engine.action.show'), icon: 'show', danger: false, disabled: false });
  if (canDelete(schema)) out.push({ key: 'delete', label: translate('engine.action.delete'), icon: 'delete', danger: true, disabled: false });
  return out;
}
