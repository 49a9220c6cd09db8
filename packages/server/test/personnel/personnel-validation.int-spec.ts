import type TestAgent from 'supertest/lib/agent';
import { API_MESSAGES } from '@clearline/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, person, tenantWithoutMfa, userIn, type JsonBody } from './fixtures';

/** Every rule and message of spec 02 §5 for the personnel form, answered by the server. */
describe('personnel validation (spec 02 §5)', () => {
  let t: TestApp;
  let fso: TestAgent;
  let f1: string;

  beforeAll(async () => {
    t = await startTestApp();
    const tenant = await tenantWithoutMfa(t, 'Validation Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    f1 = await facility(fso, 'Main Plant', 'VAL01');
  });
  afterAll(() => t?.close());

  /** Posts a person with `over` applied (undefined removes a field) and returns status and message. */
  async function post(over: Record<string, unknown>): Promise<{ status: number; message: string; body: JsonBody }> {
    const body = person([f1], over);
    for (const [k, v] of Object.entries(over)) if (v === undefined) delete body[k];
    const res = await fso.post(`${API}/personnel`).send(body);
    return { status: res.status, message: String(res.body.message ?? ''), body: res.body };
  }

  it.each([
    ['firstName', 'First Name is required'],
    ['lastName', 'Last Name is required'],
    ['ssn', 'SSN is required'],
    ['workEmail', 'Work Email Address is required'],
    ['genderType', 'Gender is required'],
    ['maritalStatus', 'Marital Status is required'],
    ['birthDate', 'Birth Date is required'],
    ['facilityIds', 'Facility is required'],
    ['citizenshipType', 'Citizenship Type is required'],
  ])('refuses a person without %s: "%s"', async (field, message) => {
    const r = await post({ [field]: undefined });
    expect(r.status).toBe(400);
    expect(r.message).toBe(message);
  });

  it('treats blank text and an empty facility list as missing', async () => {
    expect((await post({ firstName: '   ' })).message).toBe('First Name is required');
    expect((await post({ facilityIds: [] })).message).toBe('Facility is required');
  });

  it('requires place-of-birth city and state (the country defaults to 236)', async () => {
    expect((await post({ birthAddress: undefined })).message).toBe('Place of Birth is required');
    const r = await post({ birthAddress: { zipCode: '22201' } });
    expect(r.status).toBe(400);
    expect(r.message.split('; ').sort()).toEqual(['Place of Birth City is required', 'Place of Birth State is required'].sort());
  });

  it('does not require the agency id', async () => {
    expect((await post({ agencyId: undefined })).status).toBe(201);
  });

  it.each(['12345', '1234567890', '123-456-789', 'abcdefghi', '123 45 6789'])('refuses SSN %s with the spec message', async (ssn) => {
    const r = await post({ ssn });
    expect(r.status).toBe(400);
    expect(r.message).toBe('SSN must be in the format XXX-XX-XXXX.');
  });

  it('accepts an SSN as nine digits or XXX-XX-XXXX', async () => {
    expect((await post({ ssn: '219099999' })).status).toBe(201);
    expect((await post({ ssn: '219-09-9998' })).status).toBe(201);
  });

  it('refuses the masked form on create', async () => {
    expect((await post({ ssn: '***-**-1234' })).message).toBe('SSN must be in the format XXX-XX-XXXX.');
  });

  it.each(['not-an-email', 'a@b', 'a b@acme.example', 'x@@acme.example', 'x@acme..example'])(
    'refuses work e-mail %s: "Work Email Address is not valid"',
    async (workEmail) => {
      const r = await post({ workEmail });
      expect(r.status).toBe(400);
      expect(r.message).toBe('Work Email Address is not valid');
    },
  );

  it('accepts the e-mail pattern of spec 01 §5 with a plus tag', async () => {
    expect((await post({ workEmail: 'first.last-x_y+clearance@mail.acme-defense.example' })).status).toBe(201);
  });

  it('checks personal and government e-mail addresses of contacts with their own messages', async () => {
    const p = await createPerson(fso, [f1]);
    const put = (c: Record<string, unknown>) =>
      fso.put(`${API}/personnel/${p.id}/contacts`).send({ personnelContacts: [{ contactTypeEnum: 'PERSONAL', ...c }] });
    expect((await put({ personalEmailAddress: 'nope' })).body.message).toBe('Personal Email Address is not valid');
    expect((await put({ governmentEmailAddress: 'nope@' })).body.message).toBe('Government Email Address is not valid');
    expect((await put({ personalEmailAddress: 'alice@home.example', governmentEmailAddress: 'alice@agency.gov' })).status).toBe(200);
  });

  it('bounds KMP ownership to 0–100', async () => {
    expect((await post({ kmp: true, kmpOwnership: -1 })).message).toBe('Minimum value is 0');
    expect((await post({ kmp: true, kmpOwnership: 100.5 })).message).toBe('Maximum value is 100');
    expect((await post({ kmp: true, kmpOwnership: 0 })).status).toBe(201);
    const r = await post({ kmp: true, kmpType: 'OWNER', kmpOwnership: 100 });
    expect(r.status).toBe(201);
    expect(r.body.kmpOwnership).toBe(100);
  });

  it('checks US zip codes (5 or 5+4) with the field label and leaves foreign ones free', async () => {
    const bad = await post({ birthAddress: { countryId: 236, city: 'Richmond', state: 'VA', zipCode: '2321' } });
    expect(bad.message).toBe('Place of Birth Zip Code is not valid');
    expect((await post({ birthAddress: { countryId: 236, city: 'Richmond', state: 'VA', zipCode: '23219-1234' } })).status).toBe(201);
    expect((await post({ birthAddress: { countryId: 236, city: 'Richmond', state: 'VA', zipCode: '23219-12' } })).message).toBe(
      'Place of Birth Zip Code is not valid',
    );
    const gb = await post({
      birthAddress: { countryId: 235, city: 'London', state: 'Greater London', zipCode: 'SW1A 1AA' },
      citizenshipType: 'NATURALIZED',
    });
    expect(gb.status).toBe(201);
    const p = await createPerson(fso, [f1]);
    const c = await fso
      .put(`${API}/personnel/${p.id}/contacts`)
      .send({ personnelContacts: [{ contactTypeEnum: 'PERSONAL', zipCode: 'ABCDE' }] });
    expect(c.body.message).toBe('Personal Zip Code is not valid');
    const e = await fso.put(`${API}/personnel/${p.id}/contacts`).send({
      personnelContacts: [
        {
          contactTypeEnum: 'EMERGENCY',
          contactName: 'Bob',
          contactRelationshipType: 'SPOUSE',
          cellPhoneNumber: '5551234567',
          zipCode: '1',
        },
      ],
    });
    expect(e.body.message).toBe('Emergency Zip Code is not valid');
  });

  it('state is a US state for the home country and free text elsewhere', async () => {
    expect((await post({ birthAddress: { countryId: 236, city: 'Nowhere', state: 'Atlantis' } })).message).toBe(
      'Place of Birth State is not valid',
    );
    expect(
      (await post({ birthAddress: { countryId: 40, city: 'Toronto', state: 'Ontario' }, citizenshipType: 'NATURALIZED' })).status,
    ).toBe(201);
  });

  it('refuses countries that do not exist', async () => {
    expect((await post({ citizenshipCountryId: 9999 })).message).toBe('Citizenship Country is not valid');
    expect((await post({ birthAddress: { countryId: 9999, city: 'X', state: 'Y' } })).message).toBe('Place of Birth Country is not valid');
  });

  it('limits text to 128 characters and multiline text to 500', async () => {
    expect((await post({ firstName: 'a'.repeat(129) })).message).toBe('Field exceeded max character length of 128.');
    expect((await post({ firstName: 'a'.repeat(128) })).status).toBe(201);
    expect((await post({ previouslyUsedNames: 'a'.repeat(501) })).message).toBe('Field exceeded max character length of 500.');
    expect((await post({ previouslyUsedNames: 'a'.repeat(500) })).status).toBe(201);
    expect((await post({ workEmail: `${'a'.repeat(120)}@acme.example` })).message).toBe('Field exceeded max character length of 128.');
  });

  it('passport expiry cannot be before its issue date', async () => {
    const r = await post({ passportNumber: 'X1', passportIssueDate: '2020-05-01', passportExpiryDate: '2020-04-30' });
    expect(r.status).toBe(400);
    expect(r.message).toBe('Passport Expiry Date cannot be before Passport Issue Date.');
    expect((await post({ passportIssueDate: '2020-05-01', passportExpiryDate: '2020-05-01' })).status).toBe(201);
  });

  it('foreign passport expiry cannot be before its issue date, and its fields are kept only with the flag', async () => {
    const bad = await post({
      foreignPassport: true,
      foreignPassportNumber: 'F1',
      foreignPassportCountryId: 235,
      foreignPassportIssueDate: '2021-01-10',
      foreignPassportExpiryDate: '2021-01-09',
    });
    expect(bad.message).toBe('Foreign Passport Expiry Date cannot be before Foreign Passport Issue Date.');
    const off = await post({
      foreignPassport: false,
      foreignPassportNumber: 'F1',
      foreignPassportIssueDate: '2021-01-10',
      foreignPassportExpiryDate: '2021-01-09',
    });
    expect(off.status).toBe(201);
    expect(off.body.foreignPassportNumber).toBeNull();
    expect(off.body.foreignPassportExpiryDate).toBeNull();
  });

  it('termination date cannot precede the start date', async () => {
    const p = await createPerson(fso, [f1]);
    const r = await fso.put(`${API}/personnel/employment`).send({
      personnelId: p.id,
      employmentType: 'W2_EMPLOYEE',
      employmentStatus: 'TERMINATED',
      startDate: '2022-03-01',
      endDate: '2022-02-28',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Termination Date cannot be before Start Date.');
    // also against the stored start date when only the end date is sent
    await fso
      .put(`${API}/personnel/employment`)
      .send({ personnelId: p.id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE', startDate: '2022-03-01' });
    const r2 = await fso
      .put(`${API}/personnel/employment`)
      .send({ personnelId: p.id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'TERMINATED', endDate: '2021-12-31' });
    expect(r2.body.message).toBe('Termination Date cannot be before Start Date.');
  });

  it('requires employment type and status in the employment section', async () => {
    const p = await createPerson(fso, [f1]);
    const r = await fso.put(`${API}/personnel/employment`).send({ personnelId: p.id });
    expect(r.status).toBe(400);
    expect(r.body.message.split('; ').sort()).toEqual(['Employment Status is required', 'Employment Type is required']);
  });

  it('second citizenship only, and then required, for dual citizenship', async () => {
    expect((await post({ citizenshipType: 'NATURALIZED', secondCitizenshipCountryId: 235 })).message).toBe(
      'Second Citizenship Country can only be given for dual citizenship.',
    );
    expect((await post({ citizenshipType: 'DUAL_CITIZENSHIP' })).message).toBe('Second Citizenship Country is required');
    const ok = await post({ citizenshipType: 'DUAL_CITIZENSHIP', secondCitizenshipCountryId: 235 });
    expect(ok.status).toBe(201);
    expect(ok.body.secondCitizenshipCountryId).toBe(235);
  });

  it('for Born in US the citizenship date is the birth date', async () => {
    const r = await post({ citizenshipType: 'BORN_IN_US', birthDate: '1990-07-04', usCitizenshipDate: '2001-01-01' });
    expect(r.status).toBe(201);
    expect(r.body.usCitizenshipDate).toBe('1990-07-04');
    const n = await post({ citizenshipType: 'NATURALIZED', birthDate: '1990-07-04', usCitizenshipDate: '2001-01-01' });
    expect(n.body.usCitizenshipDate).toBe('2001-01-01');
  });

  it('allows one personal contact only; other contacts need name, relationship and cell phone', async () => {
    const p = await createPerson(fso, [f1]);
    const two = await fso
      .put(`${API}/personnel/${p.id}/contacts`)
      .send({ personnelContacts: [{ contactTypeEnum: 'PERSONAL' }, { contactTypeEnum: 'PERSONAL' }] });
    expect(two.body.message).toBe('Only one personal contact is allowed.');
    const bare = await fso.put(`${API}/personnel/${p.id}/contacts`).send({ personnelContacts: [{ contactTypeEnum: 'TRAVEL_EMERGENCY' }] });
    expect(bare.status).toBe(400);
    expect(bare.body.message.split('; ').sort()).toEqual([
      'Cell Phone Number is required',
      'Contact Name is required',
      'Relationship is required',
    ]);
  });

  it('refuses unknown choices, wrong types, bad dates and fields that do not exist', async () => {
    expect((await post({ genderType: 'ROBOT' })).message).toBe('Gender must be one of MALE, FEMALE, OTHER, UNDISCLOSED');
    expect((await post({ birthDate: '1990-02-30' })).message).toBe('Birth Date: Invalid Date');
    expect((await post({ kmp: 'yes' })).message).toBe('KMP must be true or false');
    expect((await post({ citizenshipCountryId: '236' })).message).toBe('Citizenship Country is not valid');
    expect((await post({ favouriteColour: 'blue' })).message).toBe('favouriteColour is not an accepted field');
    expect((await post({ facilityIds: ['not-a-uuid'] })).message).toBe('Facility is not valid');
  });

  it('refuses special systems the tenant does not offer', async () => {
    expect((await post({ specialSystemAccessList: ['SCI', 'SAP'] })).status).toBe(201);
    const r = await post({ specialSystemAccessList: ['MOONBASE'] });
    expect(r.status).toBe(400);
    expect(r.message).toMatch(/^Special System Access MOONBASE is not one of the tenant's accessible special systems/);
  });

  it('refuses a supervisor who is not a person of the tenant, or the person themself', async () => {
    const p = await createPerson(fso, [f1]);
    const own = await fso
      .put(`${API}/personnel/employment`)
      .send({ personnelId: p.id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE', supervisorPersonnelId: p.id });
    expect(own.body.message).toBe('A person cannot be their own supervisor.');
    const ghost = await fso.put(`${API}/personnel/employment`).send({
      personnelId: p.id,
      employmentType: 'W2_EMPLOYEE',
      employmentStatus: 'ACTIVE',
      supervisorPersonnelId: '00000000-0000-4000-8000-00000000abcd',
    });
    expect({ status: ghost.status, message: ghost.body.message }).toEqual({
      status: 404,
      message: API_MESSAGES.fieldRecordNotFound('supervisorPersonnelId', 'Supervisor', '00000000-0000-4000-8000-00000000abcd'),
    });
  });

  it('writes nothing when a request is refused', async () => {
    const before = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM personnel`);
    await post({ passportIssueDate: '2020-05-01', passportExpiryDate: '2020-04-30' });
    const p = await createPerson(fso, [f1]);
    const n1 = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM personnel_contact WHERE personnel_id = $1`, [p.id]);
    await fso.put(`${API}/personnel/${p.id}/contacts`).send({ personnelContacts: [{ contactTypeEnum: 'EMERGENCY' }] });
    const n2 = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM personnel_contact WHERE personnel_id = $1`, [p.id]);
    expect(n2[0].n).toBe(n1[0].n);
    const after = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM personnel`);
    expect(after[0].n).toBe(before[0].n + 1);
  });
});
