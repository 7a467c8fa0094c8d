import { HttpResponse } from 'msw';
import { API_PREFIX, businessError, ok, route } from '../respond';
import { loginCall } from '../../authProvider/auth.calls';
import { captchaCall } from '../../authProvider/captcha.calls';
import { consumeCaptcha, issueCaptcha } from '../captcha';
import { sessions } from '../sessions';
import { http } from 'msw';

export const DEMO_ACCOUNT = {
  email: 'demo@supplier.cn',
  password: 'Demo@2026',
  user: {
    id: 10001,
    merchantId: 20001,
    userType: '0',
    company: '义乌鸿运进出口有限公司',
    userAvatar: '',
    email: 'demo@supplier.cn',
    name: '王经理',
  },
} as const;

export const handlers = [
  // The captcha is an image, not an envelope; cache-busting query params are allowed.
  http.get(`${API_PREFIX}${captchaCall.path}`, () => {
    const { svg } = issueCaptcha();
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
  }),

  route(
    loginCall,
    ({ body }) => {
      if (!consumeCaptcha(body.code)) return businessError('验证码错误');
      if (body.email.trim().toLowerCase() !== DEMO_ACCOUNT.email || body.loginPassword !== DEMO_ACCOUNT.password) {
        return businessError('邮箱或密码错误');
      }
      return ok({ token: sessions.issue(), ...DEMO_ACCOUNT.user });
    },
  ),
];
