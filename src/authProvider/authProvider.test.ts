import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../mock/node';
import { peekCaptcha } from '../mock/captcha';
import { DEMO_ACCOUNT } from '../mock/handlers/auth';
import { raStoreKeyPrefix, STORAGE_PREFIX, storageKeys } from '../config';
import { http } from '../dataProvider/http';
import { signIn } from '../../tests/helpers/session';
import { authProvider } from './authProvider';
import { browserNavigation } from './browser';
import { takeLoginFlash } from './flash';
import { clearRoles, DEFAULT_ROLE, getRoles } from './roles';
import { fetchCaptcha, login, switchRole, userInfoSource } from './session';
import { getToken, setToken } from '../dataProvider/token';
import { getUserRecord } from './userRecord';

let assign: MockInstance<(url: string) => void>;
let reload: MockInstance<() => void>;

beforeEach(() => {
  clearRoles();
  sessionStorage.clear();
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.restoreAllMocks());

async function freshCaptcha(): Promise<string> {
  await fetchCaptcha();
  return peekCaptcha()!;
}

describe('login', () => {
  it('stores the token cookie and the user record', async () => {
    const result = await login({
      email: DEMO_ACCOUNT.email,
      loginPassword: DEMO_ACCOUNT.password,
      code: await freshCaptcha(),
    });
    expect(getToken()).toBe(result.token);
    expect(document.cookie).toContain(`${storageKeys.token}=`);
    expect(getUserRecord()).toMatchObject({
      id: DEMO_ACCOUNT.user.id,
      merchantId: DEMO_ACCOUNT.user.merchantId,
      userType: DEMO_ACCOUNT.user.userType,
      company: DEMO_ACCOUNT.user.company,
      userAvatar: DEMO_ACCOUNT.user.userAvatar,
    });
  });

  it('a wrong captcha rejects with 验证码错误 and stores nothing', async () => {
    await freshCaptcha();
    await expect(
      login({ email: DEMO_ACCOUNT.email, loginPassword: DEMO_ACCOUNT.password, code: 'ZZZZ' }),
    ).rejects.toMatchObject({
      message: '验证码错误',
    });
    expect(getToken()).toBeUndefined();
    expect(getUserRecord()).toBeUndefined();
  });

  it('a wrong password rejects with 邮箱或密码错误', async () => {
    await expect(
      login({ email: DEMO_ACCOUNT.email, loginPassword: 'nope', code: await freshCaptcha() }),
    ).rejects.toMatchObject({
      message: '邮箱或密码错误',
    });
  });

  it('the captcha is requested with a cache-busting query', async () => {
    let search = '';
    server.use(
      mswHttp.get('*/api/common/imgCode', ({ request }) => {
        search = new URL(request.url).search;
        return new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', {
          headers: { 'Content-Type': 'image/svg+xml' },
        });
      }),
    );
    await fetchCaptcha();
    expect(search).toMatch(/^\?t=\d+$/);
  });

  it('authProvider.login goes to the sanitised redirect target with a full page load', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fagreement');
    await authProvider.login({
      email: DEMO_ACCOUNT.email,
      loginPassword: DEMO_ACCOUNT.password,
      code: await freshCaptcha(),
    });
    expect(assign).toHaveBeenCalledWith('/agreement');
    window.history.replaceState(null, '', '/login?redirect=https%3A%2F%2Fevil.example.com');
    await authProvider.login({
      email: DEMO_ACCOUNT.email,
      loginPassword: DEMO_ACCOUNT.password,
      code: await freshCaptcha(),
    });
    expect(assign).toHaveBeenLastCalledWith('/');
  });
});

describe('route guard (checkAuth / getPermissions)', () => {
  it('no token: rejects, and the logout that follows loads /login?redirect=<path>', async () => {
    window.history.replaceState(null, '', '/agreement?id=3');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      message: false,
      redirectTo: '/login?redirect=%2Fagreement%3Fid%3D3',
    });
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fagreement%3Fid%3D3');
  });

  it('several guards rejecting before the page is replaced: every logout keeps the page to come back to', async () => {
    window.history.replaceState(null, '', '/agreement');
    // react-admin checks the session in several places at once; each rejection is followed by a logout.
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fagreement' });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fagreement' });
    await authProvider.logout({});
    await authProvider.logout({});
    expect(assign.mock.calls).toEqual([['/login?redirect=%2Fagreement'], ['/login?redirect=%2Fagreement']]);
  });

  it('token without roles: the user-info step sets role admin', async () => {
    await signIn();
    expect(getRoles()).toEqual([]);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(getRoles()).toEqual(['admin']);
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['admin']);
  });

  it('empty roles become DEFAULT_ROLE', async () => {
    await signIn();
    vi.spyOn(userInfoSource, 'load').mockResolvedValue({ roles: [], username: 'admin' });
    await expect(authProvider.getPermissions!({})).resolves.toEqual([DEFAULT_ROLE]);
    expect(DEFAULT_ROLE).toBe('DEFAULT_ROLE');
  });

  it('a failing user-info step clears the token, keeps the message for the login page, goes to /login', async () => {
    await signIn();
    vi.spyOn(userInfoSource, 'load').mockRejectedValue(new Error('用户信息获取失败'));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
    expect(getToken()).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(takeLoginFlash()).toBe('用户信息获取失败');
  });

  it('a user-info step refused with 401 ends the session once and keeps the page to come back to', async () => {
    await signIn();
    window.history.replaceState(null, '', '/agreement');
    // A user-info step that is a real call (userInfoSource is replaceable for one); the stand-in
    // answers 401 to a token it never issued.
    vi.spyOn(userInfoSource, 'load').mockImplementation(async () => {
      await http.get('/shipCountry/list');
      return { roles: ['admin'], username: 'admin' };
    });
    setToken('demo-forged');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      message: false,
      redirectTo: '/login?redirect=%2Fagreement',
    });
    expect(getToken()).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
    // Not the guard-failure path: no bare /login racing the reload, no message for the login page.
    expect(assign).not.toHaveBeenCalled();
    expect(takeLoginFlash()).toBeUndefined();
    await authProvider.logout({});
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fagreement');
  });

  it('a failure without a message shows 路由守卫过程发生错误', async () => {
    await signIn();
    vi.spyOn(userInfoSource, 'load').mockRejectedValue(new Error(''));
    await expect(authProvider.getPermissions!({})).rejects.toBeDefined();
    expect(takeLoginFlash()).toBe('auth.errors.guard');
    const { default: zh } = await import('../../i18n/zh-CN/auth');
    expect(zh.auth.errors.guard).toBe('路由守卫过程发生错误');
  });

  it('getIdentity returns id, the name (or company) and only an http(s) avatar', async () => {
    await login({ email: DEMO_ACCOUNT.email, loginPassword: DEMO_ACCOUNT.password, code: await freshCaptcha() });
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: DEMO_ACCOUNT.user.id,
      fullName: DEMO_ACCOUNT.user.name,
      avatar: undefined,
    });
    localStorage.setItem(
      storageKeys.user,
      JSON.stringify({ id: 7, company: '某公司', userAvatar: 'javascript:alert(1)' }),
    );
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 7, fullName: '某公司', avatar: undefined });
    localStorage.setItem(
      storageKeys.user,
      JSON.stringify({ id: 7, company: '某公司', userAvatar: 'https://cdn.example.com/a.png' }),
    );
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ avatar: 'https://cdn.example.com/a.png' });
  });

  it('checkError keeps the session for non-401 errors', async () => {
    await signIn();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getToken()).toBeDefined();
  });
});

/** What a working day leaves in the browser: user data and display preferences. */
function seedUserData(): void {
  localStorage.setItem(storageKeys.user, JSON.stringify({ id: 1, company: '义乌小商品' }));
  localStorage.setItem(storageKeys.chatList, JSON.stringify({ 1: [{ sender: 9, senderName: '张三', messages: [{ messageContent: '报价单' }] }] }));
  localStorage.setItem(`${raStoreKeyPrefix}goods.listParams`, JSON.stringify({ filter: { goodsName: '保温杯' } }));
  localStorage.setItem(`${raStoreKeyPrefix}version`, '"1"');
  localStorage.setItem(`${STORAGE_PREFIX}-something-added-later`, 'x');
  localStorage.setItem(storageKeys.theme, 'dark');
  localStorage.setItem(storageKeys.language, 'en');
  localStorage.setItem(storageKeys.chatDeviceId, 'web-1');
  localStorage.setItem('another-app-key', 'theirs');
}

const userDataKeys = [storageKeys.user, storageKeys.chatList, `${raStoreKeyPrefix}goods.listParams`, `${raStoreKeyPrefix}version`, `${STORAGE_PREFIX}-something-added-later`];
const preferenceKeys = [storageKeys.theme, storageKeys.language, storageKeys.chatDeviceId, 'another-app-key'];

function seedTabs(): void {
  localStorage.setItem(storageKeys.visitedViews, JSON.stringify([{ path: '/agreement' }]));
  localStorage.setItem(storageKeys.cachedViews, JSON.stringify(['agreement']));
}

describe('logout and 401', () => {
  it('logout clears token, roles, user record and tabs, then loads /login', async () => {
    await signIn();
    await authProvider.checkAuth({});
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 1 }));
    seedTabs();
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(getToken()).toBeUndefined();
    expect(getRoles()).toEqual([]);
    expect(getUserRecord()).toBeUndefined();
    expect(localStorage.getItem(storageKeys.visitedViews)).toBeNull();
    expect(localStorage.getItem(storageKeys.cachedViews)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it.each([
    ['logout', () => authProvider.logout({})],
    ['an HTTP 401', () => { setToken('demo-revoked'); return http.get('/shipCountry/list').catch(() => undefined); }],
  ])('%s leaves no user data in the browser (chat cache and react-admin store included), only preferences', async (_, end) => {
    await signIn();
    seedUserData();
    await end();
    for (const key of userDataKeys) expect(localStorage.getItem(key), key).toBeNull();
    for (const key of preferenceKeys) expect(localStorage.getItem(key), key).not.toBeNull();
  });

  // Spec §4: logout and 401 clear the tabs. 缓存标签页 keeps them across reloads of one session,
  // never for the next person at this browser (issue 25).
  it.each([
    ['logout', () => authProvider.logout({})],
    ['an HTTP 401', () => { setToken('demo-revoked'); return http.get('/shipCountry/list').catch(() => undefined); }],
  ])('%s clears the tabs also when 缓存标签页 (cacheTagsView) is on, and keeps the setting', async (_, end) => {
    await signIn();
    seedTabs();
    localStorage.setItem(storageKeys.layoutConfig, JSON.stringify({ cacheTagsView: true }));
    await end();
    expect(localStorage.getItem(storageKeys.visitedViews)).toBeNull();
    expect(localStorage.getItem(storageKeys.cachedViews)).toBeNull();
    expect(JSON.parse(localStorage.getItem(storageKeys.layoutConfig)!)).toEqual({ cacheTagsView: true });
  });

  it('an HTTP 401 from any call clears the session and reloads the page', async () => {
    await signIn();
    await authProvider.checkAuth({});
    seedTabs();
    // The stand-in answers 401 to a token it never issued.
    setToken('demo-revoked');
    await expect(http.get('/shipCountry/list')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeUndefined();
    expect(getRoles()).toEqual([]);
    expect(localStorage.getItem(storageKeys.visitedViews)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('several calls failing with 401 at once end the session once (one reload)', async () => {
    await signIn();
    setToken('demo-revoked');
    await Promise.all([http.get('/shipCountry/list').catch(() => undefined), http.get('/shipCountry/list').catch(() => undefined), http.get('/shipCountry/list').catch(() => undefined)]);
    expect(getToken()).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an envelope code 401 does the same', async () => {
    await signIn();
    server.use(
      mswHttp.get('*/api/backend/anything', () => HttpResponse.json({ code: 401, message: '未登录', data: null })),
    );
    await expect(http.get('/backend/anything')).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('switchRole sets a placeholder token and reloads', () => {
    switchRole('editor');
    expect(getToken()).toBe('token-editor');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
