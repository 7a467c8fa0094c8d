import { z } from 'zod/mini';
import { defineCall } from '../dataProvider/calls';

/**
 * The sign-in row of the spec's call table (§7), declared once (decision 120). The captcha is in
 * captcha.calls.ts; session.ts loads this module when the user signs in, not with the page.
 */

const anyId = z.union([z.string(), z.number()]);
/** A field the login answer may lack or send oddly: kept when it fits, else left empty. */
const soft = <T extends z.ZodMiniType>(shape: T) => z.catch(z.optional(shape), undefined);

export const loginCall = defineCall('POST /loginUser/supplier/login/email', {
  place: 'body',
  auth: false,
  body: z.strictObject({ email: z.string().check(z.minLength(1)), loginPassword: z.string().check(z.minLength(1)), code: z.string().check(z.minLength(1)) }),
  // docs/design.md "Contract details": the token plus the user record kept in localStorage (docs/spec.md §4).
  response: z.looseObject({
    token: z.string().check(z.minLength(1)),
    id: soft(anyId),
    merchantId: soft(anyId),
    userType: soft(anyId),
    company: soft(z.string()),
    userAvatar: soft(z.string()),
    name: soft(z.string()),
    email: soft(z.string()),
  }),
});
