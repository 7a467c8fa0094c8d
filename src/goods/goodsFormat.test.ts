import { describe, expect, it } from 'vitest';
import { specValues } from './goodsFormat';

describe('specValues', () => {
  it('lists the values of a SKU combination', () => {
    expect(specValues('颜色:红色; 尺码:M')).toBe('红色 / M');
  });
  it('keeps a colon inside a value', () => {
    expect(specValues('接口:USB-C:PD 快充; 颜色:白')).toBe('USB-C:PD 快充 / 白');
  });
  it('is empty for a goods item without properties', () => {
    expect(specValues('')).toBe('');
  });
});
