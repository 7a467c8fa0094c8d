import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 12: zod v4 probes `new Function` (and compiles object parsers with it) unless jitless is
 * set; under the production CSP every page then raised a `script-src eval` violation. Importing
 * src/zodConfig.ts (main.tsx's first import) must leave zod with nothing to evaluate.
 */
describe('zod configuration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds and parses object schemas without constructing a Function', async () => {
    const constructed: string[] = [];
    const RealFunction = globalThis.Function;
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args: string[]) {
          constructed.push(args.join(','));
          return Reflect.construct(target, args);
        },
        apply(target, thisArg, args: string[]) {
          constructed.push(args.join(','));
          return Reflect.apply(target, thisArg, args);
        },
      }),
    );
    await import('./zodConfig');
    const { z } = await import('zod/mini');
    const schema = z.object({ id: z.number(), name: z.string(), tags: z.array(z.object({ label: z.string() })) });
    for (let i = 0; i < 5; i++) {
      expect(schema.parse({ id: i, name: 'a', tags: [{ label: 'x' }] })).toEqual({ id: i, name: 'a', tags: [{ label: 'x' }] });
    }
    expect(constructed).toEqual([]);
    expect(z.config().jitless).toBe(true);
  });
});
