import Logout from '@mui/icons-material/Logout';
import {
  Avatar,
  Box,
  ButtonBase,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { getUserRecord } from '../../authProvider/userRecord';
import { safeHttpUrl } from '../safeUrl';

/** Avatar + company name; the menu holds logout (react-admin useLogout). */
export function UserMenu({ color, compact }: { color: string; compact?: boolean }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const user = getUserRecord();
  const name = user?.company || user?.name || user?.email || translate('shell.header.account');
  const avatar = safeHttpUrl(user?.userAvatar);
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={translate('ra.auth.user_menu')}
        data-testid="user-menu"
        sx={{ gap: 1, px: 1, py: 0.5, borderRadius: 2, color, ml: 0.5 }}
      >
        <Avatar src={avatar} alt="" sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}>
          {name.slice(0, 1)}
        </Avatar>
        {!compact && (
          <Typography component="span" noWrap sx={{ maxWidth: 140, fontSize: 14 }}>
            {name}
          </Typography>
        )}
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 260 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          {user?.email && (
            <Typography noWrap variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
          data-testid="logout"
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('shell.header.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
