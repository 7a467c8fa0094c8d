import { it, expect } from 'vitest';
import zh from '../../../i18n/zh-CN/media';
import en from '../../../i18n/en/media';
const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
it('zh-CN and en media catalogues have the same keys', () => expect(keys(en).sort()).toEqual(keys(zh).sort()));
