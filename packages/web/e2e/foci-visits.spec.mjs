import { expect, test } from '@playwright/test';
import { expectPath, login, useSession, tenantDay as inDays } from './lib.mjs';
import { api, field, pick, rx, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const EMPLOYEE = ['employee.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const location = `Board Room ${stamp}`;
const requestLocation = `Lab ${stamp}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test.describe.serial('FOCI visits: add with attendees and an affiliate, a document, submit and approve; an employee requests one', () => {
  let page, baseUrl, shot;
  let visitId;
  useSession('foci-visits', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });

  test('the FSO sees the FOCI visit list with the demo visits', async () => {
    await login(page, baseUrl, ...FSO);
    await page.goto(`${baseUrl}/foci-visits`);
    await expect(page.getByRole('row').filter({ hasText: 'Quarterly Government Security Committee meeting' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Program review with the parent company' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add FOCI Visit' })).toBeVisible();
    await settle(page);
    await shot('01-list');
  });

  test('the Facility filter keeps the visits of the facility visited', async () => {
    const rows = await api(page, baseUrl, 'GET', '/visits/foci?range=[0,99]');
    const host = rows.find((r) => r.visitPurpose === 'Quarterly Government Security Committee meeting').visitFacilityName;
    await page.getByRole('combobox', { name: 'Facility' }).click();
    // the choices name a facility with its code: "Acme Headquarters (1ACM5)"
    await page.getByRole('option', { name: new RegExp(`^${rx(host)}( \\(|$)`) }).click();
    const gsc = page.getByRole('row').filter({ hasText: 'Quarterly Government Security Committee meeting' });
    await expect(gsc).toBeVisible();
    const shown = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(shown).toHaveCount(rows.filter((r) => r.visitFacilityName === host).length);
    await settle(page);
    await shot('01b-list-by-facility');
    // another facility: the committee meeting is not among its visits
    await page.getByRole('combobox', { name: 'Facility' }).click();
    await page.getByRole('option', { name: /^Acme Dayton Test Range/ }).click();
    await expect(gsc).toHaveCount(0);
    await page.goto(`${baseUrl}/foci-visits?filter=${encodeURIComponent('{}')}`);
  });

  test('Add FOCI Visit creates a draft and opens its attendees-affiliates tab', async () => {
    await page.getByRole('link', { name: 'Add FOCI Visit' }).click();
    await expectPath(page, '/foci-visits/add');
    await field(page, 'Start Date').fill(inDays(40));
    await field(page, 'End Date').fill(inDays(41));
    await field(page, 'Visit Location').fill(location);
    await field(page, 'Visit Purpose').fill('Board meeting with the directors of the foreign parent');
    await field(page, 'Description').fill('The Government Security Committee reviews the FOCI mitigation with the outside directors.');
    await settle(page);
    await shot('02-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Created FOCI Visit');
    await page.waitForURL(/\/foci-visits\/[0-9a-f-]{36}\/attendees-affiliates$/);
    visitId = page.url().split('/foci-visits/')[1].split('/')[0];
    await expect(page.getByRole('tab', { name: 'Attendees & Affiliates' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No attendees yet.')).toBeVisible();
  });

  test('two attendees (a person of the company and a foreign national) and an affiliate are saved', async () => {
    await page.getByRole('button', { name: 'Add Attendee' }).click();
    const first = page.getByTestId('attendee-row').nth(0);
    await field(first, 'Full Name').fill('Klara Vogel');
    await pick(page, first, 'Citizenship', 'Germ', 'Germany');
    await field(first, 'Organization').fill('Hoffmann Systeme AG');
    await field(first, 'Position').fill('Supervisory Board Member');

    await page.getByRole('button', { name: 'Add Attendee' }).click();
    const second = page.getByTestId('attendee-row').nth(1);
    await second.getByRole('combobox', { name: 'Person' }).click();
    const option = page.getByRole('option').nth(1);
    const person = (await option.textContent()).trim();
    await option.click();
    await field(second, 'Position').fill('Host');

    await page.getByRole('button', { name: 'Add Affiliate' }).click();
    const affiliate = page.getByTestId('affiliate-row').nth(0);
    await field(affiliate, 'Company or Government Body').fill('Hoffmann Systeme AG');
    await pick(page, affiliate, 'Country', 'Germ', 'Germany');
    await field(affiliate, 'Relation').fill('Ultimate Parent (100%)');
    await settle(page);
    await page.getByRole('button', { name: 'Save Attendees & Affiliates' }).click();
    await toast(page, 'Successfully Saved Attendees & Affiliates');

    const saved = await page.request.get(`${baseUrl}/api/v1/visits/foci/${visitId}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const body = await saved.json();
    expect(body.attendees.map((a) => a.fullName).sort()).toEqual(['Klara Vogel', person.split(', ').reverse().join(' ')].sort());
    expect(body.affiliates).toEqual([expect.objectContaining({ fullName: 'Hoffmann Systeme AG', citizenshipCountryName: 'Germany' })]);
    await page.reload();
    await expect(page.getByTestId('attendee-row')).toHaveCount(2);
    await expect(page.getByTestId('affiliate-row')).toHaveCount(1);
    await settle(page);
    await shot('03-attendees-affiliates');
  });

  test('the Documents tab lists a required document still missing and an uploaded agenda', async () => {
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expectPath(page, `/foci-visits/${visitId}/documents`);
    await expect(page.getByText('No documents yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Document' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Security Assurance', exact: true }).click();
    await dialog.getByLabel('Required').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Added Document: Security Assurance');
    await expect(page.getByRole('row').filter({ hasText: 'Security Assurance' }).getByText('Missing file')).toBeVisible();

    await page.getByRole('button', { name: 'Add Document' }).click();
    await dialog.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Agenda', exact: true }).click();
    await dialog.getByLabel('File').setInputFiles({ name: `agenda-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await settle(page);
    await shot('04-document-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Added Document: agenda-${stamp}.pdf`);
    const row = page.getByRole('row').filter({ hasText: `agenda-${stamp}.pdf` });
    await expect(row.getByText('Needs Review')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Download' })).toBeVisible();
    await settle(page);
    await shot('05-documents');
  });

  test('the visit is submitted, then approved with its approver', async () => {
    await page.getByRole('tab', { name: 'Visit Information' }).click();
    await expectPath(page, `/foci-visits/${visitId}/visit-information`);
    await expect(field(page, 'Visit Location')).toHaveValue(location);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Successfully Updated FOCI Visit');
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();

    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Approver' }).click();
    const option = page.getByRole('option').first();
    const approver = (await option.textContent()).trim();
    await option.click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('button', { name: 'Mark Completed' })).toBeVisible();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`Approver: ${approver.split(', ').reverse().join(' ')}`)).toBeVisible();
    await settle(page);
    await shot('06-visit-information-approved');
  });

  test('employee.demo requests a FOCI visit from My Portal', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...EMPLOYEE);
    await page.goto(`${baseUrl}/my-portal/requests`);
    const card = page.getByTestId('my-foci-visits');
    await expect(card.getByText('Program review with the parent company')).toBeVisible();
    await settle(page);
    await shot('07-my-portal-requests');
    await card.getByRole('link', { name: 'Request FOCI Visit' }).click();
    await expectPath(page, '/my-portal/requests/foci-visit');
    await field(page, 'Start Date').fill(inDays(60));
    await field(page, 'End Date').fill(inDays(60));
    await field(page, 'Visit Location').fill(requestLocation);
    await field(page, 'Visit Purpose').fill('Firmware review with the parent company engineers');
    const attendee = page.getByTestId('attendee-row').nth(0);
    await field(attendee, 'Full Name').fill('Jonas Weber');
    await pick(page, attendee, 'Citizenship', 'Germ', 'Germany');
    await field(attendee, 'Organization').fill('Hoffmann Systeme AG');
    const affiliate = page.getByTestId('affiliate-row').nth(0);
    await field(affiliate, 'Company or Government Body').fill('Hoffmann Systeme AG');
    await pick(page, affiliate, 'Country', 'Germ', 'Germany');
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await shot('08-my-portal-request-form');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await toast(page, 'Your FOCI visit request was sent to the security office.');
    await page.waitForURL(/\/my-portal\/requests\/[0-9a-f-]{36}\/foci-visit\/visit-information$/);
    await expect(page.getByText(requestLocation)).toBeVisible();
    await expect(page.getByText('Submitted').first()).toBeVisible();
    await settle(page);
    await shot('09-my-request-visit-information');

    await page.getByRole('tab', { name: 'Attendees & Affiliates' }).click();
    await expect(page.getByTestId('attendee-row')).toHaveCount(1);
    await expect(page.getByTestId('attendee-row').getByLabel('Full Name')).toHaveValue('Jonas Weber');
    await settle(page);
    await shot('10-my-request-attendees-affiliates');

    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'Add Document' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: 'Document Status' })).toHaveCount(0);
    await dialog.getByLabel('File').setInputFiles({ name: `my-agenda-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Added Document: my-agenda-${stamp}.pdf`);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `my-agenda-${stamp}.pdf` })
        .getByText('Needs Review'),
    ).toBeVisible();
    await settle(page);
    await shot('11-my-request-documents');
  });

  test('the FSO finds the request among the facility’s open actions and the person’s Assignments tab lists the visits', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...FSO);
    const me = await page.request.get(`${baseUrl}/api/v1/visits/foci?q=${encodeURIComponent(requestLocation)}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const [request] = await me.json();
    // the request is the FSO's to do on the requester's facility
    const person = await api(page, baseUrl, 'GET', `/personnel/${request.requestedById}`);
    const found = [];
    for (const facilityId of person.facilityIds) {
      const rows = await api(page, baseUrl, 'GET', `/requests-and-actions/open-actions/facility/${facilityId}`);
      found.push(...rows.filter((a) => a.title === 'FOCI visit request to process' && a.description.includes(requestLocation)));
    }
    expect(found).toHaveLength(1);
    await page.goto(`${baseUrl}/personnel/${request.requestedById}/assignments`);
    const table = page.getByRole('region', { name: 'FOCI Visits' }).or(page.locator('section', { hasText: 'FOCI Visits' }));
    await expect(table.getByText(requestLocation).first()).toBeVisible();
    await settle(page);
    await shot('12-person-assignments');
  });
});
