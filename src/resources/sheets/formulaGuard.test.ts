import { describe, expect, it } from 'vitest';
import { guardCell, guardFormula, needsFormulaGuard, unguardFormula } from './formulaGuard';

describe('formula guard', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+86 138 0000 0000', "'+86 138 0000 0000"],
    ['-1+2', "'-1+2"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\rtext', "'\rtext"],
    ['\ntext', "'\ntext"],
    ['   =HYPERLINK("http://x")', '\'   =HYPERLINK("http://x")'],
    ['\u3000=1', "'\u3000=1"],
    ['name;=cmd|"/c calc"!A0', '\'name;=cmd|"/c calc"!A0'],
    ['name,=1+1', "'name,=1+1"],
    ['name, =1+1', "'name, =1+1"],
  ])('neutralises %j', (text, written) => {
    expect(needsFormulaGuard(text)).toBe(true);
    expect(guardFormula(text)).toBe(written);
    expect(unguardFormula(written)).toBe(text);
  });

  it.each(['保温杯 350ml', 'a=b', 'SO20260101', '1-2', 'x;y', 'a, b', '', "it's", '100%', '颜色=黑色'])('leaves %j as it is', (text) => {
    expect(needsFormulaGuard(text)).toBe(false);
    expect(guardFormula(text)).toBe(text);
    expect(unguardFormula(text)).toBe(text);
  });

  it('keeps real numbers, negative ones included, as numbers', () => {
    expect(guardCell(-12.5)).toBe(-12.5);
    expect(guardCell(0)).toBe(0);
    const date = new Date(Date.UTC(2026, 0, 2));
    expect(guardCell(date)).toBe(date);
    expect(guardCell(true)).toBe(true);
    expect(guardCell(null)).toBe(null);
    // A text that only looks like a negative number is text: a spreadsheet would compute it.
    expect(guardCell('-12.5')).toBe("'-12.5");
  });

  it('undoes itself exactly, also for texts that start with an apostrophe', () => {
    for (const text of ["'=1", "''=1", "'plain", "'", "'-", '=', "'a,=b"]) {
      expect(unguardFormula(guardFormula(text))).toBe(text);
    }
    expect(guardFormula("'plain")).toBe("'plain");
    expect(guardFormula("'=1")).toBe("''=1");
  });
});
