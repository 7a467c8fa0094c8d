/**
 * zod v4 compiles object parsers with `new Function` unless told otherwise, and probes for it
 * the first time an object schema is built. Under the production CSP (no 'unsafe-eval') the
 * probe fails quietly but still raises a `securitypolicyviolation` on every page. jitless turns
 * the probe and the compiler off; zod reads it when an object schema is built, so main.tsx
 * imports this module first, before any schema exists.
 *
 * This is what `z.config({ jitless: true })` does: zod keeps its settings in one object on
 * globalThis (`__zod_globalConfig`, shared by every copy of zod, kept when zod loads after us).
 * Writing it directly keeps zod out of the login page's entry chunk (importing `config` costs
 * 3.6 KB gzip there). src/zodConfig.test.ts checks through zod's public `z.config()` that zod
 * honours it and constructs no Function.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
