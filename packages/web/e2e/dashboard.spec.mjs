import { expect, test } from '@playwright/test';
import { expectPath, login, useSession, tenantDay as day } from './lib.mjs';
import { api, settle, signOut } from './personnel-lib.mjs';

const PASSWORD = 'Clearline-Demo-2026!';
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const plant = `Dashboard Plant ${stamp}`;
const last = `Dash${stamp}`;

test.describe.serial('dashboard: the FSO’s tiles link to the lists that show them; the employee’s and provider’s index pages', () => {
  let page, baseUrl, shot;
  const made = { facilityId: '', personnelId: '', badgeId: '' };
  useSession('dashboard', (s) => ({ page, baseUrl, shot } = s), {
    cleanup: async () => {
      await signOut(page, baseUrl);
      await login(page, baseUrl, 'fso.demo', PASSWORD);
      if (made.personnelId) await api(page, baseUrl, 'DELETE', `/personnel/${made.personnelId}`).catch(() => undefined);
      if (made.facilityId) await api(page, baseUrl, 'DELETE', `/facilities/${made.facilityId}`).catch(() => undefined);
      await signOut(page, baseUrl);
    },
  });
  const tile = (id) => page.getByTestId(id);

  async function pickFacility() {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('combobox', { name: 'Facility' }).click();
    await page.getByRole('option', { name: plant }).click();
  }

  test('the FSO’s index page shows the dashboard of every facility', async () => {
    await login(page, baseUrl, 'fso.demo', PASSWORD);
    // a person of a new facility with a badge past its expiry, a polygraph due in 40 days, a reinvestigation due in 80 days,
    // and, as an employee, the demo tenant's required documents missing
    made.facilityId = (await api(page, baseUrl, 'POST', '/facilities', { facilityName: plant, city: 'Reston', state: 'VA' })).id;
    const person = await api(page, baseUrl, 'POST', '/personnel', {
      firstName: 'Dana',
      lastName: last,
      ssn: `9${String(Date.now()).slice(-8)}`.replace(/^(\d{3})(\d{2})(\d{4})$/, '$1-$2-$3'),
      workEmail: `dana.${stamp.toLowerCase()}@acme-defense.example`,
      genderType: 'FEMALE',
      maritalStatus: 'SINGLE',
      birthDate: '1988-03-14',
      birthAddress: { countryId: 236, city: 'Reston', state: 'VA', zipCode: '20190' },
      facilityIds: [made.facilityId],
      citizenshipCountryId: 236,
      citizenshipType: 'BORN_IN_US',
      employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' },
    });
    made.personnelId = person.id;
    const base = `/personnel/${person.id}`;
    await api(page, baseUrl, 'PUT', '/personnel/employment', {
      personnelId: person.id,
      employmentType: 'W2_EMPLOYEE',
      employmentStatus: 'ACTIVE',
    });
    // an Active badge past its expiry date is refused: this one waits for its renewal (Pending), past its expiry
    made.badgeId = (
      await api(page, baseUrl, 'POST', `${base}/badge`, {
        badgeType: 'FACILITY_ACCESS',
        badgeStatus: 'PENDING',
        badgeNumber: `B-${stamp}`,
        expiryDate: day(-10),
      })
    ).id;
    await api(page, baseUrl, 'POST', `${base}/polygraph`, {
      facilityId: made.facilityId,
      polygraphType: 'COUNTERINTELLIGENCE',
      polygraphStatus: 'CURRENT',
      polygraphDate: day(-1500),
      nextPolygraphDate: day(40),
    });
    const clearance = await api(page, baseUrl, 'POST', `${base}/clearance`, {
      facilityId: made.facilityId,
      pclStatus: 'ACTIVE',
      pclEligibility: 'SECRET',
    });
    await api(page, baseUrl, 'POST', `${base}/investigation`, {
      clearanceId: clearance.id,
      isProcessCompleted: true,
      investigationOpenDate: day(-3700),
      investigationClosedDate: day(-3600),
      reinvestigationDate: day(80),
    });
    await page.goto(`${baseUrl}/`);
    await expect(page.getByText('Expiring and overdue')).toBeVisible();
    await expect(page.getByText('Open actions by kind and age')).toBeVisible();
    await expect(page.getByText('Annual training completion')).toBeVisible();
    // the demo data has overdue badges and missing documents in every facility
    await expect(tile('due-BADGE-OVERDUE')).toHaveAttribute('href', /^\/personnel\?filter=/);
    await expect(page.locator('[data-testid="dashboard-due"] svg .MuiBarChart-element').first()).toBeVisible();
    await settle(page);
    await shot('01-fso-all-facilities');
  });

  test('one facility: its person’s badge, polygraph and reinvestigation in their windows', async () => {
    await pickFacility();
    await expect(tile('due-BADGE-OVERDUE')).toHaveText('1');
    await expect(tile('due-POLYGRAPH-DAYS_60')).toHaveText('1');
    await expect(tile('due-REINVESTIGATION-DAYS_90')).toHaveText('1');
    await expect(tile('due-BADGE-DAYS_30')).toHaveText('0');
    await expect(tile('actions-MISSING_REQUIRED_DOCUMENT-UNDER_30')).toHaveText('4');
    await expect(tile('training-DUE')).toHaveText('1');
    await settle(page);
    await shot('02-fso-one-facility');
  });

  for (const [testId, what] of [
    ['due-BADGE-OVERDUE', 'the overdue badge'],
    ['due-POLYGRAPH-DAYS_60', 'the polygraph due in 31–60 days'],
    ['due-REINVESTIGATION-DAYS_90', 'the reinvestigation due in 61–90 days'],
    ['training-DUE', 'the annual training not completed'],
  ]) {
    test(`${what}: the tile opens the personnel list showing that person`, async () => {
      await pickFacility();
      await tile(testId).click();
      await expectPath(page, '/personnel');
      const rows = page.locator('.RaDataTable-tableWrapper tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`${last}, Dana`);
      if (testId === 'due-BADGE-OVERDUE') {
        await expect(page.getByLabel('Falls Due')).toBeVisible();
        await shot('03-personnel-filtered');
      }
    });
  }

  test('the open-actions tile opens the open-actions list with the person’s missing documents', async () => {
    await pickFacility();
    await tile('actions-MISSING_REQUIRED_DOCUMENT-UNDER_30').click();
    await expectPath(page, '/open-actions');
    const rows = page.locator('.RaDataTable-tableWrapper tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: 'Missing Required Document: SF-312' })).toHaveCount(1);
    for (const r of await rows.all()) await expect(r).toContainText(`Dana ${last}`);
    await settle(page);
    await shot('04-open-actions-filtered');
  });

  test('a bar of the chart opens the same list as its count', async () => {
    await pickFacility();
    // the only bar of the polygraph column in this facility is the 31–60 days one
    const bars = page.locator('[data-testid="dashboard-due"] .MuiBarChart-element');
    await expect(bars.first()).toBeVisible();
    const count = await bars.count();
    let opened = false;
    for (let i = 0; i < count && !opened; i++) {
      const box = await bars.nth(i).boundingBox();
      if (!box || box.height < 2) continue;
      await bars.nth(i).click();
      opened = true;
    }
    expect(opened).toBe(true);
    await expectPath(page, '/personnel');
    await expect(page.locator('.RaDataTable-tableWrapper tbody tr').first()).toContainText(`${last}, Dana`);
  });

  test('the expired badge shows as Expired on the person and on its page, not Active', async () => {
    await page.goto(`${baseUrl}/personnel/${made.personnelId}/assignments`);
    const row = page.getByRole('row').filter({ hasText: `B-${stamp}` });
    await expect(row.getByText('Expired', { exact: true })).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toHaveCount(0);
    await shot('05-badge-expired-in-list');
    await page.goto(`${baseUrl}/personnel/${made.personnelId}/assignments/badge/${made.badgeId}`);
    await expect(page.getByTestId('record-due-flag')).toContainText(`This badge expired on ${day(-10)}`);
    await shot('06-badge-expired-detail');
  });

  test('the employee’s index page shows their own open actions, expiring items and training due', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, 'employee.demo', PASSWORD);
    await page.goto(`${baseUrl}/`);
    const mine = page.getByTestId('my-open-actions');
    await expect(mine.getByText('Missing Required Document: SF-86 Certification')).toBeVisible();
    const due = page.getByTestId('my-due-items');
    await expect(due.getByRole('listitem').filter({ hasText: 'Badge expires' })).toContainText('Within 30 days');
    await expect(due.getByRole('listitem').filter({ hasText: 'Reinvestigation due' })).toContainText('In 31–60 days');
    await expect(due.getByRole('listitem').filter({ hasText: 'Polygraph due' })).toContainText('Overdue');
    await expect(page.getByTestId('my-training')).toContainText('Annual NISPOM Security Refresher Briefing');
    await expect(page.getByTestId('dashboard-due')).toHaveCount(0);
    await settle(page);
    await shot('07-employee');
  });

  test('the provider’s index page lists the managed tenants with their open and overdue actions', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, 'mss.demo', PASSWORD);
    await page.goto(`${baseUrl}/`);
    const tenants = page.getByTestId('managed-tenants');
    const acme = tenants.getByRole('row').filter({ hasText: 'Acme Defense Systems' });
    await expect(acme).toBeVisible();
    const open = Number(await acme.getByRole('cell').nth(1).innerText());
    expect(open).toBeGreaterThan(0);
    await settle(page);
    await shot('08-provider');
    await acme.getByRole('link', { name: 'Acme Defense Systems' }).click();
    await expectPath(page, '/tenants/00000000-0000-4000-8000-000000000002');
  });
});
