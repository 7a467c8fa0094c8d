import { describe, expect, it } from 'vitest';
import { cleanNumber, duplicateRows, parsePaste } from './pasteNumbers';

const ORDERS = ['SO202601010001', 'SO202601010002', 'SO202601010003'];

describe('pasting waybill numbers', () => {
  it('a column copied from Excel (CRLF, trailing line break) fills rows in order', () => {
    expect(parsePaste('SF1001\r\nSF1002\r\nSF1003\r\n', ORDERS)).toEqual({
      kind: 'column',
      values: ['SF1001', 'SF1002', 'SF1003'],
    });
  });

  it('cleans cells as a sheet is cleaned: full-width letters and digits, stray spaces', () => {
    expect(parsePaste(' ＳＦ１００１ \n\tSF 1002\n', ORDERS)).toEqual({ kind: 'column', values: ['SF1001', 'SF1002'] });
    expect(cleanNumber('ＤＨＬ－２０２６ ')).toBe('DHL-2026');
  });

  it('keeps a blank line as a blank row, so later numbers stay on their rows', () => {
    expect(parsePaste('SF1001\n\nSF1003', ORDERS)).toEqual({ kind: 'column', values: ['SF1001', '', 'SF1003'] });
  });

  it('a single value is left to the input', () => {
    expect(parsePaste('SF1001', ORDERS)).toEqual({ kind: 'single' });
    expect(parsePaste('SF1001\n', ORDERS)).toEqual({ kind: 'single' });
  });

  it('two columns 订单号 ⇥ 运单号 are matched by order number, in any row order; unknown orders are ignored', () => {
    const pasted = parsePaste('SO202601010003\tYT3\nSO999\tYT9\nso202601010001\t yt1 \n', ORDERS);
    expect(pasted).toEqual({
      kind: 'byOrder',
      values: new Map([
        ['SO202601010003', 'YT3'],
        ['SO202601010001', 'yt1'],
      ]),
    });
  });

  it('several columns without order numbers (物流公司 ⇥ 运单号) take the last filled cell', () => {
    expect(parsePaste('顺丰\tSF1001\n顺丰\tSF1002', ORDERS)).toEqual({ kind: 'column', values: ['SF1001', 'SF1002'] });
  });
});

describe('duplicate waybill numbers', () => {
  it('flags every row of a repeated number (case and spaces ignored) with the other rows', () => {
    expect(duplicateRows(['SF1', 'sf1 ', 'SF2', '', '', 'SF1'])).toEqual(
      new Map([
        [0, [1, 5]],
        [1, [0, 5]],
        [5, [0, 1]],
      ]),
    );
  });
  it('no duplicates: empty map', () => {
    expect(duplicateRows(['A1', 'A2', ''])).toEqual(new Map());
  });
});
