import { useState, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Box, Button, FormHelperText, FormLabel, Menu, MenuItem, Stack } from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import type { DateRangeSpec } from '../fields';
import '../../../i18n/parts/engineOnDemand';

/**
 * The date-range control (lazy-loaded by SchemaInput, so lists without dates do not load the
 * picker library): two free MUI X pickers in one control plus a shortcuts menu. It writes the two
 * ends to their own keys (`from`, `to`), in a form (record fields) and in a list's filter form (two
 * params). Values are the API's strings (`yyyy-MM-dd` / `yyyy-MM-dd HH:mm:ss`).
 */
const DATE = 'YYYY-MM-DD';
const DATETIME = 'YYYY-MM-DD HH:mm:ss';

type Shortcut = 'today' | 'last7' | 'last30' | 'thisMonth' | 'lastMonth';
const SHORTCUTS: readonly Shortcut[] = ['today', 'last7', 'last30', 'thisMonth', 'lastMonth'];

/** First and last day of a shortcut, counted from `today`. */
export function shortcutRange(shortcut: Shortcut, today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const day = today.startOf('day');
  switch (shortcut) {
    case 'today':
      return [day, day];
    case 'last7':
      return [day.subtract(6, 'day'), day];
    case 'last30':
      return [day.subtract(29, 'day'), day];
    case 'thisMonth':
      return [day.startOf('month'), day.endOf('month').startOf('day')];
    case 'lastMonth': {
      const last = day.subtract(1, 'month');
      return [last.startOf('month'), last.endOf('month').startOf('day')];
    }
  }
}

function parse(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** MUI X pickers in the UI language (zh-CN calendar, weekdays and field placeholders). */
function PickerLocale({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const localeText = (locale === 'en' ? enUS : zhCN).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale === 'en' ? 'en' : 'zh-cn'} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

/**
 * One date (`field.date()`, `yyyy-MM-dd`) or date and time (`field.datetime()`,
 * `yyyy-MM-dd HH:mm:ss`) in a form or a search form: a MUI X picker, never a native input.
 */
export function DateInput({ source, label, time = false, fullWidth = true }: { source: string; label: string; time?: boolean; fullWidth?: boolean }) {
  const { field, fieldState } = useInput({ source });
  const Picker = time ? DateTimePicker : DatePicker;
  const format = time ? DATETIME : DATE;
  return (
    <PickerLocale>
      <Picker
        label={label}
        value={parse(field.value)}
        onChange={(value) => field.onChange(value && value.isValid() ? value.format(format) : null)}
        format={format}
        slotProps={{
          textField: {
            size: 'small',
            variant: 'filled',
            name: source,
            onBlur: field.onBlur,
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message,
            fullWidth,
          },
          field: { clearable: true },
        }}
      />
    </PickerLocale>
  );
}

export default function DateRangePicker({
  range,
  label,
  asFilter = false,
}: {
  range: DateRangeSpec;
  label: string;
  asFilter?: boolean;
}) {
  const translate = useTranslate();
  const from = useInput({ source: range.from });
  const to = useInput({ source: range.to });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // Forms with times pick the time too; a filter picks whole days (from 00:00:00 to 23:59:59).
  const withTime = range.time && !asFilter;
  const write = (end: 'from' | 'to', value: Dayjs | null) => {
    const input = end === 'from' ? from : to;
    if (!value || !value.isValid()) return input.field.onChange(null);
    if (!range.time) return input.field.onChange(value.format(DATE));
    const at = withTime ? value : end === 'from' ? value.startOf('day') : value.endOf('day');
    input.field.onChange(at.format(DATETIME));
  };
  const apply = (shortcut: Shortcut) => {
    const [start, end] = shortcutRange(shortcut);
    write('from', start.startOf('day'));
    write('to', range.time ? end.endOf('day') : end);
    setMenu(null);
  };
  const error = from.fieldState.error?.message ?? to.fieldState.error?.message;
  const Picker = withTime ? DateTimePicker : DatePicker;
  const textField = (end: 'from' | 'to') => ({
    size: 'small' as const,
    // Filled, like react-admin's inputs beside it.
    variant: 'filled' as const,
    name: end === 'from' ? range.from : range.to,
    error: Boolean((end === 'from' ? from : to).fieldState.error),
    // In a search cell the two ends share its width; in a form a phone stacks them full width
    // (a whole date stays readable beside the icons).
    sx: asFilter ? { flex: '1 1 150px', minWidth: 0, m: 0 } : { width: { xs: '100%', sm: withTime ? 240 : 190 } },
  });
  return (
    <PickerLocale>
      <Box
        component="fieldset"
        role="group"
        aria-label={label}
        sx={{ border: 0, p: 0, m: 0, mb: asFilter ? 0 : 2, minWidth: 0 }}
      >
        {!asFilter && (
          <FormLabel component="legend" error={Boolean(error)} sx={{ fontSize: 12, mb: 1 }}>
            {label}
          </FormLabel>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Picker
            label={asFilter ? `${label} · ${translate('engine.form.rangeStart')}` : translate('engine.form.rangeStart')}
            value={parse(from.field.value)}
            onChange={(value) => write('from', value)}
            format={withTime ? DATETIME : DATE}
            slotProps={{ textField: textField('from'), field: { clearable: true } }}
          />
          <Box component="span" aria-hidden sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'inline' } }}>
            —
          </Box>
          <Picker
            label={asFilter ? `${label} · ${translate('engine.form.rangeEnd')}` : translate('engine.form.rangeEnd')}
            value={parse(to.field.value)}
            onChange={(value) => write('to', value)}
            format={withTime ? DATETIME : DATE}
            minDate={parse(from.field.value) ?? undefined}
            slotProps={{ textField: textField('to'), field: { clearable: true } }}
          />
          <Button
            size="small"
            startIcon={<EventNoteIcon />}
            onClick={(event) => setMenu(event.currentTarget)}
            aria-haspopup="menu"
          >
            {translate('engine.form.rangeShortcuts')}
          </Button>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            {SHORTCUTS.map((shortcut) => (
              <MenuItem key={shortcut} onClick={() => apply(shortcut)}>
                {translate(`engine.form.shortcuts.${shortcut}`)}
              </MenuItem>
            ))}
          </Menu>
        </Stack>
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </PickerLocale>
  );
}
