import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import zhCNRaMessages from '../../i18n/zh-CN/ra';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return (text.match(/%\{\w+\}/g) ?? []).sort();
}

describe('zh-CN react-admin messages', () => {
  const english = leafKeys(englishMessages as unknown as Tree).sort();
  const chinese = leafKeys(zhCNRaMessages as unknown as Tree).sort();

  it('has exactly the keys of ra-language-english', () => {
    expect(english.length).toBeGreaterThan(150);
    expect(chinese).toEqual(english);
  });

  it('keeps the interpolation placeholders, with one form and the count for plural messages', () => {
    const get = (tree: Tree, key: string) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree) as string;
    for (const key of english) {
      const en = get(englishMessages as unknown as Tree, key);
      const zh = get(zhCNRaMessages as unknown as Tree, key);
      // polyglot's Chinese rule always picks the first form: a `||||` would show "已选择 1 项" for 3.
      expect(zh.includes('||||'), key).toBe(false);
      if (!en.includes('||||')) expect(new Set(placeholders(zh)), key).toEqual(new Set(placeholders(en)));
      else {
        for (const placeholder of placeholders(zh)) expect(placeholders(en), key).toContain(placeholder);
        expect(placeholders(zh), key).toContain('%{smart_count}');
      }
    }
  });

  it('is actually Chinese, not English copied over', () => {
    const get = (key: string) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], zhCNRaMessages as unknown as Tree) as string;
    const translated = chinese.filter((key) => /[\u4e00-\u9fff]/.test(get(key)));
    // Only pure-placeholder strings (e.g. `%{name}`) and the blank null label may stay non-Chinese.
    expect(chinese.length - translated.length).toBeLessThanOrEqual(4);
  });
});
