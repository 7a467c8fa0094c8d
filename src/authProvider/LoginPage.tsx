import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme } from '@mui/material/styles';
import { reducedMotionOptions, useReducedMotion } from '../motion';
// The system provider: the login theme has no CSS variables, and @mui/material's provider would
// bring the CSS-variables machinery (~6 KB gzip) onto the login page (issue 14: ≤ 130 KB).
import { ThemeProvider } from '@mui/system';
import { storageKeys } from '../config';
import { browserNavigation } from './browser';
import { takeLoginFlash } from './flash';
import MailIcon from '@mui/icons-material/MailOutline';
import PasswordIcon from '@mui/icons-material/LockOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { LoginAdornment, LoginField } from './LoginField';
import { LoginNotice } from './LoginNotice';
import { LoginIllustration } from './LoginIllustration';
import { useLoginI18n } from './loginI18n';
import { redirectTargetFrom } from './redirect';
import { fetchCaptcha, login } from './session';

/**
 * The sign-in screen. Deliberately free of react-admin: src/main.tsx renders it on its own
 * for /login so the login page downloads only React, a few MUI components and this module
 * (docs/design.md budget: ≤150 KB gzip). The Admin's `loginPage` is this same component.
 *
 * Stable selectors (used by tests/e2e/browser.ts signIn()): input[name=email],
 * input[name=loginPassword], input[name=code], img[data-testid=captcha-image], button[type=submit].
 */

/**
 * Shown only in demo mode (no VITE_API_BASE_URL); the stand-in's account. The env expression is
 * written out (not config.DEMO_MODE) so a production build folds it and omits the credentials.
 */
const DEMO_CREDENTIALS = !import.meta.env.VITE_API_BASE_URL
  ? { email: 'demo@supplier.cn', password: 'Demo@2026' }
  : undefined;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Fields {
  email: string;
  loginPassword: string;
  code: string;
}
type FieldErrors = Partial<Record<keyof Fields, string>>;

export function validateLogin(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  const email = fields.email.trim();
  if (!email) errors.email = 'auth.validation.emailRequired';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'auth.validation.emailFormat';
  if (!fields.loginPassword) errors.loginPassword = 'auth.validation.passwordRequired';
  if (!fields.code.trim()) errors.code = 'auth.validation.codeRequired';
  return errors;
}

/**
 * The login page's texts are plain elements with the theme's typography (`sx.typography`), its
 * field icons `LoginAdornment`: MUI's Typography (which InputAdornment draws with) is a chunk of
 * its own on the login page (docs/decisions/245-first-list-page-js.md). Typography's `noWrap`:
 */
const NO_WRAP = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function storedThemeIsDark(): boolean {
  try {
    const theme = localStorage.getItem(storageKeys.theme);
    return theme === 'dark' || theme === 'dark-blue';
  } catch {
    return false;
  }
}

type CaptchaState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

function useCaptcha(): { captcha: CaptchaState; reload: () => void } {
  const [captcha, setCaptcha] = useState<CaptchaState>({ status: 'loading' });
  const current = useRef<string | undefined>(undefined);
  const generation = useRef(0);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setCaptcha({ status: 'loading' });
    fetchCaptcha().then(
      (blob) => {
        if (mine !== generation.current) return;
        if (current.current) URL.revokeObjectURL(current.current);
        current.current = URL.createObjectURL(blob);
        setCaptcha({ status: 'ready', url: current.current });
      },
      () => {
        if (mine === generation.current) setCaptcha({ status: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    reload();
    const generations = generation;
    return () => {
      // Any answer still on its way is for an unmounted screen: ignore it.
      generations.current++;
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = undefined;
    };
  }, [reload]);

  return { captcha, reload };
}

export function LoginPage() {
  const { locale, t, setLocale } = useLoginI18n();
  const [fields, setFields] = useState<Fields>({ email: '', loginPassword: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | undefined>(() => takeLoginFlash());
  const [submitting, setSubmitting] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const { captcha, reload } = useCaptcha();
  const codeInput = useRef<HTMLInputElement>(null);
  const dark = useMemo(storedThemeIsDark, []);

  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () =>
      createTheme(
        {
          palette: { mode: dark ? 'dark' : 'light', primary: { main: '#2f6bff' } },
          shape: { borderRadius: 8 },
          components: { MuiButton: { styleOverrides: { root: { textTransform: 'none' } } } },
        },
        ...(reducedMotion ? [reducedMotionOptions] : []),
      ),
    [dark, reducedMotion],
  );

  useEffect(() => {
    document.title = `${t('auth.brand')} | ${t('auth.login.pageTitle')}`;
    document.documentElement.lang = locale;
  }, [t, locale]);

  const update = (name: keyof Fields) => (value: string) => {
    setFields((previous) => ({ ...previous, [name]: value }));
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || signedIn) return;
    const found = validateLogin(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setServerError(undefined);
    try {
      await login(fields);
      setSignedIn(true);
      // A full page load: the app chunk (react-admin) loads only now.
      browserNavigation.assign(redirectTargetFrom(window.location.search));
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'auth.errors.failed');
      // A captcha is good for one try: clear it and draw a new one; e-mail and password stay.
      setFields((previous) => ({ ...previous, code: '' }));
      reload();
      setSubmitting(false);
      codeInput.current?.focus();
    }
  };

  const fillDemo = () => {
    if (!DEMO_CREDENTIALS) return;
    setFields((previous) => ({ ...previous, email: DEMO_CREDENTIALS.email, loginPassword: DEMO_CREDENTIALS.password }));
    setErrors({});
    codeInput.current?.focus();
  };

  const busy = submitting || signedIn;

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, sm: 3 },
          background: dark
            ? 'radial-gradient(circle at 15% 20%, #1d2a4a 0, #0f1420 55%)'
            : 'radial-gradient(circle at 15% 20%, #dfe9ff 0, #f4f7fc 45%, #eef2f9 100%)',
        }}
      >
        <Box
          sx={{
            width: '100%',
            maxWidth: 960,
            display: 'flex',
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: 'background.paper',
            boxShadow: dark ? '0 20px 60px rgba(0,0,0,.5)' : '0 20px 60px rgba(31,64,140,.15)',
          }}
        >
          <Box
            aria-hidden
            sx={{
              display: { xs: 'none', md: 'flex' },
              flexDirection: 'column',
              justifyContent: 'space-between',
              width: '46%',
              p: 5,
              color: '#fff',
              background: 'linear-gradient(150deg, #2f6bff 0%, #2446b8 60%, #1b2f7a 100%)',
            }}
          >
            <Box>
              <Box component="h5" sx={{ typography: 'h5', m: 0, fontWeight: 700 }}>
                {t('auth.brand')}
              </Box>
              <Box component="p" sx={{ typography: 'body1', m: 0, opacity: 0.85, mt: 1 }}>
                {t('auth.brandTagline')}
              </Box>
            </Box>
            <LoginIllustration />
            <Box component="ul" sx={{ m: 0, pl: 2.5, opacity: 0.92, '& li': { mb: 0.75 } }}>
              <li>{t('auth.features.goods')}</li>
              <li>{t('auth.features.orders')}</li>
              <li>{t('auth.features.chat')}</li>
            </Box>
          </Box>

          <Box sx={{ flex: 1, p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <StorefrontIcon color="primary" />
                <Box
                  component="p"
                  sx={{ typography: 'body1', m: 0, fontWeight: 700, display: { md: 'none' }, ...NO_WRAP }}
                >
                  {t('auth.brand')}
                </Box>
              </Box>
              <Box role="group" aria-label={t('auth.language')} sx={{ display: 'flex', flexShrink: 0 }}>
                {(['zh-CN', 'en'] as const).map((option) => (
                  <Button
                    key={option}
                    size="small"
                    variant={locale === option ? 'contained' : 'text'}
                    disableElevation
                    onClick={() => setLocale(option).catch(() => setServerError(t('http.errors.network')))}
                    aria-pressed={locale === option}
                    sx={{ minWidth: 0, px: 1.25 }}
                  >
                    {option === 'zh-CN' ? '中文' : 'EN'}
                  </Button>
                ))}
              </Box>
            </Box>

            <Box component="h1" sx={{ typography: 'h5', m: 0, fontWeight: 700 }}>
              {t('auth.login.title')}
            </Box>
            <Box component="p" sx={{ typography: 'body1', m: 0, color: 'text.secondary', mt: 0.5, mb: 3 }}>
              {t('auth.login.subtitle')}
            </Box>

            {DEMO_CREDENTIALS && (
              <LoginNotice
                severity="info"
                action={
                  <Button color="inherit" size="small" onClick={fillDemo} data-testid="demo-fill">
                    {t('auth.demo.fill')}
                  </Button>
                }
              >
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {t('auth.demo.title')}
                </Box>
                <Box component="span" sx={{ display: 'block', wordBreak: 'break-all' }}>
                  {t('auth.demo.email')}: {DEMO_CREDENTIALS.email}
                </Box>
                <Box component="span" sx={{ display: 'block' }}>
                  {t('auth.demo.password')}: {DEMO_CREDENTIALS.password}
                </Box>
              </LoginNotice>
            )}

            {serverError && (
              <LoginNotice
                severity="error"
                role="alert"
                testId="login-error"
                onClose={() => setServerError(undefined)}
                closeLabel={t('auth.login.closeNotice')}
              >
                {t(serverError)}
              </LoginNotice>
            )}
            {signedIn && <LoginNotice severity="success">{t('auth.login.success')}</LoginNotice>}

            <Box
              component="form"
              noValidate
              onSubmit={submit}
              sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}
            >
              <LoginField
                id="login-email"
                name="email"
                type="email"
                label={t('auth.login.email')}
                placeholder={t('auth.login.emailPlaceholder')}
                autoComplete="username"
                autoFocus
                value={fields.email}
                onChange={update('email')}
                error={errors.email ? t(errors.email) : undefined}
                startAdornment={
                  <LoginAdornment position="start">
                    <MailIcon fontSize="small" />
                  </LoginAdornment>
                }
              />
              <LoginField
                id="login-password"
                name="loginPassword"
                type={showPassword ? 'text' : 'password'}
                label={t('auth.login.password')}
                placeholder={t('auth.login.passwordPlaceholder')}
                autoComplete="current-password"
                value={fields.loginPassword}
                onChange={update('loginPassword')}
                error={errors.loginPassword ? t(errors.loginPassword) : undefined}
                startAdornment={
                  <LoginAdornment position="start">
                    <PasswordIcon fontSize="small" />
                  </LoginAdornment>
                }
                endAdornment={
                  <LoginAdornment position="end">
                    {/* A small edge="end" IconButton drawn on the ButtonBase the page already has:
                        IconButton is a chunk of its own on the login page (decision 245). */}
                    <ButtonBase
                      centerRipple
                      focusRipple
                      aria-label={showPassword ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
                      onClick={() => setShowPassword((shown) => !shown)}
                      sx={{
                        p: '5px',
                        mr: '-3px',
                        borderRadius: '50%',
                        color: 'action.active',
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                    </ButtonBase>
                  </LoginAdornment>
                }
              />
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <LoginField
                  id="login-code"
                  name="code"
                  label={t('auth.login.code')}
                  placeholder={t('auth.login.codePlaceholder')}
                  autoComplete="off"
                  inputRef={codeInput}
                  value={fields.code}
                  onChange={update('code')}
                  error={errors.code ? t(errors.code) : undefined}
                  helperText={t('auth.login.captchaRefresh')}
                  inputProps={{ maxLength: 8, autoCapitalize: 'characters', spellCheck: false }}
                />
                <ButtonBase
                  onClick={reload}
                  disabled={busy}
                  aria-label={captcha.status === 'failed' ? t('auth.login.captchaFailed') : t('auth.login.captchaAlt')}
                  title={t('auth.login.captchaRefresh')}
                  sx={{
                    flexShrink: 0,
                    width: 120,
                    height: 56,
                    borderRadius: 1,
                    overflow: 'hidden',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: '#f3f6fb',
                  }}
                >
                  {captcha.status === 'ready' && (
                    <img
                      data-testid="captcha-image"
                      src={captcha.url}
                      alt={t('auth.login.captchaAlt')}
                      width={120}
                      height={56}
                      style={{ display: 'block', objectFit: 'contain' }}
                    />
                  )}
                  {captcha.status === 'loading' && (
                    <CircularProgress size={20} aria-label={t('auth.login.captchaLoading')} />
                  )}
                  {captcha.status === 'failed' && (
                    <Box component="span" sx={{ typography: 'caption', color: 'error.main', px: 1 }}>
                      {t('auth.login.captchaFailed')}
                    </Box>
                  )}
                </ButtonBase>
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ py: 1.25, fontSize: 16, mt: 0.5 }}
              >
                {busy ? t('auth.login.submitting') : t('auth.login.submit')}
              </Button>
            </Box>
            <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', mt: 'auto', pt: 4, textAlign: 'center' }}>
              {t('auth.footer')}
            </Box>
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}

export default LoginPage;
