import { expect, test } from '@playwright/test';
import { expectPath, login, tenantDay, useSession } from './lib.mjs';
import { api, choose, settle, signOut, toast } from './personnel-lib.mjs';

const PASSWORD = 'Clearline-Demo-2026!';
const FUTURE_CONTRACT = 'FA8750-27-C-0909';

test.describe
  .serial('Each role sees its own work: the employee’s own actions open their pages; the program manager’s own dashboard', () => {
  let page, baseUrl, shot, contractId, visitId;
  useSession('own-work', (s) => ({ page, baseUrl, shot } = s), {
    // the visit and the contract added for these checks go, whatever the tests did
    cleanup: async () => {
      await signOut(page, baseUrl);
      await login(page, baseUrl, 'fso.demo', PASSWORD);
      if (visitId) await api(page, baseUrl, 'DELETE', `/visits/incoming/${visitId}`).catch(() => undefined);
      if (contractId) await api(page, baseUrl, 'DELETE', `/contracts/${contractId}`).catch(() => undefined);
      await signOut(page, baseUrl);
    },
  });

  /** The API answers of the page, from now on (their statuses). */
  const answers = () => {
    const seen = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/v1/')) seen.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    return seen;
  };

  test('the security office asks Erin Employee to verify her clearance, and adds a contract of Paige Manager’s that starts next month', async () => {
    await login(page, baseUrl, 'fso.demo', PASSWORD);
    const [erin] = (await api(page, baseUrl, 'GET', '/personnel/basic?q=Erin')).filter((p) => p.fullName === 'Erin Employee');
    const [clearance] = await api(page, baseUrl, 'GET', `/personnel/${erin.id}/clearance`);
    const sent = await page.request.post(`${baseUrl}/api/v1/personnel/clearance-verification`, {
      data: { personnelId: erin.id, clearanceId: clearance.id },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    // one verification of a clearance is open at a time: one sent earlier is hers to answer as well
    expect([201, 409]).toContain(sent.status());
    const [paige] = (await api(page, baseUrl, 'GET', '/personnel/basic?q=Paige')).filter((p) => p.fullName === 'Paige Manager');
    const contract = await api(page, baseUrl, 'POST', '/contracts', {
      contractNumber: FUTURE_CONTRACT,
      contractName: 'Sensor Upgrade Follow-On',
      programManagerId: paige.id,
      popStartDate: tenantDay(30),
      popEndDate: tenantDay(400),
    });
    contractId = contract.id;
    expect(contract.effectiveStatus).toBe('NOT_STARTED');
    await signOut(page, baseUrl);
  });

  test('Erin’s portal lists the actions she does herself, not the security office’s; each opens the page where it is done', async () => {
    await login(page, baseUrl, 'employee.demo', PASSWORD);
    // she asks the security office to receive a visitor today: processing it is the office's action, not hers
    visitId = (
      await api(page, baseUrl, 'POST', '/visits/incoming/me', {
        startDate: tenantDay(),
        endDate: tenantDay(),
        facilityName: 'Lockheed Fort Worth',
      })
    ).id;
    await page.goto(`${baseUrl}/my-portal/portal`);
    const actions = await api(page, baseUrl, 'GET', '/my-portal/me/open-actions');
    expect(actions.some((a) => a.kind === 'VISIT_REQUEST')).toBe(false);
    const card = page.getByTestId('my-open-actions');
    await expect(card.getByRole('row')).toHaveCount(actions.length + 1, { timeout: 30_000 });
    await expect(card).not.toContainText('Visit request to process');
    // every action done in the product links to its page
    for (const a of actions.filter((x) => x.page)) {
      await expect(card.getByRole('link', { name: a.title }).first()).toHaveAttribute('href', a.page);
    }
    const verify = actions.find((a) => a.page?.startsWith('/my-portal/portal/clearance-verification/'));
    expect(verify?.title).toBe('Verify Your Clearance Information');
    await settle(page);
    await shot('01-employee-portal');

    await card.getByRole('link', { name: 'Verify Your Clearance Information' }).click();
    await expectPath(page, verify.page);
    await expect(page.locator('#react-admin-title')).toHaveText('Clearance Verification');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await settle(page);
    await shot('02-clearance-verification-opened');
  });

  test('she answers it there, and it leaves her open actions', async () => {
    await choose(page, page, 'CE Enrollment', 'Enrolled');
    await page.getByLabel('CE Enrollment Date').fill(tenantDay(-200));
    await page.getByLabel(/I attest that the clearance information above is true/).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Thank you. Your answers were sent to the security office for review.');
    await page.getByRole('tab', { name: 'Portal' }).click();
    await expectPath(page, '/my-portal/portal');
    await expect(page.getByTestId('my-open-actions')).not.toContainText('Verify Your Clearance Information');
    await signOut(page, baseUrl);
  });

  test('Paige Manager’s index page is her own dashboard: her contracts and her people, no security-office tile, nothing refused', async () => {
    await login(page, baseUrl, 'pm.demo', PASSWORD);
    const seen = answers();
    await page.goto(`${baseUrl}/`);
    const dashboard = page.getByTestId('pm-dashboard');
    await expect(dashboard).toBeVisible();
    const d = await api(page, baseUrl, 'GET', '/pm-portal/dashboard');
    await expect(page.getByTestId('pm-tile-contracts-value')).toHaveText(String(d.contractsTotal));
    await expect(page.getByTestId('pm-tile-investigations-value')).toHaveText(String(d.pendingInvestigations));
    await expect(page.getByTestId('pm-tile-open-actions-value')).toHaveText(String(d.peopleWithOpenActions));
    await expect(page.getByTestId('pm-tile-contracts')).toContainText('Not Started: 1');
    // none of the security officer's tiles, and no facility filter
    for (const id of ['dashboard-due', 'dashboard-actions', 'dashboard-visits-this-week', 'dashboard-contracts-ending']) {
      await expect(page.getByTestId(id)).toHaveCount(0);
    }
    await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveCount(0);
    await page.waitForTimeout(800); // the charts' entry animation
    await shot('03-pm-dashboard');
    expect(seen.filter((s) => /^4\d\d /.test(s))).toEqual([]);
  });

  test('her tiles open her lists; the contracts list shows hers only, the one not started as Not Started', async () => {
    const seen = answers();
    const d = await api(page, baseUrl, 'GET', '/pm-portal/dashboard');
    if (d.peopleWithOpenActions) {
      await page.getByTestId('pm-tile-open-actions-value').getByRole('link').click();
      await expectPath(page, '/pm-portal/personnel');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await settle(page);
      await shot('04-pm-people-with-open-actions');
    }
    await page.goto(`${baseUrl}/contracts`);
    const mine = await api(page, baseUrl, 'GET', '/contracts?size=50');
    expect(mine.every((c) => c.programManagerId === d.personnelId)).toBe(true);
    await expect(page.getByRole('row')).toHaveCount(Math.min(mine.length, 10) + 1);
    const row = page.getByRole('row').filter({ hasText: FUTURE_CONTRACT });
    await expect(row.getByTestId('contract-status')).toHaveText('Not Started');
    await settle(page);
    await shot('05-pm-contracts');
    expect(seen.filter((s) => /^4\d\d /.test(s))).toEqual([]);
    await signOut(page, baseUrl);
  });

  test('the security officer’s visits of the week: each kind’s count opens a list of as many visits', async () => {
    await login(page, baseUrl, 'fso.demo', PASSWORD);
    await page.goto(`${baseUrl}/`);
    const d = await api(page, baseUrl, 'GET', '/dashboard');
    const tile = page.getByTestId('dashboard-visits-this-week');
    await expect(tile.getByTestId('visits-this-week-count')).toHaveText(String(d.visitsThisWeek));
    const counts = Object.fromEntries(d.visitsThisWeekByKind.map((r) => [r.kind, r.count]));
    expect(counts.INCOMING).toBeGreaterThan(0);
    expect(counts.INCOMING + counts.OUTGOING + counts.FOCI).toBe(d.visitsThisWeek);
    await settle(page);
    await shot('06-fso-visits-this-week');
    for (const kind of ['INCOMING', 'OUTGOING', 'FOCI']) {
      await page.goto(`${baseUrl}/`);
      const cell = page.getByTestId('dashboard-visits-this-week').getByTestId(`visits-this-week-${kind}`);
      await expect(cell).toHaveText(String(counts[kind]));
      if (!counts[kind] || counts[kind] > 10) continue;
      await cell.click();
      await expectPath(page, kind === 'FOCI' ? '/foci-visits' : '/visits');
      await expect(page.locator('.MuiTablePagination-displayedRows').first()).toHaveText(`1-${counts[kind]} of ${counts[kind]}`);
      if (kind === 'INCOMING') {
        await settle(page);
        await shot('07-fso-incoming-visits-this-week');
      }
    }
  });
});
