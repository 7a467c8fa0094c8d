import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../src/mock/node';
import { SchemaFormPage } from '../../src/resources/ui/SchemaFormPage';
import { fixtureByName, installFixture } from '../fixtures/fixtures';
import { renderInAdmin } from '../helpers/renderInAdmin';
import { signIn } from '../helpers/session';

/**
 * The new-entity proof (issue 10): the coupon fixture is one schema plus its labels
 * (tests/fixtures/coupon/). Its form checks the cross-field rules before any call and marks the
 * fields they name; the stand-in refuses the same payload with the same text. The generated
 * contract test (tests/contract/schemas.test.ts) covers its five endpoints.
 */
const fixture = fixtureByName('coupon');
const { dataProvider } = installFixture(fixture);
const coupon = fixture.schema;

const RULE = '门槛金额须大于优惠金额';
const ORDER = '结束时间须晚于开始时间';

/** Text into a field as one input event (a click, then a paste): these tests check what is sent or kept, not typing, and each typed key re-renders the form (docs/performance.md, "Unit + contract, second pass"). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** A payload breaking both cross-field rules, every field valid on its own. */
const broken = {
  name: '满 50 减 80',
  type: 1,
  threshold: 50,
  discount: 80,
  startTime: '2026-05-10 00:00:00',
  endTime: '2026-05-01 23:59:59',
  status: 1,
};

describe('coupon fixture: a new entity from one schema and its labels', { timeout: 60_000 }, () => {
  it('marks both fields of each broken cross-field rule in the form, sends nothing, and the stand-in refuses the same payload', async () => {
    await signIn();
    const saves: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method !== 'GET') saves.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    server.events.on('request:start', onRequest);
    renderInAdmin('/coupon/add', { '/coupon/add': <SchemaFormPage schema={coupon} /> }, { dataProvider });

    await enter(await screen.findByRole('textbox', { name: /优惠券名称/ }), broken.name);
    await userEvent.click(screen.getByRole('combobox', { name: /类型/ }));
    await userEvent.click(await screen.findByRole('option', { name: '满减券' }));
    await enter(screen.getByRole('spinbutton', { name: /门槛金额/ }), String(broken.threshold));
    await enter(screen.getByRole('spinbutton', { name: /优惠金额/ }), String(broken.discount));
    // The range control (lazy-loaded) writes both ends; its hidden inputs take a typed value.
    const start = await waitFor(
      () => {
        const input = document.querySelector<HTMLInputElement>('input[name="startTime"]');
        expect(input).not.toBeNull();
        return input!;
      },
      { timeout: 15000 },
    );
    fireEvent.change(start, { target: { value: broken.startTime } });
    fireEvent.change(document.querySelector<HTMLInputElement>('input[name="endTime"]')!, {
      target: { value: broken.endTime },
    });
    // Many goods: a multi-select with chips, options from the goods that may be marketed.
    await userEvent.click(screen.getByRole('combobox', { name: /适用商品/ }));
    const options = await screen.findAllByRole('option', {}, { timeout: 15000 });
    await userEvent.click(options[0]);
    await userEvent.click(screen.getByRole('combobox', { name: /适用商品/ }));
    await userEvent.click((await screen.findAllByRole('option'))[0]);
    expect(
      within(screen.getByRole('combobox', { name: /适用商品/ }).closest('.MuiAutocomplete-root')!).getAllByRole(
        'button',
      ).length,
    ).toBeGreaterThanOrEqual(2);

    await userEvent.click(screen.getByRole('button', { name: /保存/ }));
    // 门槛金额 > 优惠金额 marks both amounts; the date range marks its control once per end.
    await waitFor(() => expect(screen.getAllByText(RULE)).toHaveLength(2));
    expect(screen.getAllByText(ORDER).length).toBeGreaterThan(0);
    expect(screen.getByRole('spinbutton', { name: /门槛金额/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: /优惠金额/ })).toHaveAttribute('aria-invalid', 'true');
    expect(saves, 'the form refused before any call').toEqual([]);
    server.events.removeListener('request:start', onRequest);

    // The stand-in runs the same rules on the same payload: a business error with the same text.
    const goodsIds = [1, 2];
    const refused = await dataProvider.create('coupon', { data: { ...broken, goodsIds } }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 500, serverMessage: ORDER });
    const amounts = await dataProvider
      .create('coupon', { data: { ...broken, goodsIds, endTime: '2026-06-01 00:00:00' } })
      .catch((e: unknown) => e);
    expect(amounts).toMatchObject({ code: 500, serverMessage: RULE });
    const saved = await dataProvider.create('coupon', {
      data: { ...broken, goodsIds, threshold: 100, endTime: '2026-06-01 00:00:00' },
    });
    expect(saved.data).toMatchObject({ threshold: 100, discount: 80, goodsIds });
  });

  it('refuses a discount of 0 (exclusive minimum) with 须大于 0', async () => {
    await signIn();
    renderInAdmin('/coupon/add', { '/coupon/add': <SchemaFormPage schema={coupon} /> }, { dataProvider });
    await userEvent.type(await screen.findByRole('spinbutton', { name: /优惠金额/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('须大于 0')).toBeInTheDocument();
  });
});
