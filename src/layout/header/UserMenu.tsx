import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import {
  Avatar,
  Box,
  ButtonBase,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
  type MenuItemProps,
} from '@mui/material';
import { useState } from 'react';
import { visuallyHidden } from '@mui/utils';
import { useLogout, useTranslate } from 'react-admin';
import { useRoles } from '../../authProvider/permission';
import { SWITCHABLE_ROLES, USER_INFO_ROLE } from '../../authProvider/roles';
import { switchRole, userInfoIsFixed } from '../../authProvider/session';
import { getUserRecord } from '../../authProvider/userRecord';
import { mediaSrc } from '../../dataProvider/urlPolicy';

/** Avatar + company name; the menu holds the role switch (docs/spec.md §6) and logout (react-admin useLogout). */
export function UserMenu({ color, compact }: { color: string; compact?: boolean }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const user = getUserRecord();
  const name = user?.company || user?.name || user?.email || translate('shell.header.account');
  const avatar = mediaSrc(user?.userAvatar);
  const roles = useRoles();
  const roleLabel = (role: string) => translate(`shell.roles.${role}`, { _: role });
  // Spec §6: this build's user-info step always answers one role, so a switch reloads into it again.
  const fixedRole = userInfoIsFixed() ? roleLabel(USER_INFO_ROLE) : undefined;
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        data-testid="user-menu"
        sx={{ gap: 1, px: 1, py: 0.5, borderRadius: 2, color, ml: 0.5 }}
      >
        <Avatar aria-hidden src={avatar} alt="" sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}>
          {name.slice(0, 1)}
        </Avatar>
        {!compact && (
          <Typography component="span" noWrap sx={{ maxWidth: 140, fontSize: 14 }}>
            {name}
          </Typography>
        )}
        {/* Named by its visible text plus what it opens (WCAG 2.5.3: no aria-label hiding the name). */}
        <Box component="span" sx={visuallyHidden}>
          {compact ? `${name} ` : ''}
          {translate('ra.auth.user_menu')}
        </Box>
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
        <ListSubheader role="presentation" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
          {translate('shell.header.switchRole')}
        </ListSubheader>
        {/* The active role in words, and why a switch comes back to it (issue 25). */}
        <Box id="user-menu-role-note" sx={{ px: 2, pb: 1, maxWidth: 260 }}>
          {roles.length > 0 && (
            <Typography variant="body2" data-testid="active-role">
              {translate('deployer.roleMenu.current', { role: roles.map(roleLabel).join('、') })}
            </Typography>
          )}
          {fixedRole && (
            <Typography variant="caption" component="p" color="text.secondary" data-testid="role-switch-note">
              {translate('deployer.roleMenu.fixed', { role: fixedRole })}
            </Typography>
          )}
        </Box>
        {SWITCHABLE_ROLES.map((role) => {
          const current = roles.includes(role);
          const label = roleLabel(role);
          return (
            <MenuItem
              key={role}
              selected={current}
              aria-current={current ? 'true' : undefined}
              aria-describedby="user-menu-role-note"
              data-role-option={role}
              // The visible text plus the heading it sits under (a menu has no group headings).
              aria-label={`${translate('shell.header.switchRole')}: ${label}`}
              onClick={() => {
                setAnchor(null);
                // Spec §6: a placeholder token for the role, then a reload.
                if (!current) switchRole(role);
              }}
            >
              <ListItemIcon>{current && <Check fontSize="small" />}</ListItemIcon>
              <ListItemText>{label}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <LogoutItem onChosen={() => setAnchor(null)} />
      </Menu>
    </>
  );
}

/**
 * 退出登录, in a component of its own: react-admin's useLogout reads the URL, and in the menu
 * button it made the whole header button render on every URL change (a list's page or filter).
 * Mounted only while the menu is open. Takes the props MenuList gives its items (focus, tabIndex).
 */
function LogoutItem({ onChosen, ...itemProps }: MenuItemProps & { onChosen: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <MenuItem
      {...itemProps}
      onClick={() => {
        onChosen();
        void logout();
      }}
      data-testid="logout"
    >
      <ListItemIcon>
        <Logout fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.header.logout')}</ListItemText>
    </MenuItem>
  );
}
