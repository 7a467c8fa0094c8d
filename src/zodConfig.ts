import { config } from 'zod/v4/core';

/**
 * zod v4 compiles object parsers with `new Function` unless told otherwise, and probes for it
 * the first time an object schema is built. Under the production CSP (no 'unsafe-eval') the
 * probe fails quietly but still raises a `securitypolicyviolation` on every page. jitless turns
 * the probe and the compiler off. It must run before any schema is built: main.tsx imports this
 * module first. (The setting lives on globalThis, shared by every copy of zod.)
 */
config({ jitless: true });
