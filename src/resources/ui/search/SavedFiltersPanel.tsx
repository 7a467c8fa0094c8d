import { useId, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useNotify, useTranslate } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { isEmptyValue } from './filterChips';
import { NAME_MAX, SAVED_MAX, useSavedFilters } from './savedFilters';
import '../../../../i18n/parts/savedFilters';

export interface Choice {
  id: string;
  name: string;
  filter: Record<string, unknown>;
  saved: boolean;
}

/**
 * 常用筛选's popover: the presets and saved searches, and the form saving the current one. Loaded
 * on the first opening (docs/decisions/320-panels-load-on-open.md); the button is ./SavedFilters.tsx.
 */
export default function SavedFiltersPanel({
  schema,
  anchor,
  presets,
  mine,
  active,
  current,
  hasFilter,
  onApply,
  onClose,
}: {
  schema: AnyResourceSchema;
  anchor: HTMLElement | null;
  presets: readonly Choice[];
  mine: readonly Choice[];
  active: Choice | undefined;
  current: Readonly<Record<string, unknown>>;
  hasFilter: boolean;
  onApply: (choice: Choice) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { save, remove } = useSavedFilters(schema.name);
  const titleId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const trimmed = name.trim();
  const replaces = mine.some((choice) => choice.name === trimmed);
  const note = !hasFilter
    ? translate('listPolish.saved.noFilter')
    : replaces
      ? translate('listPolish.saved.overwriteNote')
      : mine.length >= SAVED_MAX && trimmed
        ? translate('listPolish.saved.limit', { max: SAVED_MAX })
        : ' ';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The popover is a portal: React would carry this submit on to the search form around it.
    event.stopPropagation();
    if (!trimmed) return setError(translate('listPolish.saved.nameRequired'));
    if (trimmed.length > NAME_MAX) return setError(translate('listPolish.saved.nameTooLong', { max: NAME_MAX }));
    const filter = Object.fromEntries(Object.entries(current).filter(([, value]) => !isEmptyValue(value)));
    if (save(trimmed, filter)) {
      notify(translate('listPolish.saved.saved', { name: trimmed }), { type: 'success' });
      setName('');
      setError(null);
    } else notify(translate('listPolish.saved.saveFailed'), { type: 'warning' });
  };
  const confirmRemove = (choice: Choice) => {
    remove(choice.name);
    setConfirming(null);
    notify(translate('listPolish.saved.removed', { name: choice.name }), { type: 'success' });
  };

  const row = (choice: Choice) => {
    const isActive = active?.id === choice.id;
    if (confirming === choice.name)
      return (
        <ListItem key={choice.id} sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
          <Typography variant="body2" sx={{ flex: '1 1 100%' }}>
            {translate('listPolish.saved.removeConfirm', { name: choice.name })}
          </Typography>
          <Button size="small" color="error" variant="contained" autoFocus onClick={() => confirmRemove(choice)}>
            {translate('listPolish.saved.confirm')}
          </Button>
          <Button size="small" onClick={() => setConfirming(null)}>
            {translate('listPolish.saved.cancel')}
          </Button>
        </ListItem>
      );
    return (
      <ListItem
        key={choice.id}
        disablePadding
        secondaryAction={
          choice.saved ? (
            <IconButton
              edge="end"
              size="small"
              aria-label={translate('listPolish.saved.remove', { name: choice.name })}
              onClick={() => setConfirming(choice.name)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          ) : undefined
        }
      >
        <ListItemButton dense selected={isActive} aria-current={isActive || undefined} onClick={() => onApply(choice)}>
          <ListItemText
            primary={choice.name}
            secondary={isActive ? translate('listPolish.saved.current') : undefined}
            slotProps={{ primary: { variant: 'body2' } }}
          />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 32px)', maxHeight: 520 },
        } as object,
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate('listPolish.saved.title')}
      </Typography>
      {presets.length > 0 && (
        <>
          <Typography variant="caption" component="h3" color="text.secondary" sx={{ mt: 1, display: 'block' }}>
            {translate('listPolish.saved.presets')}
          </Typography>
          <List dense disablePadding>
            {presets.map(row)}
          </List>
        </>
      )}
      <Typography variant="caption" component="h3" color="text.secondary" sx={{ mt: 1, display: 'block' }}>
        {translate('listPolish.saved.mine')}
      </Typography>
      {mine.length ? (
        <List dense disablePadding>
          {mine.map(row)}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 0.5 }}>
          {translate('listPolish.saved.empty')}
        </Typography>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={translate('listPolish.saved.nameLabel')}
          placeholder={translate('listPolish.saved.namePlaceholder')}
          value={name}
          disabled={!hasFilter}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? note}
          slotProps={{
            htmlInput: { maxLength: NAME_MAX + 10 },
            // The note says why the field is off: read at full strength (disabled grey is 2.3:1 on white).
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
        <Button type="submit" variant="contained" size="small" disabled={!hasFilter} sx={{ mt: 0.5, flexShrink: 0 }}>
          {translate(replaces ? 'listPolish.saved.overwrite' : 'listPolish.saved.save')}
        </Button>
      </Box>
    </Popover>
  );
}
