import { memo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldSpec, AnyResourceSchema } from '../../defineResource';
import { enumLabelKey, fieldLabelKey } from '../labels';
import { referenceParams, useReferenceOptions } from '../useReferenceOptions';
import { TableIcon } from '../table/RowIcons';
import { filterChipsOf, withoutChip, type ChipValue, type FilterChipModel } from './filterChips';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Every active filter as a chip above the table (issue 23, decision 150): 标签：值 as the form
 * shows it (enum and reference labels, not ids), × removes it at once, 清除全部 removes them all.
 * Memoised on the filter's value: a page of data or a selection does not render it again.
 */
export const FilterChips = memo(function FilterChips({
  schema,
  filter,
  setFilters,
}: {
  schema: AnyResourceSchema;
  filter: Readonly<Record<string, unknown>>;
  setFilters: (filter: Record<string, unknown>) => void;
}) {
  const translate = useTranslate();
  const group = useRef<HTMLDivElement>(null);
  const chips = filterChipsOf(schema, filter);
  if (!chips.length) return null;
  const remove = (chip: FilterChipModel, index: number) => {
    // Focus stays in the row: on the chip that takes this one's place, else the one before.
    const buttons = group.current?.querySelectorAll<HTMLButtonElement>('[data-chip-remove]');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    setFilters(withoutChip(filter, chip));
    next?.focus();
  };
  return (
    <div
      className="lt-fchips"
      role="group"
      aria-label={translate('listPolish.chips.label')}
      ref={group}
      data-testid="filter-chips"
    >
      {chips.map((chip, index) => (
        <Chip
          key={chip.id}
          schema={schema}
          chip={chip}
          filter={filter}
          translate={translate}
          onRemove={() => remove(chip, index)}
        />
      ))}
      <button type="button" className="lt-link" onClick={() => setFilters({})}>
        {translate('listPolish.chips.clearAll')}
      </button>
    </div>
  );
});

function Chip({
  schema,
  chip,
  filter,
  translate,
  onRemove,
}: {
  schema: AnyResourceSchema;
  chip: FilterChipModel;
  filter: Readonly<Record<string, unknown>>;
  translate: Translate;
  onRemove: () => void;
}) {
  const label = chip.field ? translate(fieldLabelKey(schema, chip.field.key), { _: chip.field.key }) : chip.id;
  const field = chip.field;
  if (field?.reference && chip.value.kind === 'value')
    return (
      <ReferenceChip
        field={field}
        label={label}
        value={chip.value.value}
        filter={filter}
        translate={translate}
        onRemove={onRemove}
      />
    );
  return (
    <ChipView
      label={label}
      value={valueText(schema, field, chip.value, translate)}
      translate={translate}
      onRemove={onRemove}
    />
  );
}

/** A reference's value by its option's name (the options the form's select reads, cached). */
function ReferenceChip({
  field,
  label,
  value,
  filter,
  translate,
  onRemove,
}: {
  field: FieldSpec;
  label: string;
  value: unknown;
  filter: Readonly<Record<string, unknown>>;
  translate: Translate;
  onRemove: () => void;
}) {
  const { data } = useReferenceOptions(field, referenceParams(field, filter));
  const nameOf = (id: unknown) => data?.find((option) => String(option.id) === String(id))?.name ?? String(id);
  const text = Array.isArray(value) ? value.map(nameOf).join('、') : nameOf(value);
  return <ChipView label={label} value={text} translate={translate} onRemove={onRemove} />;
}

function ChipView({
  label,
  value,
  translate,
  onRemove,
}: {
  label: string;
  value: string;
  translate: Translate;
  onRemove: () => void;
}) {
  return (
    <span className="lt-fchip" data-testid="filter-chip">
      <span>{translate('listPolish.chips.item', { label, value })}</span>
      <button
        type="button"
        className="lt-fchip-remove"
        data-chip-remove=""
        aria-label={translate('listPolish.chips.remove', { label, value })}
        onClick={onRemove}
      >
        <TableIcon name="close" />
      </button>
    </span>
  );
}

/** A chip's value as the form shows it. */
export function valueText(
  schema: AnyResourceSchema,
  field: FieldSpec | undefined,
  value: ChipValue,
  translate: Translate,
): string {
  if (value.kind === 'range') {
    const { from, to } = value;
    if (from && to) return from === to ? from : translate('listPolish.chips.range', { from, to });
    return from
      ? translate('listPolish.chips.from', { date: from })
      : translate('listPolish.chips.to', { date: to ?? '' });
  }
  const one = (item: unknown): string => {
    if (field && (field.kind === 'enum' || field.kind === 'status'))
      return translate(enumLabelKey(schema, field, item), { _: String(item) });
    if (field?.kind === 'boolean')
      return translate(item === true || item === 'true' ? 'engine.boolean.yes' : 'engine.boolean.no');
    return typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
  };
  return Array.isArray(value.value) ? value.value.map(one).join('、') : one(value.value);
}
