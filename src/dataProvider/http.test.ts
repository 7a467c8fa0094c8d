import { describe, expect, it } from 'vitest';
import { http } from './http';
import { signIn } from '../../tests/helpers/session';

describe('http client against the stand-in', () => {
  it('signs in through the captcha and sends the raw token', async () => {
    const token = await signIn();
    expect(token).toMatch(/^demo-/);
  });
  it('rejects a wrong captcha with the server message', async () => {
    await http.get('/common/imgCode', { responseType: 'blob' });
    await expect(
      http.post('/loginUser/supplier/login/email', { body: { email: 'a@b.c', loginPassword: 'x', code: 'zzzz' }, notify: false }),
    ).rejects.toMatchObject({ serverMessage: '验证码错误' });
  });
});
