import { describe, expect, it } from 'vitest';
import { signIn } from '../../../tests/helpers/session';
import freightRules from '../../../schemas/freightRules';
import agreement from '../../../schemas/agreement';
import { schemaProfile } from './schemaProfile';
import { badCells, previewOf, xlsxOf } from './testing/sheetFiles';

/**
 * The generic import of a schema, from a real .xlsx to the preview: columns by label or field
 * name in any order, the form's rules and messages, references by name / code / id (a dependent
 * one per country), cross-field rules, duplicates, and the cell oddities of operators' sheets.
 */
const HEADER = ['续重价格', '规则名称', 'carrierId', '国家', '二级区域', '币种', '首重 (kg)', '首重价格', '续重 (kg)', '状态', '备注'];

describe('generic schema import (freight rules)', { timeout: 60_000 }, () => {
  it('reads every kind of cell and marks exactly the bad ones with the form’s messages', async () => {
    await signIn();
    const bytes = await xlsxOf([
      HEADER,
      // A: full-width digits with stray spaces, a formula, thousands separators, a code for the currency.
      ['1,234.50', ' 美国标准 ', 'DHL 国际快递', '美国', '纽约州', 'USD', ' １.５ ', { formula: '10+2.5', result: 12.5 }, '0.5', '启用', '不导入'],
      // B: an area of another country, three decimals of money, the currency by name.
      [3, '英国快线', 2, '英国', '纽约州', '美元', 1, 12.345, 1, '停用', ''],
      // C: 续重 > 10 × 首重 (the cross-field rule marks both weights).
      [3, '德国经济', 'UPS 联合包裹', '德国', '', 'EUR', 1, 10, 20, '', ''],
      // D: no name; an unknown carrier.
      [3, '', '不存在的快递', '日本', '东京都', 'JPY', 1, 10, 1, '启用', ''],
      // E: row A again.
      ['1,234.50', ' 美国标准 ', 'DHL 国际快递', '美国', '纽约州', 'USD', ' １.５ ', { formula: '10+2.5', result: 12.5 }, '0.5', '启用', '不导入'],
    ]);
    const preview = await previewOf(freightRules, schemaProfile(freightRules), 'rules.xlsx', bytes);
    expect(preview.unknownColumns).toEqual(['备注']);
    expect(badCells(preview)).toEqual([
      '3:二级区域 → 找不到「纽约州」，请选择有效的选项',
      '3:首重价格 → 金额最多两位小数',
      '4:首重 (kg) → 续重不能超过首重的 10 倍',
      '4:续重 (kg) → 续重不能超过首重的 10 倍',
      '5:规则名称 → 必填项不能为空',
      '5:物流商 → 找不到「不存在的快递」，请选择有效的选项',
      '6: → 与第 2 行完全相同（重复行）',
    ]);
    expect(preview.items).toHaveLength(1);
    const [item] = preview.items;
    expect(item.label).toBe('美国标准');
    expect(item.value).toEqual({ name: '美国标准', countryId: 1, areaId: 102, carrierId: 1, currencyCode: 'USD', firstWeight: 1.5, firstPrice: 12.5, extraWeight: 0.5, extraPrice: 1234.5, status: 1 });
    expect(preview.invalidRows).toBe(4);
  });

  it('takes the template’s rules and example rows as headers’ companions, not data, and English labels too', async () => {
    await signIn();
    const bytes = await xlsxOf([
      ['Title', '协议类型', '协议内容', '状态'],
      ['必填；最多 100 个字符', '必填；从下拉列表选择', '必填；可填纯文字（每行一段）或 HTML', '选填；从下拉列表选择'],
      ['示例协议标题', '用户协议', '示例协议内容', '启用'],
      ['退货说明', '售后服务', '第一段\n第二段 <b>', ''],
    ]);
    const preview = await previewOf(agreement, schemaProfile(agreement), 'a.xlsx', bytes);
    expect(preview.skippedRows).toBe(2);
    expect(preview.rows.map((r) => r.number)).toEqual([4]);
    expect(preview.items[0].value).toEqual({ title: '退货说明', type: 3, content: '<p>第一段</p><p>第二段 &lt;b&gt;</p>', status: 1 });
  });
});
