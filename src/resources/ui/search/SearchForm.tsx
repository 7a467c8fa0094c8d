import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { useListContext, useTranslate } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { onDemand, OnDemandRetry, useOnDemand } from '../onDemand';
import { foldedFilterCount } from './filterChips';
import { SavedFilters } from './SavedFilters';
import { SearchFieldsLight } from './SearchFieldsLight';
import type { FieldsHandle } from './SearchFields';
import { drawnLight, seedOf, type Handover } from './searchHandover';
import {
  cellSpan,
  collapsedCount,
  columnsFor,
  fieldHasValue,
  filterKeys,
  formValuesOf,
  nextFilter,
} from './searchLayout';

/**
 * The fields with react-hook-form and the create / edit forms' inputs load on the form's first
 * focus, pointer press, key or touch; until then light look-alikes take the typing
 * (docs/decisions/330-search-form-on-demand.md).
 */
export const searchFields = onDemand(() => import('./SearchFields').then((module) => module.default));

/**
 * The search form above a generated list (docs/decisions/150-list-search-pager-export.md): the
 * schema's `.filter()` fields in a grid, applied on 查询 or Enter (not while typing), 重置 clears
 * the form and the filter, 展开 / 收起 when the fields need more than one row. The filter lives
 * in react-admin's list params (the URL), so back/forward and reload keep it; the form follows.
 */
export function SearchForm({ schema }: { schema: AnyResourceSchema }) {
  const list = useListContext();
  // The form re-renders only when the filter itself changes, not with every page of data or
  // page switch (issue 14: its inputs are the heaviest part of the list screen). react-admin
  // hands a new filter object on every location change, so it is compared by value.
  const currentKey = JSON.stringify(list.filterValues ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const current = useMemo(() => (list.filterValues ?? {}) as Record<string, unknown>, [currentKey]);
  const listRef = useRef(list);
  listRef.current = list;
  const apply = useMemo<FilterActions>(
    () => ({
      setFilters: (filter) => listRef.current.setFilters(filter, {}),
      refetch: () => void listRef.current.refetch(),
    }),
    [],
  );
  return <SearchFormBody schema={schema} current={current} currentKey={currentKey} actions={apply} />;
}

interface FilterActions {
  setFilters: (filter: Record<string, unknown>) => void;
  refetch: () => void;
}

const SearchFormBody = memo(function SearchFormBody({
  schema,
  current,
  currentKey,
  actions,
}: {
  schema: AnyResourceSchema;
  current: Record<string, unknown>;
  currentKey: string;
  actions: FilterActions;
}) {
  const translate = useTranslate();
  const fields = useMemo(() => schema.fields.filter((f) => f.filter), [schema]);
  const keys = useMemo(() => filterKeys(fields), [fields]);
  const { ref, columns } = useGridColumns();
  const spans = fields.map((f) => cellSpan(f, columns));
  const firstRow = collapsedCount(spans, columns);
  const collapsible = firstRow < fields.length;
  const [expanded, setExpanded] = useState(false);
  // Filters in the folded rows, counted on 展开 (issue 23): no active filter is out of sight.
  const folded = collapsible && !expanded ? foldedFilterCount(fields, firstRow, current) : 0;
  const shownIndexes = fields.map((_, index) => index).filter((index) => !collapsible || expanded || index < firstRow);
  const shown = shownIndexes.map((index) => fields[index]);
  const shownSpans = shownIndexes.map((index) => spans[index]);

  // The real fields: asked for when a field of this form is focused or typed in, or at once when
  // a field shown has no light rendition (a date range). Every list draws light fields first, even
  // once the code is there (a lighter first mount); the focus then swaps them in the same task.
  const [used, setUsed] = useState(false);
  const wanted = used || shown.some((field) => !drawnLight(field));
  const real = useOnDemand(searchFields, wanted);
  // Text typed into the light fields, over the filter it was typed on (a new filter shows as it is).
  const [typed, setTyped] = useState<{ over: string; text: Record<string, string> }>({ over: currentKey, text: {} });
  if (typed.over !== currentKey) setTyped({ over: currentKey, text: {} });
  // An IME composition in a light field finishes there: swapping the input would cut it.
  const [composing, setComposing] = useState(false);
  const handle = useRef<FieldsHandle | null>(null);
  const handover = useRef<Handover>({});
  const Fields = wanted && !composing ? real.module : undefined;
  useEffect(() => {
    // A failed import drops the select asked for: the next press asks again.
    if (real.error) handover.current.open = undefined;
  }, [real.error]);

  // It opens when a field of the hidden rows gets a value, so a new filter is not out of sight;
  // once per filter, and again when the first row is measured (the grid's columns come from the
  // form's width after the first render). A filter removed (a chip's ×) leaves a folded form
  // folded: 展开 counts the rest.
  const seen = useRef({ key: '', filter: {} as Record<string, unknown>, before: {} as Record<string, unknown>, opened: false });
  useEffect(() => {
    if (seen.current.key !== currentKey)
      seen.current = { key: currentKey, filter: current, before: seen.current.filter, opened: false };
    const { before, opened } = seen.current;
    if (opened) return;
    const gained = (key: string) => JSON.stringify(current[key] ?? null) !== JSON.stringify(before[key] ?? null);
    if (fields.slice(firstRow).some((f) => fieldHasValue(f, current) && filterKeys([f]).some(gained))) {
      seen.current.opened = true;
      setExpanded(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentKey, fields, firstRow]);

  // 查询 / Enter and 重置 read and clear whichever fields are drawn: the real ones once there,
  // else the light ones (what was typed over the URL's filter).
  const search = () => {
    const values = handle.current?.values() ?? seedOf(current, typed.text, fields);
    const next = nextFilter(current, values, keys);
    // 查询 on an unchanged filter reads the list again, as an operator expects.
    if (JSON.stringify(next) === currentKey) actions.refetch();
    else actions.setFilters(next);
  };
  const reset = () => {
    if (handle.current) handle.current.reset(formValuesOf({}, keys));
    else setTyped({ over: currentKey, text: Object.fromEntries(fields.map((field) => [field.key, ''])) });
    actions.setFilters({});
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    // Keys from a portal (a select's list, a picker's calendar) bubble here through React.
    if (!event.currentTarget.contains(target) || !takesEnterAsSearch(target)) return;
    event.preventDefault();
    search();
  };
  // A field focused or typed in: the real fields take over. The buttons (查询, 重置, 展开, 常用筛选)
  // work on either, so pressing them only fetches the code.
  const use = (event: { target: EventTarget }) => {
    if (!used && event.target instanceof Element && event.target.closest('[data-search-field]')) setUsed(true);
  };
  // A field pressed: its code is fetched already (a failure shows once the field is focused,
  // when useOnDemand loads again).
  const prefetch = (event: { target: EventTarget }) => {
    if (event.target instanceof Element && event.target.closest('[data-search-field]')) void searchFields.load().catch(() => undefined);
  };
  if (!fields.length) return null;
  return (
    <Box
      component="form"
      ref={ref}
      role="search"
      aria-label={translate('engine.search.label')}
      data-testid="search-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLFormElement>) => {
        use(event);
        onKeyDown(event);
      }}
      onFocus={use}
      // A press on a field only fetches the code: the focus that follows swaps the fields
      // (swapping under a press would move the element the browser is about to focus).
      onPointerDown={prefetch}
      onTouchStart={prefetch}
      // Only a light field's composition holds the swap (the real fields, once drawn, stay).
      onCompositionStart={(event) => {
        if (event.target instanceof Element && event.target.closest('[data-search-light]')) setComposing(true);
      }}
      onCompositionEnd={() => setComposing(false)}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        columnGap: 2,
        rowGap: 1.5,
        alignItems: 'center',
        width: '100%',
        // A card of its own, as Element Plus search forms (and the labels keep their contrast).
        bgcolor: 'background.paper',
        borderRadius: 1,
        p: 2,
        mb: 1.5,
        // Inputs fill their cell (a date range lays out its own two pickers).
        '& [data-search-field] > .MuiFormControl-root': { m: 0, width: '100%' },
      }}
    >
      {Fields ? (
        <Fields
          schema={schema}
          shown={shown}
          spans={shownSpans}
          keys={keys}
          current={current}
          currentKey={currentKey}
          seed={seedOf(current, typed.text, fields)}
          handle={handle}
          handover={handover}
          frame={ref}
        />
      ) : (
        <SearchFieldsLight
          schema={schema}
          shown={shown}
          spans={shownSpans}
          current={current}
          typed={typed.text}
          onType={(key, text) => setTyped((before) => ({ over: before.over, text: { ...before.text, [key]: text } }))}
          handover={handover}
          loading={!real.error}
          frame={ref}
        />
      )}
      <Box
        sx={{
          gridColumn: '-2 / -1',
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Button type="submit" variant="contained" size="small" startIcon={<SearchIcon />}>
          {translate('engine.search.submit')}
        </Button>
        <Button type="button" variant="outlined" size="small" onClick={reset}>
          {translate('engine.search.reset')}
        </Button>
        {collapsible && (
          <Button
            type="button"
            size="small"
            aria-expanded={expanded}
            // The count in words for screen readers: 展开（折叠的字段中有 2 个筛选条件）.
            aria-label={
              folded > 0
                ? `${translate('engine.search.expand')}${translate('listPolish.folded', { smart_count: folded })}`
                : undefined
            }
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => setExpanded((open) => !open)}
          >
            {translate(expanded ? 'engine.search.collapse' : 'engine.search.expand')}
            {folded > 0 && (
              <Box component="span" aria-hidden="true" data-testid="folded-count" sx={foldedBadge}>
                {folded}
              </Box>
            )}
          </Button>
        )}
        <SavedFilters schema={schema} current={current} setFilters={actions.setFilters} />
      </Box>
      {real.error ? (
        // The light fields keep what was typed; 重试 loads the real ones again.
        <Box sx={{ gridColumn: '1 / -1' }}>
          <OnDemandRetry what="search" onRetry={real.retry} />
        </Box>
      ) : null}
    </Box>
  );
});

/** The count on 展开: a small filled circle in the primary colour (its text at 4.5:1, MUI's contrastText). */
const foldedBadge = {
  ml: 0.75,
  minWidth: 18,
  height: 18,
  px: 0.5,
  borderRadius: 9,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: 12,
  lineHeight: '18px',
  fontWeight: 600,
  display: 'inline-block',
  textAlign: 'center',
} as const;

/**
 * Enter searches from a text-like input or a date field; a select's button and an open list keep
 * Enter for choosing (MUI's own keyboard behaviour), buttons keep it for pressing.
 */
export function takesEnterAsSearch(element: HTMLElement): boolean {
  if (element.getAttribute('aria-expanded') === 'true') return false;
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'file'].includes(element.type);
  // MUI X pickers edit a date in sections (spans) instead of an <input>.
  return Boolean(element.closest('.MuiPickersSectionList-root'));
}

/** Columns for the form's own width (the menu may be open or folded), kept current on resize. */
function useGridColumns() {
  const ref = useRef<HTMLElement | null>(null);
  const [columns, setColumns] = useState(() => columnsFor(0));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setColumns(columnsFor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, columns };
}
