// Helpers for the browser tests: API calls in the signed-in context, MUI inputs by label, toasts,
// inline errors, sign-out.
import { expect } from '@playwright/test';

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

/** Expects the date input labelled `label` to be empty (the form clears it without a re-render of the label). */
export async function expectDateCleared(page, label) {
  await page.waitForFunction((l) => {
    const input = [...document.querySelectorAll('input[type="date"]')].find((i) => i.labels?.[0]?.textContent?.startsWith(l));
    return input && input.value === '';
  }, label);
}

/** Expects a toast showing this text. */
export async function toast(page, text) {
  const t = page.locator('.MuiSnackbarContent-message, .MuiAlert-message').filter({ hasText: text });
  await expect(t.first()).toBeVisible();
}

/** Expects the inline error text to be shown. */
export const inlineError = (scope, message, options) =>
  expect(scope.getByText(`Error: ${message}`, { exact: true }).first()).toBeVisible(options);

/** Lets tab indicators and toasts finish their transitions before a screenshot. */
export const settle = (page) => page.waitForTimeout(400);

/** Ends the session on the server (and with it the session cookie). */
export async function signOut(page, baseUrl) {
  await page.request.post(`${baseUrl}/api/v1/auth/logout`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }).catch(() => undefined);
}
