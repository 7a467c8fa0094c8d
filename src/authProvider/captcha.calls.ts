import { defineCall } from '../dataProvider/calls';

/**
 * The captcha row of the spec's call table (§7): an image, not an envelope; its code stays in
 * the server's session cookie. Apart from auth.calls.ts because it needs no zod shape, and the
 * login page draws it on load (zod is loaded only when the user signs in: login page JS budget).
 */
export const captchaCall = defineCall('GET /common/imgCode', { place: 'none', responseType: 'blob', auth: false, cacheBust: true });
