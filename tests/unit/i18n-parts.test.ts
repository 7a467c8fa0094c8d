import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import coreEn from '../../i18n/catalogues/en';
import coreZh from '../../i18n/catalogues/zh-CN';
import { messages } from '../../i18n';
import { addMessages, loadedText } from '../../i18n/loading';
import { textIn, type Messages } from '../../i18n/locales';
import { i18nProvider } from '../../src/app/i18nProvider';

/**
 * A feature's messages load with the code that shows them, not with the first page
 * (docs/decisions/340-messages-load-with-their-screen.md): the start-up catalogues leave the
 * parts out, and every module that names a part's key imports that part.
 */
type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

const PARTS = readdirSync('i18n/parts')
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

const partKeys = (part: string): Promise<string[]> =>
  import(`../../i18n/zh-CN/${part}.ts`).then((module: { default: Tree }) => keys(module.default));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mock' || entry.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.worker.ts') ? [full] : [];
  });

/** The dotted strings a module writes (`'import.errors.size'`, or the head of `` `import.rules.${name}` ``). */
const namedKeys = (text: string): string[] => [...text.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)/g)].map((match) => match[1]);

describe('message parts', () => {
  it('the start-up catalogues leave out exactly the parts of i18n/parts/, in both languages', () => {
    const catalogueGlob = (locale: string) => readFileSync(`i18n/catalogues/${locale}.ts`, 'utf8').match(/'!\.\.\/[\w-]+\/\{([\w,]+)\}\.ts'/)?.[1].split(',').sort();
    expect(catalogueGlob('zh-CN')).toEqual(PARTS);
    expect(catalogueGlob('en')).toEqual(PARTS);
    expect(PARTS.length).toBeGreaterThan(0);
  });

  it("no part key is in the start-up catalogues, and the whole table has each part's keys in both languages", async () => {
    for (const part of PARTS) {
      const zhKeys = await partKeys(part);
      const enKeys = keys((await import(`../../i18n/en/${part}.ts`) as { default: Tree }).default);
      expect(enKeys.sort(), part).toEqual([...zhKeys].sort());
      for (const key of zhKeys) {
        expect(textIn(coreZh, key), key).toBe(key);
        expect(textIn(coreEn, key), key).toBe(key);
        expect(textIn(messages['zh-CN'], key), key).not.toBe(key);
        expect(textIn(messages.en, key), key).not.toBe(key);
      }
    }
  });

  it("every module that names a part's key imports that part", async () => {
    const files = [...sources('src'), ...sources('schemas')].map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    const missing: string[] = [];
    for (const part of PARTS) {
      const own = await partKeys(part);
      const names = (key: string) => own.includes(key) || own.some((candidate) => candidate.startsWith(`${key}.`));
      const importLine = new RegExp(`^import '(\\.\\./)+i18n/parts/${part}';$`, 'm');
      for (const { file, text } of files) {
        if (namedKeys(text).some(names) && !importLine.test(text)) missing.push(`${file} -> i18n/parts/${part}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a part added after the language is shown translates at once, and in the other language after a switch', async () => {
    const part: Record<'zh-CN' | 'en', Messages> = {
      'zh-CN': { partsTest: { hello: '你好，%{name}' } },
      en: { partsTest: { hello: 'Hello, %{name}' } },
    };
    expect(i18nProvider.translate('partsTest.hello', { name: 'A' })).toBe('partsTest.hello');
    addMessages('partsTest', part);
    try {
      expect(i18nProvider.translate('partsTest.hello', { name: '张三' })).toBe('你好，张三');
      await i18nProvider.changeLocale('en');
      expect(i18nProvider.translate('partsTest.hello', { name: 'Ann' })).toBe('Hello, Ann');
      expect(loadedText('en', 'partsTest.hello', { name: 'B' })).toBe('Hello, B');
    } finally {
      await i18nProvider.changeLocale('zh-CN');
    }
    expect(i18nProvider.translate('partsTest.hello', { name: '李四' })).toBe('你好，李四');
  });
});
