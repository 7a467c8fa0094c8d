import { describe, expect, it } from 'vitest';
import { cellText, cleanText, readDateTime, readNumber, serialToDateTime, splitList, toHtml } from './cells';
import { withPaths, OptionStore } from './options';

/** What operators' cells hold, read as the form would take it. */
describe('cells', () => {
  it('reads numbers stored as text, full-width digits, thousands separators and stray spaces', () => {
    expect(readNumber(' １２.５ ')).toBe(12.5);
    expect(readNumber('1,234.50')).toBe(1234.5);
    expect(readNumber('－３')).toBe(-3);
    expect(readNumber('\u00A012\u3000')).toBe(12);
    expect(readNumber(0.1 + 0.2)).toBe(0.3);
    expect(readNumber('12元')).toBeNull();
    expect(readNumber('1,23')).toBeNull();
    expect(cellText(13800138000)).toBe('13800138000');
    expect(cellText('\u200B 杯子 \uFEFF')).toBe('杯子');
    expect(cleanText('a\u3000b')).toBe('a b');
  });

  it('reads Excel date serials and dates typed in the usual ways', () => {
    expect(serialToDateTime(45667)).toEqual({ date: '2025-01-10', time: '00:00:00' });
    expect(serialToDateTime(45667.5)).toEqual({ date: '2025-01-10', time: '12:00:00' });
    expect(readDateTime(45667)?.date).toBe('2025-01-10');
    expect(readDateTime('2025/1/9')).toEqual({ date: '2025-01-09' });
    expect(readDateTime('2025年1月9日')).toEqual({ date: '2025-01-09' });
    expect(readDateTime('２０２５-０１-０９ 9:05')).toEqual({ date: '2025-01-09', time: '09:05:00' });
    expect(readDateTime('20250109')).toEqual({ date: '2025-01-09' });
    expect(readDateTime('2025-02-30')).toBeNull();
    expect(readDateTime('明天')).toBeNull();
  });

  it('splits lists and makes plain text paragraphs (HTML kept)', () => {
    expect(splitList('a、b，c;d\ne')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(splitList('https://a.jpg https://b.jpg', true)).toEqual(['https://a.jpg', 'https://b.jpg']);
    expect(toHtml('第一段\n<第二段>')).toBe('<p>第一段</p><p>&lt;第二段&gt;</p>');
    expect(toHtml('<p>已是 HTML</p>')).toBe('<p>已是 HTML</p>');
  });

  it('finds options by name, code, full path or id; a shared name needs the path', () => {
    const store = new OptionStore();
    const need = { source: 'category', params: {} };
    store.add({
      ...need,
      options: withPaths([
        { id: 1, name: '服装', depth: 0 },
        { id: 11, name: '外套', depth: 1 },
        { id: 2, name: '童装', depth: 0 },
        { id: 21, name: '外套', depth: 1 },
      ]),
    });
    expect(store.find(need, '服装')).toEqual({ option: { id: 1, name: '服装', path: undefined } });
    expect(store.find(need, '外套')).toEqual({ problem: 'ambiguous' });
    expect(store.find(need, '童装 / 外套')).toMatchObject({ option: { id: 21 } });
    expect(store.find(need, '童装/外套')).toMatchObject({ option: { id: 21 } });
    expect(store.find(need, '11')).toMatchObject({ option: { id: 11 } });
    expect(store.find(need, '鞋')).toEqual({ problem: 'none' });
    expect(store.find({ source: 'other', params: {} }, '鞋')).toEqual({ problem: 'unloaded' });
    const carriers = { source: 'carrier', params: {} };
    store.add({ ...carriers, options: [{ id: 4, name: '顺丰国际', codes: ['SF'] }] });
    expect(store.find(carriers, 'ｓｆ')).toMatchObject({ option: { id: 4 } });
  });
});
