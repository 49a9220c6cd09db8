import { expect, test } from '@playwright/test';
import { expectPath, login, useSession } from './lib.mjs';
import { api, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const SF312 = 'SF-312 Classified Information Nondisclosure Agreement';
const REASON = 'The signed original is kept on paper in the security office safe; the scan follows next week.';
/** A valid SSN no other person of the demo data has (XXX-XX-XXXX). */
const ssn = () => {
  const n = `5${String(Date.now()).slice(-8)}`;
  return `${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`;
};

test.describe.serial('an open action that closes by itself: waived with a reason, shown on the person’s documents', () => {
  let page, baseUrl, shot, personnelId;
  useSession('open-action-waive', (s) => ({ page, baseUrl, shot } = s), {
    cleanup: async () => {
      if (personnelId) await api(page, baseUrl, 'DELETE', `/personnel/${personnelId}`).catch(() => undefined);
      await signOut(page, baseUrl);
    },
  });
  const openActions = () => page.getByRole('region', { name: 'Open Actions' });
  const sf312Action = () => openActions().getByRole('row').filter({ hasText: SF312 });
  const dialog = () => page.getByRole('dialog', { name: 'Waive Open Action' });

  test('a person whose SF-312 is required and missing has an open action that offers Waive… instead of Complete', async () => {
    await login(page, baseUrl, ...FSO);
    const [plant] = await api(page, baseUrl, 'GET', '/facilities');
    const person = await api(page, baseUrl, 'POST', '/personnel', {
      firstName: 'Wanda',
      lastName: 'Waiver',
      ssn: ssn(),
      workEmail: 'wanda.waiver@waive.example',
      genderType: 'FEMALE',
      maritalStatus: 'SINGLE',
      birthDate: '1985-04-12',
      birthAddress: { countryId: 236, city: 'Richmond', state: 'VA', zipCode: '23219' },
      facilityIds: [plant.id],
      citizenshipCountryId: 236,
      citizenshipType: 'BORN_IN_US',
      employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' },
    });
    personnelId = person.id;
    await api(page, baseUrl, 'PUT', '/personnel/documents', { personnelId, documents: [{ titleId: 'SF_312', required: true }] });

    await page.goto(`${baseUrl}/personnel/${personnelId}/open-actions`);
    await expectPath(page, `/personnel/${personnelId}/open-actions`);
    await expect(sf312Action()).toHaveCount(1, { timeout: 60_000 });
    await expect(sf312Action().getByRole('button', { name: /^Waive…/ })).toBeEnabled();
    await expect(sf312Action().getByRole('button', { name: 'Complete' })).toHaveCount(0);
    await expect(sf312Action().getByRole('button', { name: 'Close' })).toHaveCount(0);
    await settle(page);
    await shot('01-open-action-waive-button');
  });

  test('Waive… asks for the reason, and refuses to waive without one', async () => {
    await sf312Action()
      .getByRole('button', { name: /^Waive…/ })
      .click();
    await expect(dialog()).toBeVisible();
    await expect(dialog()).toContainText('closes by itself when the missing document is uploaded');
    await dialog().getByRole('button', { name: 'Waive', exact: true }).click();
    await expect(dialog().getByText('Reason is required')).toBeVisible();
    await expect(dialog()).toBeVisible();
    await settle(page);
    await shot('02-waive-dialog-reason-required');
  });

  test('waiving with a reason closes the action with a toast', async () => {
    await dialog()
      .getByLabel(/^Reason/)
      .fill(REASON);
    await shot('03-waive-dialog-filled');
    await dialog().getByRole('button', { name: 'Waive', exact: true }).click();
    await toast(page, 'Successfully Waived Open Action.');
    await expect(dialog()).toHaveCount(0);
    await expect(sf312Action()).toHaveCount(0);
    const all = await api(page, baseUrl, 'GET', `/requests-and-actions/open-actions/personnel/${personnelId}?state=ALL`);
    expect(all.filter((a) => a.documentTitleId === 'SF_312')).toMatchObject([
      { state: 'CLOSED', waivedBy: 'fso.demo', waiveReason: REASON, closesWhen: expect.any(String) },
    ]);
  });

  test('the person’s documents still say Missing, with who waived it, when and why', async () => {
    await page.goto(`${baseUrl}/personnel/${personnelId}/info`);
    const row = page.getByRole('region', { name: 'Documents' }).getByRole('row').filter({ hasText: SF312 });
    await expect(row).toHaveCount(1, { timeout: 60_000 });
    await expect(row.getByText('Missing', { exact: true })).toBeVisible();
    await expect(row.getByText(new RegExp(`^Waived by fso\\.demo on \\S+: ${REASON.replace(/[.]/g, '\\.')}$`))).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await settle(page);
    await shot('04-documents-waived');
  });

  test('the open-actions list finds it among the waived actions, with who waived it', async () => {
    const filter = encodeURIComponent(JSON.stringify({ state: 'ALL', waived: true }));
    await page.goto(`${baseUrl}/open-actions?filter=${filter}`);
    const row = page.getByRole('row').filter({ hasText: 'Wanda Waiver' });
    await expect(row).toHaveCount(1, { timeout: 60_000 });
    await expect(row.getByText('Waived', { exact: true })).toBeVisible();
    await expect(row.getByText(/^Waived by fso\.demo on /)).toBeVisible();
    await settle(page);
    await shot('05-open-actions-list-waived');
  });
});
