import { useMemo } from 'react';
import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { FieldTitle, useInput, useTranslate, type InputProps } from 'react-admin';
import { flattenCategories, referenceReads } from './reference.api';
import { useReference } from './useReference';

export type CategoryTreeInputProps = Omit<InputProps, 'source'> & {
  source: string;
  /** Use `GET /goodsCategory/hasGoods/buildTree` (categories that hold goods), e.g. for filters. */
  withGoods?: boolean;
  /** Only leaf categories can be picked (parents are shown as headings). */
  leafOnly?: boolean;
  /** Offer an "all" entry that clears the value (filters). */
  allowEmpty?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
};

/**
 * Tree select for goods categories: each category indented under its parent; the value is
 * the category id and the selected category shows its full path (服装 / 男装 / T恤).
 */
export function CategoryTreeInput({ withGoods, leafOnly, allowEmpty, fullWidth, size = 'small', ...props }: CategoryTreeInputProps) {
  const translate = useTranslate();
  const state = useReference(withGoods ? referenceReads.categoriesWithGoods : referenceReads.categories);
  const flat = useMemo(() => flattenCategories(state.data ?? []), [state.data]);
  const { field, fieldState, isRequired, id } = useInput({ ...props, format: (v: unknown) => (v ?? '') as string });
  const failed = Boolean(state.error);
  const errorText = fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : undefined;
  const value = flat.some((c) => String(c.id) === String(field.value)) ? String(field.value) : '';

  return (
    <TextField
      select
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={(event) => {
        const picked = flat.find((c) => String(c.id) === event.target.value);
        field.onChange(picked ? picked.id : null);
      }}
      onBlur={field.onBlur}
      size={size}
      fullWidth={fullWidth}
      sx={{ minWidth: 200 }}
      disabled={props.disabled || failed || state.isPending}
      label={<FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      error={failed || Boolean(fieldState.error)}
      helperText={failed ? translate('reference.loadFailed') : state.isPending ? translate('reference.loading') : errorText ?? props.helperText}
      slotProps={{
        select: {
          renderValue: (selected: unknown) => flat.find((c) => String(c.id) === String(selected))?.path ?? '',
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {allowEmpty && <MenuItem value="">{translate('reference.all')}</MenuItem>}
      {flat.map((category) =>
        leafOnly && !category.isLeaf ? (
          <ListSubheader key={category.id} sx={{ pl: 2 + category.depth * 2, lineHeight: '32px' }}>
            {category.categoryName}
          </ListSubheader>
        ) : (
          <MenuItem key={category.id} value={String(category.id)} sx={{ pl: 2 + category.depth * 2 }}>
            {category.categoryName}
          </MenuItem>
        ),
      )}
    </TextField>
  );
}
