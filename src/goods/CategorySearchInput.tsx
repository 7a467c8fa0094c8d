import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { FieldTitle, useInput, useTranslate, type InputProps } from 'react-admin';
import { loadPinyinMatcher, type PinyinMatcher } from '../layout/search/searchModel';
import { referenceSources } from '../reference/sources';
import { useReferenceOptions, type RefOption as FlatCategory } from '../resources/ui/useReferenceOptions';
import { categoryOf, filterCategories } from './categorySearch';
import '../../i18n/parts/goods';

const NO_OPTIONS: FlatCategory[] = [];

type CategorySearchInputProps = Omit<InputProps, 'source'> & { source: string };

/**
 * The goods category as a searchable tree select (`GET /goodsCategory/buildTree`): the tree
 * indented while nothing is typed; typing filters by name, pinyin or initials (the matcher loads
 * on first open) and each hit shows its path (服装 / 女装 / 连衣裙), which is also what the input
 * shows once chosen. Arrows, Enter and Escape work as in any MUI Autocomplete. The value is
 * the category id.
 */
export function CategorySearchInput({ source, label, isRequired: required }: CategorySearchInputProps) {
  const translate = useTranslate();
  const state = useReferenceOptions(referenceSources.categories);
  const options = state.data ?? NO_OPTIONS;
  const { field, fieldState, isRequired, id } = useInput({ source, isRequired: required });
  const [query, setQuery] = useState('');
  const [pinyin, setPinyin] = useState<PinyinMatcher>();
  const failed = state.isError;
  const errorText = fieldState.error?.message
    ? translate(fieldState.error.message, { _: fieldState.error.message })
    : undefined;
  const searching = query.trim() !== '';

  return (
    <Autocomplete<FlatCategory>
      id={id}
      options={options}
      value={categoryOf(options, field.value)}
      onChange={(_, picked) => field.onChange(picked ? picked.id : null)}
      onBlur={field.onBlur}
      onInputChange={(_, text, reason) => setQuery(reason === 'input' ? text : '')}
      onOpen={() => {
        if (failed) void state.refetch();
        if (!pinyin) void loadPinyinMatcher().then((matcher) => setPinyin(() => matcher));
      }}
      filterOptions={(all, { inputValue }) => filterCategories(all, inputValue, pinyin)}
      getOptionLabel={(option) => option.path ?? option.name}
      isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
      loading={state.isPending}
      loadingText={translate('reference.loading')}
      noOptionsText={translate(failed ? 'reference.loadFailed' : 'goods.category.noMatch')}
      autoHighlight
      openOnFocus
      fullWidth
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ pl: searching ? 2 : 2 + option.depth * 2 }}>
          <Box>
            <Typography
              variant="body2"
              component="span"
              sx={{ fontWeight: option.depth === 0 && !searching ? 600 : 400 }}
            >
              {option.name}
            </Typography>
            {searching && option.depth > 0 && (
              <Typography variant="caption" component="div" color="text.secondary">
                {option.path}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          placeholder={translate('goods.category.placeholder')}
          error={failed || Boolean(fieldState.error)}
          helperText={failed ? translate('reference.loadFailed') : (errorText ?? ' ')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'category-input' } }}
        />
      )}
    />
  );
}
