import { describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../mock/node';
import { deployment } from '../deployment';
import { signIn } from '../../tests/helpers/session';
import { captureShapeIssues, reportedShapes } from '../../tests/helpers/shapeIssues';
import { fetchReference, referenceReads } from './reference.api';

/**
 * Reference lists from a backend with its own names (issue "real backend": options rendered blank
 * or "undefined" and their values were null, so 币种 could not be chosen).
 */
captureShapeIssues();

describe('reference lists at the boundary', () => {
  it('reads the backend’s names through src/deployment.ts; rows without an id or a name are left out and reported', async () => {
    await signIn();
    deployment.resources = { currency: { fields: { currencyCode: { apiName: 'code' }, currencyName: { apiName: 'name' } } } };
    server.use(
      mswHttp.get('*/api/common/currency/list', () =>
        HttpResponse.json({ code: 200, data: [{ id: '1', code: 'USD', name: '美元', vendor: 1 }, { id: 2, code: 'CNY' }, { code: 'EUR', name: '欧元' }, 'junk'] }),
      ),
    );
    expect(await fetchReference(referenceReads.currencies)).toEqual([
      { id: '1', currencyCode: 'USD', currencyName: '美元', symbol: undefined },
      { id: 2, currencyCode: 'CNY', currencyName: 'CNY', symbol: undefined },
    ]);
    expect(reportedShapes()).toEqual(['currency.currencyName:missing', 'currency.id:missing', 'currency.(record):notARecord']);
  });

  it('a tree keeps its children, each read the same way', async () => {
    await signIn();
    server.use(
      mswHttp.get('*/api/goodsCategory/buildTree', () =>
        HttpResponse.json({ code: 200, data: [{ id: 1, categoryName: '服装', children: [{ id: '11', parentId: 1, categoryName: '男装' }, { id: 12 }] }] }),
      ),
    );
    expect(await fetchReference(referenceReads.categories)).toEqual([{ id: 1, parentId: undefined, categoryName: '服装', children: [{ id: '11', parentId: 1, categoryName: '男装', children: [] }] }]);
  });

  it('an answer that is not a list is 非本系统的接口, not an empty select', async () => {
    await signIn();
    server.use(mswHttp.get('*/api/common/currency/list', () => HttpResponse.json({ code: 200, data: { rows: [] } })));
    await expect(fetchReference(referenceReads.currencies)).rejects.toThrow('http.errors.foreign');
  });
});
