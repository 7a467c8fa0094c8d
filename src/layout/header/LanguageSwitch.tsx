import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../../../i18n/locales';
import { storageKeys } from '../../config';
import { writeString } from '../storage';
import { HeaderIconButton } from './HeaderIconButton';

/** zh-CN / English, remembered under storageKeys.language. */
export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <HeaderIconButton
        label={translate('shell.header.language')}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="language-switch"
      >
        <Translate />
      </HeaderIconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map(({ locale: option, name }) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            onClick={() => {
              setAnchor(null);
              writeString(storageKeys.language, option);
              setLocale(option);
            }}
          >
            <ListItemIcon>{option === locale && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
