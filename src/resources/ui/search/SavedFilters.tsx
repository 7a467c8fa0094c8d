import { useRef, useState } from 'react';
import { Button, Popover } from '@mui/material';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { useTranslate } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { onDemand, OnDemandFallback, useOnDemand } from '../onDemand';
import { isEmptyValue, sameFilter } from './filterChips';
import { presetsOf, resolvePreset } from './filterPresets';
import { useSavedFilters } from './savedFilters';
import type { Choice } from './SavedFiltersPanel';

// The popover's list and form load on the first opening (docs/decisions/320-panels-load-on-open.md).
const savedFiltersPanel = onDemand(() => import('./SavedFiltersPanel').then((module) => module.default));

/**
 * 常用筛选 (issue 23): the schema's preset searches (the orders' 今日待发货) and the ones this user
 * saved on this list (./savedFilters.ts), applied with one click; the current filter saved under
 * a name (the same name replaces it); a saved one deleted after a question naming it. The popover
 * is mounted only while open.
 */
export function SavedFilters({
  schema,
  current,
  setFilters,
}: {
  schema: AnyResourceSchema;
  current: Readonly<Record<string, unknown>>;
  setFilters: (filter: Record<string, unknown>) => void;
}) {
  const translate = useTranslate();
  const { items } = useSavedFilters(schema.name);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const panel = useOnDemand(savedFiltersPanel, open);
  const Panel = panel.module;
  const presets: Choice[] = presetsOf(schema).map((preset) => ({
    id: `preset:${preset.key}`,
    name: translate(preset.labelKey),
    filter: resolvePreset(schema, preset.values),
    saved: false,
  }));
  const mine: Choice[] = items.map((item) => ({
    id: `saved:${item.name}`,
    name: item.name,
    filter: item.filter,
    saved: true,
  }));
  const hasFilter = Object.values(current).some((value) => !isEmptyValue(value));
  const active = hasFilter ? [...presets, ...mine].find((choice) => sameFilter(choice.filter, current)) : undefined;
  return (
    <>
      <Button
        ref={button}
        type="button"
        size="small"
        startIcon={<BookmarkBorderIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="saved-filters-button"
      >
        {active
          ? translate('listPolish.saved.buttonActive', { name: active.name })
          : translate('listPolish.saved.button')}
      </Button>
      {open && Panel && (
        <Panel
          schema={schema}
          anchor={button.current}
          presets={presets}
          mine={mine}
          active={active}
          current={current}
          hasFilter={hasFilter}
          onApply={(choice) => {
            setOpen(false);
            setFilters(choice.filter);
          }}
          onClose={() => setOpen(false)}
        />
      )}
      {open && !Panel && (
        <Popover
          open
          anchorEl={button.current}
          onClose={() => setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            // The dialog (named 常用筛选) is the panel's; until it is there only the progress
            // (role status) or the failure (role alert) is in the popover.
            paper: { sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } } as object,
          }}
        >
          <OnDemandFallback error={panel.error} onRetry={panel.retry} />
        </Popover>
      )}
    </>
  );
}

