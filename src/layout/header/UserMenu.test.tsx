import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../app/i18nProvider';
import { browserNavigation } from '../../authProvider/browser';
import { clearRoles, setRoles } from '../../authProvider/roles';
import { ensureRoles, fetchUserInfo, userInfoSource } from '../../authProvider/session';
import { getToken } from '../../dataProvider/token';
import { UserMenu } from './UserMenu';

/**
 * Spec §6 (issue 25): the role menu shows the active role in words and, because this build's
 * user-info step always answers 管理员, says so where the switch is offered: a switch reloads into
 * 管理员 again, which without a word looked like a broken menu.
 */
function renderMenu() {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <UserMenu color="inherit" />
    </AdminContext>,
  );
}

async function openMenu() {
  await userEvent.click(screen.getByTestId('user-menu'));
  return screen.findByRole('menu');
}

describe('user menu: the role switch', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    clearRoles();
    reload = vi.fn<() => void>();
    vi.spyOn(browserNavigation, 'reload').mockImplementation(reload);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    userInfoSource.load = fetchUserInfo;
    clearRoles();
  });

  it('names the active role and explains that this build always answers 管理员', async () => {
    await ensureRoles();
    renderMenu();
    const menu = await openMenu();
    expect(within(menu).getByTestId('active-role')).toHaveTextContent('当前角色：管理员');
    const note = within(menu).getByTestId('role-switch-note');
    expect(note).toHaveTextContent('本版本的用户信息始终返回“管理员”：切换角色会重新载入页面，载入后仍是管理员。');
    // Read with each option, so a screen reader hears it where the choice is made.
    const other = within(menu).getByRole('menuitem', { name: '切换角色: 默认角色' });
    expect(other).toHaveAccessibleDescription(expect.stringContaining('载入后仍是管理员'));
    expect(within(menu).getByRole('menuitem', { name: '切换角色: 管理员' })).toHaveAttribute('aria-current', 'true');
  });

  it('the switch still does what docs/spec.md §6 says: a placeholder token, then a reload', async () => {
    await ensureRoles();
    renderMenu();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: '切换角色: 默认角色' }));
    expect(getToken()).toBe('token-DEFAULT_ROLE');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with a real user-info call the explanation goes; the active role stays in words', async () => {
    userInfoSource.load = async () => ({ roles: ['DEFAULT_ROLE'], username: 'someone' });
    setRoles(await userInfoSource.load().then((info) => info.roles));
    renderMenu();
    const menu = await openMenu();
    expect(within(menu).getByTestId('active-role')).toHaveTextContent('当前角色：默认角色');
    expect(within(menu).queryByTestId('role-switch-note')).not.toBeInTheDocument();
  });

  it('in English too', async () => {
    await ensureRoles();
    await i18nProvider.changeLocale('en');
    try {
      renderMenu();
      const menu = await openMenu();
      expect(within(menu).getByTestId('active-role')).toHaveTextContent('Current role: Administrator');
      expect(within(menu).getByTestId('role-switch-note')).toHaveTextContent('always answers “Administrator”');
    } finally {
      await i18nProvider.changeLocale('zh-CN');
    }
  });
});
