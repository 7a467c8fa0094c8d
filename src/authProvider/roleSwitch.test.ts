import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from './browser';
import { http } from '../dataProvider/http';
import { getToken, setToken } from '../dataProvider/token';
import { roleToken, SWITCHABLE_ROLES } from './roles';

// Spec §6: a role switch signs in with a placeholder token; the stand-in must take it.
describe('role switch against the stand-in', () => {
  beforeEach(() => {
    vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(SWITCHABLE_ROLES)('accepts the placeholder token of %s', async (role) => {
    setToken(roleToken(role));
    expect(getToken()).toBe(`token-${role}`);
    await expect(http.get('/common/currency/list')).resolves.toBeDefined();
  });

  it('still refuses other tokens', async () => {
    setToken('token-root');
    await expect(http.get('/common/currency/list', { notify: false })).rejects.toMatchObject({
      i18nKey: 'http.errors.401',
    });
  });
});
