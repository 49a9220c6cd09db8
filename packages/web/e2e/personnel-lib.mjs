// Helpers for the personnel and facilities browser tests: API calls in the signed-in context, MUI
// inputs by label, toasts, sign-out.

/** JSON call through the signed-in browser context. */
export async function api(page, baseUrl, method, apiPath, data) {
  const res = await page.request.fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    data,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!res.ok()) throw new Error(`${method} ${apiPath}: ${res.status()} ${await res.text()}`);
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/** A text input by its label (required labels carry an asterisk). */
export const field = (scope, label) => scope.getByLabel(new RegExp(`^${rx(label)}(\\s*\\*)?$`));

export const rx = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks `option` in the select labelled `label`. */
export async function choose(page, scope, label, option) {
  await scope.getByRole('combobox', { name: new RegExp(`^${rx(label)}(\\s*\\*)?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into an autocomplete and picks the option. */
export async function pick(page, scope, label, text, option = text) {
  const input = scope.getByRole('combobox', { name: new RegExp(`^${rx(label)}(\\s*\\*)?$`) });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits for a toast with exactly this text, then lets it go. */
export async function toast(page, text) {
  const t = page.locator('.MuiSnackbarContent-message, .MuiAlert-message').filter({ hasText: text });
  await t.first().waitFor({ timeout: 10_000 });
}

/** Waits until the inline error text is shown. */
export const inlineError = (scope, message) => scope.getByText(`Error: ${message}`, { exact: true }).first().waitFor({ timeout: 5_000 });

/** Lets tab indicators and toasts finish their transitions before a screenshot. */
export const settle = (page) => page.waitForTimeout(400);

/** Ends the session, so the next test file starts signed out (the runner shares one browser context). */
export async function signOut(page, baseUrl) {
  await page.request.post(`${baseUrl}/api/v1/auth/logout`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }).catch(() => undefined);
}
