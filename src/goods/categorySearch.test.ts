import { describe, expect, it } from 'vitest';
import { referenceSources } from '../reference/sources';
import { fieldReference, referenceOptions } from '../resources/referenceSource';
import { loadPinyinMatcher } from '../layout/search/searchModel';
import { categoryOf, filterCategories } from './categorySearch';

const tree = referenceOptions(fieldReference(referenceSources.categories), [
  {
    id: 1,
    categoryName: '服装',
    children: [
      {
        id: 12,
        categoryName: '女装',
        children: [
          { id: 121, categoryName: '连衣裙' },
          { id: 122, categoryName: '外套' },
        ],
      },
      { id: 13, categoryName: '童装' },
    ],
  },
  { id: 3, categoryName: '电子', children: [{ id: 31, categoryName: '手机配件' }] },
]);
const names = (list: readonly { name: string }[]) => list.map((c) => c.name);

describe('category search', () => {
  it('keeps the whole tree, in order, for an empty query', () => {
    expect(names(filterCategories(tree, '  '))).toEqual(['服装', '女装', '连衣裙', '外套', '童装', '电子', '手机配件']);
  });

  it('matches the category name, not its parents, and shows the path', () => {
    const hits = filterCategories(tree, '装');
    expect(names(hits)).toEqual(['服装', '女装', '童装']);
    expect(filterCategories(tree, '连衣')[0].path).toBe('服装 / 女装 / 连衣裙');
  });

  it('matches pinyin initials and full spelling once the matcher is loaded', async () => {
    const pinyin = await loadPinyinMatcher();
    expect(names(filterCategories(tree, 'lyq', pinyin))).toEqual(['连衣裙']);
    expect(names(filterCategories(tree, 'LianYiQun', pinyin))).toEqual(['连衣裙']);
    expect(names(filterCategories(tree, 'sjpj', pinyin))).toEqual(['手机配件']);
    // Latin text without the matcher matches names only.
    expect(filterCategories(tree, 'lyq')).toEqual([]);
  });

  it('finds the chosen category by id, number or text alike', () => {
    expect(categoryOf(tree, 121)?.path).toBe('服装 / 女装 / 连衣裙');
    expect(categoryOf(tree, '121')?.name).toBe('连衣裙');
    expect(categoryOf(tree, null)).toBeNull();
    expect(categoryOf(tree, 999)).toBeNull();
  });
});
