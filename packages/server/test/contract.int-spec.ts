import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type TestAgent from 'supertest/lib/agent';
import { parse } from 'yaml';
import { REQUIRED_DOCUMENT_TYPE_VALUES } from '@clearline/shared';
import { getMetadataStorage } from 'class-validator';
import { DEMO_TENANT_ID } from '../src/seed/ids';
import { signInAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type JsonBody } from './personnel/fixtures';
import { futureYear } from './support/dates';

/** The year of the announcements of these tests: they stay in the future whatever day the suite runs. */
const YEAR = futureYear();

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
/** A property's schema, its enumeration written in place or (as the document names every one) referenced. */
interface Property {
  enum?: unknown[];
  $ref?: string;
  allOf?: Array<{ $ref?: string }>;
  items?: Property;
  readOnly?: boolean;
}
interface Schema {
  enum?: unknown[];
  properties?: Record<string, Property>;
}
const doc = () =>
  parse(readFileSync(join(process.cwd(), '../../openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };

/** The API contract: one message per field, read-only fields ignored, 201 documented, enums documented. */
describe('API contract', () => {
  let t: TestApp;
  let admin: TestAgent;
  let fso: TestAgent;
  let f1: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAs(t, {
      tenantId: DEMO_TENANT_ID,
      permissions: { MASTER_DATA: ALL, TENANT_MASTER: ALL, TENANT_MANAGEMENT: ALL, KNOWLEDGE_CENTER: ALL, TENANT_SETTINGS: ALL },
    });
    const tenant = await tenantWithoutMfa(t, 'Contract Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    f1 = await facility(fso, 'Main Plant', 'CTR01');
  }, 180_000);
  afterAll(() => t?.close());

  const message = async (req: Promise<{ status: number; body: { message?: unknown } }>, status = 400): Promise<string> => {
    const res = await req;
    expect(res.status).toBe(status);
    return String(res.body.message);
  };

  describe('one message per field', () => {
    const announcement = { announcementText: 'Text', announcementStartDate: `${YEAR}-01-01`, announcementEndDate: `${YEAR}-01-02` };

    it('a missing field answers only "<Label> is required"', async () => {
      expect(await message(admin.post(`${API}/announcements/SYSTEM`).send(announcement))).toBe('Announcement Title is required');
      expect(
        await message(admin.post(`${API}/announcements/TENANT`).send({ ...announcement, announcementTitle: 'T', announcementText: '' })),
      ).toBe('Announcement Text is required');
      expect(await message(admin.post(`${API}/tenants`).send({ tenantType: 'SAAS' }))).toBe('Tenant Name is required');
      expect(await message(admin.post(`${API}/knowledge-center`).send({ type: 'OTHER' }))).toBe('Title is required');
      expect(await message(admin.post(`${API}/knowledge-center`).send({ title: 'How to' }))).toBe('Type is required');
      expect(await message(fso.post(`${API}/notes/GENERAL`).send({}))).toBe('Content is required');
      expect(await message(admin.post(`${API}/support-request`).send({ message: 'Help' }))).toBe('Subject is required');
      expect(await message(admin.post(`${API}/tenant-settings/personnel-rdd`).send({ option: 'SAP', requiredDocuments: ['SF_312'] }))).toBe(
        'Option Type is required',
      );
      expect(await message(admin.post(`${API}/tenant-settings/cmmc-rdd`).send({ requiredDocuments: ['CMMC_POAM'] }))).toBe(
        'CMMC Level is required',
      );
    });

    it('a value of the wrong type answers one type message; a bad date "Invalid Date"', async () => {
      expect(await message(admin.post(`${API}/announcements/SYSTEM`).send({ ...announcement, announcementTitle: 5 }))).toBe(
        'Announcement Title must be text',
      );
      expect(
        await message(
          admin.post(`${API}/announcements/SYSTEM`).send({ ...announcement, announcementTitle: 'T', announcementStartDate: 'soon' }),
        ),
      ).toBe('Announcement Start Date: Invalid Date');
      expect(
        await message(
          admin.post(`${API}/announcements/SYSTEM`).send({ ...announcement, announcementTitle: 'T', announcementEndDate: 20300102 }),
        ),
      ).toBe('Announcement End Date: Invalid Date');
      expect(await message(fso.post(`${API}/notes/GENERAL`).send({ content: ['x'] }))).toBe('Content must be text');
      expect(await message(admin.post(`${API}/support-request`).send({ subject: 'S', message: 'x'.repeat(4001) }))).toBe(
        'Field exceeded max character length of 4000.',
      );
    });
  });

  it('refuses announcement recipients that are not roles, naming them', async () => {
    const body = {
      ...{ announcementTitle: 'T', announcementText: 'Text', announcementStartDate: `${YEAR}-01-01`, announcementEndDate: `${YEAR}-01-02` },
    };
    expect(await message(admin.post(`${API}/announcements/TENANT`).send({ ...body, visibilityAllowedRoles: ['FSO', 'WIZARD'] }))).toBe(
      'Visibility Allowed Roles: WIZARD is not a role',
    );
    const ok = await admin.post(`${API}/announcements/TENANT`).send({ ...body, visibilityAllowedRoles: ['FSO'] });
    expect(ok.status).toBe(201);
    expect(ok.body.visibilityAllowedRoles).toEqual(['FSO']);
    // the answer sent back is accepted (its id, type and updatedAt are ignored)
    const back = await admin.put(`${API}/announcements/TENANT/${ok.body.id}`).send({ ...ok.body, id: 'ignored', type: 'SYSTEM' });
    expect([back.status, back.body.type, back.body.id]).toEqual([200, 'TENANT', ok.body.id]);
  });

  describe('a GET answer sent back as a PUT body', () => {
    let p: JsonBody;
    const audits = async (id: string) =>
      t.sql(`SELECT action, changes FROM audit_log WHERE object_table = 'personnel' AND object_id = $1 AND action = 'UPDATE'`, [id]);

    beforeAll(async () => {
      const supervisor = await createPerson(fso, [f1], { firstName: 'Sue', workEmail: 'sue@acme.example' });
      p = await createPerson(fso, [f1], {
        employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE', supervisorPersonnelId: supervisor.id },
      });
    });

    it('is accepted unchanged: 200, nothing written, no field change audited', async () => {
      const got = (await fso.get(`${API}/personnel/${p.id}`).expect(200)).body as JsonBody;
      expect(got.employment.supervisorEmail).toBe('sue@acme.example');
      const before = await audits(p.id);
      const res = await fso.put(`${API}/personnel/${p.id}`).send(got);
      expect([res.status, res.body.message]).toEqual([200, undefined]);
      expect(res.body.version).toBe(got.version);
      const { updatedAt: _a, ...was } = got;
      const { updatedAt: _b, ...now } = res.body as JsonBody;
      expect(now).toEqual(was);
      expect(await audits(p.id)).toEqual(before);
    });

    it('ignores a changed read-only field and still refuses an unknown one', async () => {
      const got = (await fso.get(`${API}/personnel/${p.id}`).expect(200)).body as JsonBody;
      const changed = {
        ...got,
        status: 'SUSPENDED',
        canRevealSsn: false,
        employment: { ...got.employment, supervisorEmail: 'someone@else.example', supervisorName: 'Someone Else' },
      };
      const res = await fso.put(`${API}/personnel/${p.id}`).send(changed).expect(200);
      expect(res.body.status).toBe(got.status);
      expect(res.body.employment.supervisorEmail).toBe('sue@acme.example');
      expect(await message(fso.put(`${API}/personnel/${p.id}`).send({ ...got, favouriteColour: 'blue' }))).toBe(
        'favouriteColour is not an accepted field',
      );
      expect(await message(fso.put(`${API}/personnel/${p.id}`).send({ ...got, employment: { ...got.employment, boss: 'x' } }))).toBe(
        'employment.boss is not an accepted field',
      );
    });

    it('takes personnelDocuments as the Required Documents choices', async () => {
      const created = await createPerson(fso, [f1], {
        employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' },
        personnelDocuments: [{ titleId: 'SF_312', required: true }],
      });
      const doc312 = (created.personnelDocuments as JsonBody[]).find((d) => d.titleId === 'SF_312');
      expect(doc312).toMatchObject({ required: true, documentStatus: 'MISSING' });
      const got = (await fso.get(`${API}/personnel/${created.id}`).expect(200)).body as JsonBody;
      const off = (got.personnelDocuments as JsonBody[]).map((d) =>
        d.titleId === 'SF_312' ? { ...d, required: false, fileName: 'x.pdf' } : d,
      );
      const res = await fso.put(`${API}/personnel/${created.id}`).send({ ...got, personnelDocuments: off });
      expect([res.status, res.body.message]).toEqual([200, undefined]);
      // SF 312 is no default of a W-2 employee here: switched off, its empty row goes (a default's would stay, not required)
      expect((res.body.personnelDocuments as JsonBody[]).find((d) => d.titleId === 'SF_312')).toBeUndefined();
      expect(
        await message(
          fso.put(`${API}/personnel/${created.id}`).send({ ...got, personnelDocuments: [{ titleId: 'NOPE', required: true }] }),
        ),
      ).toBe('Document Title is not one of the allowed values');
    });

    it('defaults the birth and citizenship country to 236', async () => {
      const created = await createPerson(fso, [f1], {
        citizenshipCountryId: undefined,
        birthAddress: { city: 'Richmond', state: 'VA' },
      });
      expect(created.citizenshipCountryId).toBe(236);
      expect(created.birthAddress.countryId).toBe(236);
    });
  });

  it('takes sectionName in a note body (the section of the path) and refuses another section', async () => {
    const note = (await fso.post(`${API}/notes/GENERAL`).send({ sectionName: 'GENERAL', content: 'First' }).expect(201)).body as JsonBody;
    expect(note.sectionName).toBe('GENERAL');
    const back = await fso
      .put(`${API}/notes/GENERAL/${note.id}`)
      .send({ ...note, content: 'Second' })
      .expect(200);
    expect(back.body).toMatchObject({ id: note.id, sectionName: 'GENERAL', content: 'Second' });
    expect(await message(fso.post(`${API}/notes/GENERAL`).send({ sectionName: 'OTHER', content: 'x' }))).toBe(
      'sectionName must be GENERAL, the one of the path',
    );
  });

  it('every POST route that answers 201 documents 201 with its body', () => {
    const discovery = t.app.get(DiscoveryService);
    const paths = doc().paths;
    const missing: string[] = [];
    let checked = 0;
    for (const wrapper of discovery.getControllers()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!type) continue;
      const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, type) ?? '')[0];
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.POST) continue;
        const code = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? 201;
        if (code !== 201) continue;
        const sub = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler) ?? '')[0];
        const path = `/api/v1/${[base, sub].filter((s) => s && s !== '/').join('/')}`.replace(/\/+/g, '/').replace(/:(\w+)/g, '{$1}');
        const op = paths[path.replace(/\/$/, '')]?.post;
        checked += 1;
        if (!op?.responses?.['201'] || op.responses['200']) missing.push(`POST ${path}`);
        else if (!op.responses['201'].content?.['application/json']?.schema) missing.push(`POST ${path} (no body schema)`);
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });

  it('documents every enum field of a request DTO as an enum', () => {
    const schemas = doc().components.schemas;
    const values = (p?: Property) => {
      const ref = p?.$ref ?? p?.allOf?.[0]?.$ref;
      return ref ? schemas[ref.split('/').pop()!]?.enum : p?.enum;
    };
    const enumOf = (schema: string, prop: string) => {
      const p = schemas[schema]?.properties?.[prop];
      return values(p) ?? values(p?.items);
    };
    const storage = getMetadataStorage();
    const targets = [...(storage as unknown as { validationMetadatas: Map<Function, unknown> }).validationMetadatas.keys()];
    const documented = new Set(Object.keys(schemas));
    let fields = 0;
    const undocumented: string[] = [];
    for (const target of targets.filter((c) => documented.has(c.name))) {
      for (const m of storage.getTargetValidationMetadatas(target, '', true, false)) {
        if (m.name !== 'enumField' && m.name !== 'enumListField') continue;
        fields += 1;
        if (!enumOf(target.name, m.propertyName)) undocumented.push(`${target.name}.${m.propertyName}`);
      }
    }
    expect(fields).toBeGreaterThan(40);
    expect(undocumented).toEqual([]);
    expect(enumOf('PersonnelRddInputDto', 'requiredDocuments')).toEqual(REQUIRED_DOCUMENT_TYPE_VALUES);
    expect(enumOf('KnowledgeCenterInputDto', 'type')).toEqual(['FACILITIES', 'PERSONNEL', 'CONTRACTS', 'OTHER']);
    expect(enumOf('CreateTenantDto', 'tenantType')).toEqual(['SAAS', 'MSS', 'DEFAULT']);
    expect(enumOf('FacilityRddInputDto', 'option')).toEqual([
      'PARTNERSHIP',
      'LIMITED_LIABILITY_PARTNERSHIP',
      'GOVERNMENT_ENTITY',
      'LIMITED_LTD',
    ]);
    // answered enums too
    expect(enumOf('PersonnelView', 'genderType')).toBeDefined();
    expect(enumOf('EmploymentView', 'employmentStatus')).toContain('TERMINATED');
    expect(enumOf('ClearanceView', 'pclStatus')).toBeDefined();
    expect(schemas.EmploymentDto.properties?.supervisorEmail?.readOnly).toBe(true);
  });
});
