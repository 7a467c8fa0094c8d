import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CFB, read, utils, write } from '@e965/xlsx';
import { QueryClient } from '@tanstack/react-query';
import { signIn } from '../../../tests/helpers/session';
import agreement from '../../../schemas/agreement';
import rankList from '../../../schemas/rankList';
import { dataProvider } from '../../dataProvider/dataProvider';
import { schemas } from '../registry';
import { missingRequired } from './columns';
import { errorSheet } from './errorSheet';
import { importEnv } from './importEnv';
import { importOffer, loadImportProfile } from './profiles';
import { schemaProfile } from './schemaProfile';
import { IMPORT_LIMITS } from './sheetTypes';
import { templateOptions, templateSheet } from './templateSheet';
import { badCells, previewOf, runImport, xlsxOf, zh } from './testing/sheetFiles';
import { buildXlsx } from './xlsxWriter';

/**
 * The files around an import: every importable list's template (labels, rules row, drop-downs,
 * example) read back as Excel would and imported as is; every refused file with its message;
 * the error sheet imported again, as it is and corrected.
 */
/** The XML head of an Agile-encrypted Office file's EncryptionInfo stream (MS-OFFCRYPTO 2.3.4.10). */
const AGILE_HEADER =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><encryption xmlns="http://schemas.microsoft.com/office/2006/encryption">' +
  '<keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="AAAAAAAAAAAAAAAAAAAAAA=="/></encryption>';

const env = (schema: (typeof schemas)[number]) => importEnv(schema, dataProvider, new QueryClient(), zh);

async function refusal(schema: (typeof schemas)[number], fileName: string, bytes: Uint8Array, limit?: number) {
  const step = await runImport(schema, schemaProfile(schema), fileName, bytes, limit);
  return step.kind === 'failed' ? { code: step.error.code, message: step.error.message } : { code: 'accepted', message: '' };
}

describe('import files', { timeout: 120_000 }, () => {
  it('offers an import on every list whose schema can create, with a column for every required field', async () => {
    const offered = schemas.filter((s) => importOffer(s)).map((s) => s.name);
    const canCreate = schemas.filter((s) => s.api?.save ?? s.api?.create ?? s.restUrl).map((s) => s.name);
    expect(offered).toEqual(expect.arrayContaining(canCreate));
    // The orders list (no create) imports waybills; the goods list imports goods with their SKUs.
    expect((await loadImportProfile(schemas.find((s) => s.name === 'orders')!))?.id).toBe('waybill');
    expect((await loadImportProfile(schemas.find((s) => s.name === 'goods')!))?.id).toBe('goods');
    for (const schema of schemas.filter((s) => s.importable)) {
      const profile = (await loadImportProfile(schema))!;
      expect({ schema: schema.name, missing: missingRequired(schema, profile.columns(schema, zh)).map((f) => f.key) }).toEqual({ schema: schema.name, missing: [] });
    }
  });

  it('says whether a list has an import, and its button, without loading the profile; the profile it loads agrees', async () => {
    for (const schema of schemas) {
      const offer = importOffer(schema);
      const profile = await loadImportProfile(schema);
      expect({ schema: schema.name, offered: Boolean(offer) }).toEqual({ schema: schema.name, offered: Boolean(profile) });
    }
    expect(importOffer(schemas.find((s) => s.name === 'orders')!)?.buttonKey).toBe('import.waybill.button');
    expect(importOffer(schemas.find((s) => s.name === 'goods')!)?.buttonKey).toBe('import.button');
  });

  it('writes each template with labels, a rules row, drop-downs and an example that the import skips', async () => {
    await signIn();
    for (const schema of schemas.filter((s) => importOffer(s))) {
      const profile = (await loadImportProfile(schema))!;
      const e = env(schema);
      const sheet = templateSheet({ schema, profile, t: zh, options: await templateOptions(schema, profile, e) });
      const bytes = new Uint8Array(await buildXlsx([sheet]));
      // Read back as a spreadsheet program does.
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes.buffer as ArrayBuffer);
      const data = book.worksheets[0];
      const model = profile.columns(schema, zh);
      const header = (data.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, model.columns.length)).toEqual(model.columns.map((c) => c.label));
      const rules = (data.getRow(2).values as unknown[]).slice(1).slice(0, model.columns.length);
      expect(rules.every((r) => typeof r === 'string' && /^(必填|选填)/.test(r))).toBe(true);
      // exceljs reads a validation back per cell: the columns holding a drop-down.
      const validations = Object.entries((data as unknown as { dataValidations: { model: Record<string, { type: string }> } }).dataValidations.model);
      const listColumns = new Set(validations.filter(([, v]) => v.type === 'list').map(([address]) => address.replace(/\d+$/, '')));
      const choices = model.columns.filter((c) => (c.kind === 'choice' && !c.source?.dependsOn) || c.kind === 'boolean');
      expect({ schema: schema.name, lists: listColumns.size }).toEqual({ schema: schema.name, lists: choices.length });
      // The untouched template holds no data.
      const untouched = await runImport(schema, profile, 'template.xlsx', bytes);
      expect({ schema: schema.name, code: untouched.kind === 'failed' ? untouched.error.code : untouched.kind }).toEqual({ schema: schema.name, code: 'noData' });
    }
  });

  it('imports a filled template: the example row typed over, dates as Excel dates and serials, goods by name', async () => {
    await signIn();
    const profile = schemaProfile(rankList);
    const e = env(rankList);
    const sheet = templateSheet({ schema: rankList, profile, t: zh, options: await templateOptions(rankList, profile, e) });
    const goodsName = String(sheet.rows[0][1]);
    expect(goodsName).not.toBe('');
    const bytes = await xlsxOf([
      sheet.columns.map((c) => c.header),
      sheet.columns.map((c) => c.rule ?? ''),
      ['热销榜', goodsName, 3, '首页推荐', new Date(Date.UTC(2025, 0, 5)), 45667, null],
      ['新品榜', goodsName, '４', '', '2025年1月10日', '2025/1/9', null],
    ]);
    const preview = await previewOf(rankList, profile, 'rank.xlsx', bytes);
    expect(badCells(preview)).toEqual(['4:开始日期 → 结束日期不能早于开始日期', '4:结束日期 → 结束日期不能早于开始日期']);
    expect(preview.items[0].value).toMatchObject({ rankType: 1, rankNo: 3, reason: '首页推荐', startDate: '2025-01-05', endDate: '2025-01-10' });
    expect(typeof preview.items[0].value.goodsId).toBe('number');
  });

  it('refuses bad files with a clear message and sends nothing', async () => {
    await signIn();
    const header = ['协议标题', '协议类型', '协议内容'];
    const ok = await xlsxOf([header, ['退货说明', '售后服务', '内容']]);
    expect(await refusal(agreement, 'a.pdf', ok)).toEqual({ code: 'type', message: '不支持「a.pdf」的文件类型，请选择 .xlsx / .xls / .csv 文件' });
    expect(await refusal(agreement, 'big.xlsx', new Uint8Array(IMPORT_LIMITS.bytes + 1))).toEqual({ code: 'size', message: '文件大小 10.0 MB，超过 10 MB 的上限，请拆分后分批导入' });
    expect((await refusal(agreement, 'zero.csv', new Uint8Array(0))).code).toBe('empty');
    expect((await refusal(agreement, 'blank.xlsx', await xlsxOf([]))).code).toBe('empty');
    expect(await refusal(agreement, 'header.xlsx', await xlsxOf([header]))).toEqual({ code: 'noData', message: '表中只有表头，没有数据行' });
    expect(await refusal(agreement, 'cols.xlsx', await xlsxOf([['协议标题', '备注'], ['a', 'b']]))).toEqual({ code: 'columns', message: '缺少必填列 「协议类型」、「协议内容」，请按导入模板补齐表头' });
    expect((await refusal(agreement, 'other.xlsx', await xlsxOf([['姓名', '年龄'], ['张三', 3]]))).code).toBe('columns');
    expect((await refusal(agreement, 'broken.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]))).code).toBe('unreadable');
    // The stated limit of rows (5,000), one over it.
    const many = await xlsxOf([header, ...Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_, i) => [`协议 ${i}`, '用户协议', '内容'])]);
    expect(await refusal(agreement, 'many.xlsx', many)).toEqual({ code: 'rows', message: '数据超过 5000 行的上限，请拆分后分批导入' });
    // A password-protected workbook: Office wraps the encrypted package in a compound file.
    const encrypted = CFB.utils.cfb_new();
    CFB.utils.cfb_add(encrypted, '/EncryptionInfo', new Uint8Array([4, 0, 4, 0, 0x40, 0, 0, 0, ...new TextEncoder().encode(AGILE_HEADER)]));
    CFB.utils.cfb_add(encrypted, '/EncryptedPackage', new Uint8Array(64));
    const locked = new Uint8Array(CFB.write(encrypted, { type: 'array', fileType: 'cfb' }) as ArrayBuffer);
    expect(await refusal(agreement, 'locked.xlsx', locked)).toEqual({ code: 'password', message: '文件设置了打开密码，无法读取。请在 Excel 中取消密码（文件 → 信息 → 保护工作簿）后重新选择' });
  });

  it('reads CSV saved by Excel in Chinese Windows (GBK) and in UTF-8 with a BOM', async () => {
    await signIn();
    const hex = (h: string) => new Uint8Array(h.match(/../g)!.map((b) => parseInt(b, 16)));
    // 协议标题,协议类型,协议内容 \r\n 退货说明,售后服务,第一段 — in GBK.
    const gbk = new Uint8Array([...hex('d0add2e9b1eacce22cd0add2e9c0e0d0cd2cd0add2e9c4dac8dd'), 13, 10, ...hex('cdcbbbf5cbb5c3f72ccadbbaf3b7fecef12cb5dad2bbb6ce')]);
    const fromGbk = await previewOf(agreement, schemaProfile(agreement), 'gbk.csv', gbk);
    expect(fromGbk.items[0].value).toMatchObject({ title: '退货说明', type: 3, content: '<p>第一段</p>' });
    const utf8 = new TextEncoder().encode('\uFEFF协议标题,协议类型,协议内容\r\n"=1+1",用户协议,"a,b"\r\n');
    const fromUtf8 = await previewOf(agreement, schemaProfile(agreement), 'utf8.csv', utf8);
    expect(fromUtf8.items[0].value).toMatchObject({ title: '=1+1', type: 1, content: '<p>a,b</p>' });
  });

  it('writes an error sheet of the rows not imported that, corrected, imports', async () => {
    await signIn();
    const bytes = await xlsxOf([
      ['协议标题', '协议类型', '协议内容', '备注'],
      ['好的', '用户协议', '内容', 'x'],
      ['', '隐私政策', '内容', 'y'],
      ['类型错', '不存在', '内容', 'z'],
    ]);
    const preview = await previewOf(agreement, schemaProfile(agreement), 'a.xlsx', bytes);
    const sheet = errorSheet(preview, new Map([['row-0', '服务器拒绝：标题重复']]), zh)!;
    const written = new Uint8Array(await buildXlsx([sheet]));
    const back = read(written, { type: 'array' });
    expect(utils.sheet_to_json(back.Sheets[back.SheetNames[0]], { header: 1, defval: '' })).toEqual([
      ['协议标题', '协议类型', '协议内容', '备注', '错误'],
      ['好的', '用户协议', '内容', 'x', '导入失败：服务器拒绝：标题重复'],
      ['', '隐私政策', '内容', 'y', '协议标题：必填项不能为空'],
      ['类型错', '不存在', '内容', 'z', '协议类型：找不到「不存在」，请选择有效的选项'],
    ]);
    // Chosen again as it is: the same problems, the 错误 column neither imported nor unknown.
    const again = await previewOf(agreement, schemaProfile(agreement), 'errors.xlsx', written);
    expect(again.unknownColumns).toEqual(['备注']);
    expect(badCells(again)).toEqual(['3:协议标题 → 必填项不能为空', '4:协议类型 → 找不到「不存在」，请选择有效的选项']);
    // Corrected: every row imports.
    const fixed = read(written, { type: 'array' });
    const ws = fixed.Sheets[fixed.SheetNames[0]];
    ws.A3 = { t: 's', v: '补上的标题' };
    ws.B4 = { t: 's', v: '采购协议' };
    // Saved again by a spreadsheet program (SheetJS's writer here).
    const saved = new Uint8Array(write(fixed, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const corrected = await previewOf(agreement, schemaProfile(agreement), 'fixed.xlsx', saved);
    expect(badCells(corrected)).toEqual([]);
    expect(corrected.items.map((i) => i.label)).toEqual(['好的', '补上的标题', '类型错']);
  });
});
