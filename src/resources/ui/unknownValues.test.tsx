import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../mock/node';
import { dataProvider } from '../../dataProvider/dataProvider';
import { signIn } from '../../../tests/helpers/session';
import { renderInAdmin } from '../../../tests/helpers/renderInAdmin';
import { captureShapeIssues, shapeIssue } from '../../../tests/helpers/shapeIssues';
import freightRules from '../../../schemas/freightRules';
import { SchemaFormPage } from './SchemaFormPage';

/**
 * A value outside a field's declared set (issue "real backend": "values outside the known set are
 * shown as they are and kept on save, not rejected"): a freight rule whose status is 2, a value
 * our schema does not know. The form offers it as it is, and a save sends it back unchanged.
 */
captureShapeIssues();

describe('an enum or status value outside the declared set', { timeout: 60_000 }, () => {
  it('is shown as it came, reported once, and sent back unchanged when another field is edited', async () => {
    await signIn();
    const { data: stored } = await dataProvider.getOne('freightRules', { id: 1 });
    server.use(mswHttp.get('*/api/backend/shippingFreightRuleOverseas/info', () => HttpResponse.json({ code: 200, data: { ...stored, status: 2 } })));
    const sent: unknown[] = [];
    const capture = async ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.includes('/shippingFreightRuleOverseas/operation')) sent.push(await request.clone().json());
    };
    server.events.on('request:start', capture);
    try {
      renderInAdmin('/freightRules/add?id=1', { '/freightRules/add': <SchemaFormPage schema={freightRules} />, '/freightRules': <p>list</p> });
      await screen.findByRole('button', { name: /保存/ }, { timeout: 15_000 });
      const unknown = screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).value === '2');
      expect(unknown).toBeChecked();
      // Not 启用 or 停用: the value itself.
      expect(unknown?.closest('label')).toHaveTextContent(/^2$/);
      expect(shapeIssue('freightRules', 'status')).toMatchObject({ problem: 'unknownValue', value: '2' });

      const firstPrice = screen.getByLabelText(/首重价格/);
      await userEvent.clear(firstPrice);
      await userEvent.type(firstPrice, '12.5');
      await userEvent.click(screen.getByRole('button', { name: /保存/ }));
      await waitFor(() => expect(sent).toHaveLength(1), { timeout: 15_000 });
      expect(sent[0]).toMatchObject({ id: expect.anything(), status: 2, firstPrice: 12.5 });
      // Nothing in the form marked the kept value as invalid.
      expect(screen.queryByText('请选择有效的选项')).not.toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', capture);
    }
  });
});
