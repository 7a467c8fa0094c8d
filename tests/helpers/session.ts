import { http } from '../../src/dataProvider/http';
import { setToken } from '../../src/dataProvider/token';
import { peekCaptcha } from '../../src/mock/captcha';
import { DEMO_ACCOUNT } from '../../src/mock/handlers/auth';

/** Sign in against the stand-in (captcha included) and keep the token for later calls. */
export async function signIn(): Promise<string> {
  await http.get('/common/imgCode', { responseType: 'blob' });
  const data = await http.post<{ token: string }>('/loginUser/supplier/login/email', {
    body: { email: DEMO_ACCOUNT.email, loginPassword: DEMO_ACCOUNT.password, code: peekCaptcha() },
  });
  setToken(data.token);
  return data.token;
}
