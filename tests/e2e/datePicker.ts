import type { Locator, Page } from 'playwright-core';

/**
 * Types a date into a MUI X date field (decision 150: no native date inputs). The field edits
 * its value in sections (year, month, day); typing the digits fills them in turn, as a user does.
 * `name` is the field's source (the picker's hidden input carries it).
 */
export async function fillDate(scope: Page | Locator, name: string, value: string): Promise<void> {
  const field = scope.locator(`.MuiPickersInputBase-root:has(input[name="${name}"])`).filter({ visible: true }).first();
  await field.locator('[role="spinbutton"]').first().click();
  const page = 'keyboard' in scope ? scope : scope.page();
  await page.keyboard.type(value.replace(/\D/g, ''));
  await field.locator(`input[name="${name}"]`).evaluate((input, expected) => {
    if ((input as HTMLInputElement).value !== expected) throw new Error(`date field ${input.getAttribute('name')} holds "${(input as HTMLInputElement).value}", not "${expected}"`);
  }, value);
}
