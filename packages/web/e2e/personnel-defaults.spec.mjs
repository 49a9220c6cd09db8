import { expect, test } from '@playwright/test';
import { expectPath, login, useSession } from './lib.mjs';
import { api, choose, field, pick, signOut } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5);
const LAST = `Defaults${stamp}`;
const SSN_DIGITS = `7${String(Date.now()).slice(-8)}`;
const SSN_WHOLE = `${SSN_DIGITS.slice(0, 3)}-${SSN_DIGITS.slice(3, 5)}-${SSN_DIGITS.slice(5)}`;
const SSN_MASKED = `***-**-${SSN_DIGITS.slice(-4)}`;
const TITLES = {
  SF_312: 'SF-312 Classified Information Nondisclosure Agreement',
  SF_86_CERTIFICATION: 'SF-86 Certification',
  INITIAL_SECURITY_BRIEFING: 'Initial Security Briefing',
  ANNUAL_REFRESHER_BRIEFING: 'Annual Refresher Briefing',
  SF_86: 'SF-86 Questionnaire for National Security Positions',
};

/**
 * The add wizard starts the Required Documents toggles from the tenant's required-document defaults of the chosen
 * employment type and switches them when the type changes before Finish; a revealed SSN reads ###-##-####.
 */
test.describe.serial('personnel: the wizard applies the required-document defaults; a revealed SSN is formatted', () => {
  let page, baseUrl, shot;
  let facility, facilityLabel, personnelId, defaults;
  useSession('personnel-defaults', (s) => ({ page, baseUrl, shot } = s), {
    cleanup: async () => {
      if (personnelId) await api(page, baseUrl, 'DELETE', `/personnel/${personnelId}`).catch(() => undefined);
      await signOut(page, baseUrl);
    },
  });

  const heading = (name) => page.getByRole('heading', { name });
  const toggle = (title) => page.getByRole('switch', { name: `${title} required` });
  /** A step of the wizard's stepper (a tab once the person exists). */
  const step = (name) => page.getByRole('tab', { name, exact: true });
  const documentsOf = (type) =>
    defaults
      .find((d) => d.optionType === 'EMPLOYMENT_TYPE' && d.option === type)
      ?.requiredDocuments.slice()
      .sort() ?? [];

  test('the FSO signs in; the demo tenant names required documents for W-2 employees and 1099 contractors', async () => {
    await login(page, baseUrl, ...FSO);
    const facilities = await api(page, baseUrl, 'GET', '/facilities');
    facility = facilities.find((f) => f.enabled);
    facilityLabel = facility.facilityCode ? `${facility.facilityName} (${facility.facilityCode})` : facility.facilityName;
    defaults = await api(page, baseUrl, 'GET', '/tenant-settings/personnel-rdd');
    expect(documentsOf('W2_EMPLOYEE')).toEqual(['ANNUAL_REFRESHER_BRIEFING', 'INITIAL_SECURITY_BRIEFING', 'SF_312', 'SF_86_CERTIFICATION']);
    expect(documentsOf('CONTRACT_1099')).toEqual(['INITIAL_SECURITY_BRIEFING', 'SF_312']);
  });

  test('the first step asks for the employment type and status with the record', async () => {
    await page.goto(`${baseUrl}/personnel/add`);
    await expect(heading('Biographic Info')).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Error: Employment Type is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Error: Employment Status is required', { exact: true })).toBeVisible();
    await field(page, 'First Name').fill('Dee');
    await field(page, 'Last Name').fill(LAST);
    await field(page, 'SSN').fill(SSN_DIGITS);
    await field(page, 'Work Email Address').fill(`dee.${stamp}@acme.example`);
    await choose(page, page, 'Gender', 'Female');
    await choose(page, page, 'Marital Status', 'Single');
    await field(page, 'Birth Date').fill('1991-03-04');
    await pick(page, page, 'Facility', facility.facilityName.slice(0, 6), facilityLabel);
    await page.keyboard.press('Escape');
    await choose(page, page, 'Citizenship Type', 'Born in US');
    await field(page, 'Place of Birth City').fill('Richmond');
    await pick(page, page, 'Place of Birth State', 'Virg', 'Virginia');
    await choose(page, page, 'Employment Type', 'W-2 Employee');
    await choose(page, page, 'Employment Status', 'Active');
    await shot('01-wizard-1-employment');
    await page.getByRole('button', { name: 'Create' }).click();
    const created = page.getByRole('dialog', { name: 'Personnel Created' });
    await expect(created).toBeVisible();
    const [person] = await api(page, baseUrl, 'GET', `/personnel/basic?filter=${encodeURIComponent(JSON.stringify({ q: LAST }))}`);
    personnelId = person.id;
    await created.getByRole('button', { name: 'Continue Adding' }).click();
    await expect(heading('Contact Info')).toBeVisible();
  });

  test('Required Documents starts with the W-2 defaults switched on and the other titles off', async () => {
    await step('Required Documents').click();
    await expect(heading('Required Documents')).toBeVisible();
    for (const title of [TITLES.SF_312, TITLES.SF_86_CERTIFICATION, TITLES.INITIAL_SECURITY_BRIEFING, TITLES.ANNUAL_REFRESHER_BRIEFING]) {
      await expect(toggle(title)).toBeChecked();
    }
    await expect(toggle(TITLES.SF_86)).not.toBeChecked();
    await expect(page.getByRole('switch', { checked: true })).toHaveCount(4);
    await shot('02-wizard-6-w2-defaults');
  });

  test('changing the employment type to 1099 before Finish switches the toggles to the 1099 defaults', async () => {
    await step('Employment').click();
    await expect(heading('Employment')).toBeVisible();
    await choose(page, page, 'Employment Type', '1099 Contractor');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(heading('Physical')).toBeVisible();
    await step('Required Documents').click();
    await expect(heading('Required Documents')).toBeVisible();
    await expect(toggle(TITLES.SF_312)).toBeChecked();
    await expect(toggle(TITLES.INITIAL_SECURITY_BRIEFING)).toBeChecked();
    await expect(toggle(TITLES.SF_86_CERTIFICATION)).not.toBeChecked();
    await expect(toggle(TITLES.ANNUAL_REFRESHER_BRIEFING)).not.toBeChecked();
    await expect(toggle(TITLES.SF_86)).not.toBeChecked();
    await shot('03-wizard-6-1099-defaults');
  });

  test('Finish saves the toggles: the 1099 defaults are required, the W-2 ones are not', async () => {
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('dialog', { name: 'All information Added' })).toBeVisible();
    const required = await api(page, baseUrl, 'GET', `/personnel/${personnelId}/required-documents`);
    expect(required.map((r) => r.titleId).sort()).toEqual(['INITIAL_SECURITY_BRIEFING', 'SF_312']);
    const stored = await api(page, baseUrl, 'GET', `/personnel/${personnelId}`);
    expect(stored.defaultDocumentTitles.slice().sort()).toEqual(['INITIAL_SECURITY_BRIEFING', 'SF_312']);
    await page.getByRole('button', { name: 'Return to Personnel' }).click();
    await expectPath(page, '/personnel');
  });

  test('the Personal Info tab reveals the SSN as ###-##-####', async () => {
    await page.goto(`${baseUrl}/personnel/${personnelId}/info`);
    const bio = page.getByRole('region', { name: 'Biographic Info' });
    await expect(field(bio, 'SSN')).toHaveValue(SSN_MASKED);
    const revealed = page.waitForResponse((r) => r.url().endsWith(`/api/v1/personnel/${personnelId}/ssn`) && r.status() === 200);
    await bio.getByRole('button', { name: 'Show SSN' }).click();
    await revealed;
    await expect(field(bio, 'SSN')).toHaveAttribute('type', 'text');
    await expect(field(bio, 'SSN')).toHaveValue(SSN_WHOLE);
    await shot('04-info-ssn-revealed');
    await bio.getByRole('button', { name: 'Hide SSN' }).click();
    await expect(field(bio, 'SSN')).toHaveValue(SSN_MASKED);
  });
});
