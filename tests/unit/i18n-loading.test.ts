import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nProvider, localeStore } from '../../src/app/i18nProvider';
import { messages } from '../../i18n';
import { loadedMessages, loadedText, loadMessages } from '../../i18n/loading';

/**
 * The app loads only the shown language's catalogue (docs/decisions/245-first-list-page-js.md):
 * its code reads catalogues through i18n/loading.ts, never through i18n/index.ts, which holds both.
 */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mock' || entry.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** Files that may read both catalogues: the import worker (its own bundle) reads either language. */
const FULL_TABLE_READERS = new Set([path.join('src', 'resources', 'sheets', 'import.worker.ts')]);

describe('message catalogues', () => {
  it('no app module imports both catalogues (i18n/index.ts) except as types', () => {
    const offenders = sources('src').filter((file) => {
      if (FULL_TABLE_READERS.has(file)) return false;
      const text = readFileSync(file, 'utf8');
      return /^import (?!type )[^;]*from '(\.\.\/)+i18n(\/index)?';/m.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it('hands out the merged catalogue of a locale, once, and reads keys from loaded ones', async () => {
    const en = await loadMessages('en');
    expect(en).toBe(messages.en);
    expect(await loadMessages('en')).toBe(en);
    expect(loadedMessages('zh-CN')).toBe(messages['zh-CN']);
    expect(loadedText('zh-CN', 'shell.header.language')).toBe('切换语言');
    expect(loadedText('en', 'shell.mui.page', { page: 3 })).toBe('page 3');
    expect(loadedText('en', 'shell.header.noSuchKey')).toBe('shell.header.noSuchKey');
  });

  it('a language switch translates in the new language and moves the locale store', async () => {
    try {
      await i18nProvider.changeLocale('en');
      expect(i18nProvider.getLocale()).toBe('en');
      expect(localeStore.get()).toBe('en');
      expect(i18nProvider.translate('shell.header.language')).toBe('Language');
    } finally {
      await i18nProvider.changeLocale('zh-CN');
    }
    expect(localeStore.get()).toBe('zh-CN');
    expect(i18nProvider.translate('shell.header.language')).toBe('切换语言');
  });
});
