import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/shell';
import zh from '../../i18n/zh-CN/shell';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

describe('shell messages', () => {
  it('has the same keys in zh-CN and English', () => {
    expect(keys(en as Tree).sort()).toEqual(keys(zh as Tree).sort());
  });

  it('names the product and the four menu groups as the spec does', () => {
    expect(zh.app.title).toBe('供应商管理后台');
    expect(zh.shell.menuGroups).toEqual({ operate: '运营', marketing: '营销', screen: '界面', base: '基础' });
    expect(zh.shell.routes.dashboard).toBe('首页');
    expect(zh.shell.themes).toEqual({ normal: '默认', dark: '黑暗', 'dark-blue': '深蓝' });
    expect(zh.shell.search.empty).toBe('暂无搜索结果');
    expect(zh.pages.backHome).toBe('回到首页');
  });
});
