import type { Locator } from 'playwright-core';

/**
 * Runs a row action of the generated list's table (src/resources/ui/table): the inline button
 * when the row shows it, else the item of the row's 更多 menu (two actions inline, the rest there).
 * `name` is the button's accessible name (e.g. '编辑', /^查看/, '上架 商品名').
 */
export async function rowAction(row: Locator, name: string | RegExp): Promise<void> {
  const page = row.page();
  const exact = typeof name === 'string';
  const inline = row.getByRole('button', { name, exact });
  if (await inline.count()) {
    await inline.first().click();
    return;
  }
  await row.getByRole('button', { name: /^更多/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name, exact }).click();
}

/** Whether the row offers this action at all (inline or under 更多), without running it. */
export async function hasRowAction(row: Locator, name: string | RegExp): Promise<boolean> {
  const page = row.page();
  const exact = typeof name === 'string';
  if (await row.getByRole('button', { name, exact }).count()) return true;
  const more = row.getByRole('button', { name: /^更多/ });
  if (!(await more.count())) return false;
  await more.click();
  const found = (await page.getByRole('menu').getByRole('menuitem', { name, exact }).count()) > 0;
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return found;
}
