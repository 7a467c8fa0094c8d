import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../mock/node';
import { peekCaptcha } from '../mock/captcha';
import { DEMO_ACCOUNT } from '../mock/handlers/auth';
import { storageKeys } from '../config';
import { browserNavigation } from './browser';
import { setLoginFlash } from './flash';
import { LoginPage, validateLogin } from './LoginPage';
import { loadLoginMessages } from './loginI18n';
import { getToken } from '../dataProvider/token';

let assign: MockInstance<(url: string) => void>;
let captchaRequests: number;

// src/main.tsx loads the shown language's messages before the page is drawn.
beforeAll(() => loadLoginMessages('zh-CN'));

beforeEach(() => {
  sessionStorage.clear();
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  let n = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:captcha-${++n}`);
  URL.revokeObjectURL = vi.fn();
  captchaRequests = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/common/imgCode')) captchaRequests++;
  });
  window.history.replaceState(null, '', '/login?redirect=%2Fagreement');
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登 录' }));

async function captchaShown(): Promise<string> {
  const image = await screen.findByTestId('captcha-image');
  return image.getAttribute('src')!;
}

describe('validateLogin', () => {
  it('requires every field and a valid e-mail', () => {
    expect(validateLogin({ email: '', loginPassword: '', code: ' ' })).toEqual({
      email: 'auth.validation.emailRequired',
      loginPassword: 'auth.validation.passwordRequired',
      code: 'auth.validation.codeRequired',
    });
    expect(validateLogin({ email: 'not-an-email', loginPassword: 'x', code: 'A' })).toEqual({
      email: 'auth.validation.emailFormat',
    });
    expect(validateLogin({ email: ' demo@supplier.cn ', loginPassword: 'x', code: 'A' })).toEqual({});
  });
});

describe('<LoginPage>', () => {
  it('shows Chinese field errors and sends nothing when the form is incomplete', async () => {
    render(<LoginPage />);
    await captchaShown();
    type('email', 'abc');
    submit();
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  it('a wrong captcha shows 验证码错误, keeps e-mail and password, clears the code and draws a new captcha', async () => {
    render(<LoginPage />);
    const first = await captchaShown();
    type('email', DEMO_ACCOUNT.email);
    type('loginPassword', DEMO_ACCOUNT.password);
    type('code', 'ZZZZ');
    submit();
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(input('email').value).toBe(DEMO_ACCOUNT.email);
    expect(input('loginPassword').value).toBe(DEMO_ACCOUNT.password);
    expect(input('code').value).toBe('');
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(first));
    expect(captchaRequests).toBe(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a wrong password shows 邮箱或密码错误', async () => {
    render(<LoginPage />);
    await captchaShown();
    type('email', DEMO_ACCOUNT.email);
    type('loginPassword', 'wrong');
    type('code', peekCaptcha()!);
    submit();
    expect(await screen.findByText('邮箱或密码错误')).toBeInTheDocument();
  });

  it('signs in, stores the token and loads the redirect target', async () => {
    render(<LoginPage />);
    await captchaShown();
    type('email', DEMO_ACCOUNT.email);
    type('loginPassword', DEMO_ACCOUNT.password);
    type('code', peekCaptcha()!);
    fireEvent.submit(input('code').closest('form')!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/agreement'));
    expect(getToken()).toMatch(/^demo-/);
    expect(localStorage.getItem(storageKeys.user)).toContain(DEMO_ACCOUNT.user.company);
    expect(screen.getByRole('button', { name: '登录中…' })).toBeDisabled();
  });

  it('clicking the captcha loads a new one', async () => {
    render(<LoginPage />);
    const first = await captchaShown();
    fireEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(first));
    expect(captchaRequests).toBe(2);
  });

  it('a captcha that fails to load offers a retry', async () => {
    server.use(mswHttp.get('*/api/common/imgCode', () => new HttpResponse(null, { status: 503 })));
    render(<LoginPage />);
    expect(await screen.findByText('验证码加载失败，点击重试')).toBeInTheDocument();
  });

  it('demo mode shows the demo account and fills it in one click', async () => {
    render(<LoginPage />);
    expect(screen.getByText(/demo@supplier\.cn/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('demo-fill'));
    expect(input('email').value).toBe(DEMO_ACCOUNT.email);
    expect(input('loginPassword').value).toBe(DEMO_ACCOUNT.password);
  });

  it('switches to English and remembers it', async () => {
    render(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.language)).toBe('en');
  });

  it('shows a message left by the route guard', async () => {
    setLoginFlash('auth.errors.guard');
    render(<LoginPage />);
    expect(await screen.findByText('路由守卫过程发生错误')).toBeInTheDocument();
  });
});
