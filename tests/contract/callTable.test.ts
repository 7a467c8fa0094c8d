import { describe, expect, it } from 'vitest';
import { CALL_TABLE, PENDING, callName } from '../callTable';
import { sameCall } from '../../src/resources/endpoint';
import { authHeaders, resolveUrl } from '../../src/dataProvider/http';
import { signIn } from '../helpers/session';
import { allSchemaCalls, customCalls } from './coverage';

/**
 * The spec's call table (§7) against what the code declares: schema endpoints plus every
 * `src/**\/*.calls.ts`. Prints the coverage; pending rows are listed by name in tests/callTable.ts.
 */
describe('call table coverage', () => {
  const declared = [...allSchemaCalls(), ...customCalls()];
  const isCovered = (row: { method: string; path: string }) => declared.some((c) => sameCall(c, row));

  it('has the 78 rows of the spec, each once', () => {
    expect(CALL_TABLE).toHaveLength(78);
    expect(new Set(CALL_TABLE.map(callName)).size).toBe(78);
    expect(CALL_TABLE.some((r) => callName(r) === 'GET /shipCountry/list')).toBe(true);
  });

  it('serves every row through a schema or a named custom module', () => {
    const covered = CALL_TABLE.filter(isCovered);
    console.info(`[call table] coverage ${covered.length}/${CALL_TABLE.length}` + (PENDING.length ? `, pending: ${PENDING.length}` : ''));
    const uncovered = CALL_TABLE.filter((r) => !isCovered(r) && !PENDING.includes(callName(r))).map(callName);
    expect(uncovered, 'rows served by no schema or *.calls.ts (and not pending)').toEqual([]);
    const stale = PENDING.filter((name) => CALL_TABLE.some((r) => callName(r) === name && isCovered(r)));
    expect(stale, 'covered rows still listed as pending: remove them from PENDING').toEqual([]);
    const unknown = PENDING.filter((name) => !CALL_TABLE.some((r) => callName(r) === name));
    expect(unknown, 'PENDING names that are not rows of the table').toEqual([]);
  });

  it('declares no call outside the table', () => {
    const extra = declared.filter((c) => !CALL_TABLE.some((r) => sameCall(c, r))).map((c) => `${c.method} ${c.path} (${c.source})`);
    expect(extra).toEqual([]);
  });

  it('uses the payload place the spec gives for every schema and declared call', () => {
    const checked = declared.map((c) => ({ c, row: CALL_TABLE.find((r) => sameCall(c, r)) })).filter(({ row }) => row && row.place !== 'unspecified');
    const rows = new Set(checked.map(({ row }) => callName(row!)));
    console.info(`[call table] payload place checked for ${rows.size}/${CALL_TABLE.length} rows (${checked.length} declarations)`);
    const wrong = checked.filter(({ c, row }) => row!.place !== c.place).map(({ c, row }) => `${c.method} ${c.path}: spec ${row!.place}, ${c.source} ${c.place}`);
    expect(wrong).toEqual([]);
  });

  it('has every covered row answered by the stand-in', async () => {
    await signIn();
    const unanswered: string[] = [];
    for (const row of CALL_TABLE.filter(isCovered)) {
      const path = row.path.replace(/\{(\w+)\}/g, (_m, key: string) => (key === 'status' ? '1' : '1'));
      let body: BodyInit | undefined;
      const headers: Record<string, string> = { ...authHeaders() };
      let query: Record<string, string> | undefined;
      if (row.place === 'multipart') {
        body = new FormData();
        (body as FormData).append('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
      } else if (row.place === 'body') {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(row.path.endsWith('/read') || row.path.endsWith('/changeSortOrder') || row.path.endsWith('/batch') ? [] : {});
      } else if (row.path.endsWith('/page')) {
        query = { currentPage: '1', pageSize: '10' };
      }
      let status = 0;
      try {
        const response = await fetch(resolveUrl(path, query), { method: row.method, headers, body });
        status = response.status;
      } catch {
        status = -1;
      }
      if (status === 404 || status === -1) unanswered.push(`${callName(row)} → ${status === -1 ? 'unhandled' : 404}`);
    }
    expect(unanswered).toEqual([]);
  });
});
