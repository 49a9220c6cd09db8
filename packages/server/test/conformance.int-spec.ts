import {
  builtApiDocument,
  enumerationsOf,
  objectOf,
  propertiesOf,
  sameText,
  sharedTexts,
  specModel,
  specTexts,
  type ApiDocument,
  type SpecEntity,
  type SpecEnum,
} from './conformance-support';

/*
 * The product specification (../shared/spec) walked against what the server builds: every field of its entity
 * lists ("### Entity" then field names), every enumeration ("Name: VALUE, VALUE") and every text it gives
 * verbatim (validation messages, dialogs, toasts) is in the OpenAPI document the built server generates, or in
 * the texts of @clearline/shared. What differs is either fixed or listed in KNOWN_DEVIATIONS with its reason:
 * the suite fails on a deviation that is not listed, and on a listed one that has gone (the list only shrinks).
 */

/** Where each entity of the spec lives in the document: the schemas of its answers and bodies, or why none. */
const ENTITY_SCHEMAS: Record<string, string[] | { none: string }> = {
  '01 Tenant setting': ['SettingDto'],
  '01 Tenant setting > Saved setting item': ['SaveSettingItemDto'],
  '01 System setting': ['SettingDto'],
  '01 Required document default (personnel or facility)': ['RddDto', 'PersonnelRddInputDto', 'FacilityRddInputDto'],
  '01 Required document default (CMMC)': ['RddDto', 'CmmcRddInputDto'],
  '01 Permission entry': ['PermissionEntryDto', 'PermissionChangeDto'],
  '01 Permission entry > Role': ['RoleWithPermissionsDto', 'MyRoleDto'],
  '01 Audit entry filters': ['AuditEntryDto', 'AuditExportRequestDto'],
  '01 System vitals': ['SystemVitalsDto'],
  '01 Tenant': ['TenantDto', 'CreateTenantDto', 'CloseOutTenantDto'],
  '02 Personnel': ['PersonnelView', 'CreatePersonnelDto', 'UpdatePersonnelDto'],
  '02 Contact': ['ContactView', 'ContactDto'],
  '02 Employment': ['EmploymentView', 'EmploymentDto'],
  '02 Physical': ['PhysicalView', 'PhysicalDto'],
  '02 Automobile': ['AutomobileView', 'AutomobileDto'],
  '02 Personnel document': ['PersonnelDocumentView', 'PersonnelDocumentDto'],
  '02 Investigation': ['InvestigationView', 'InvestigationDto'],
  '02 Clearance': ['ClearanceView', 'ClearanceDto'],
  '02 Special access': ['SpecialAccessView', 'SpecialAccessDto'],
  '02 Badge': ['BadgeView', 'BadgeDto'],
  '02 Polygraph': ['PolygraphView', 'PolygraphDto'],
  '02 Contract assignment (read on the Assignments tab)': ['PersonnelAssignmentView'],
  '02 New hire': ['ReportNewHireDto', 'PendingHireView'],
  '02 Other people-area records > Termination': ['TerminateEmployeeDto', 'TerminationView'],
  '02 Other people-area records > Account generation': ['GenerateUserAccountsDto'],
  '02 Other people-area records > Clearance request': ['CreateClearanceRequestDto', 'ClearanceRequestView'],
  '02 Other people-area records > Invites': ['InviteeDto'],
  '02 Other people-area records > File upload item': { none: 'the state of the web’s file picker, never sent to the API' },
  '02 Other people-area records > Permission entry': ['PermissionEntryDto', 'PermissionChangeDto'],
  '03 Tenant': ['TenantDto', 'CreateTenantDto', 'CloseOutTenantDto'],
  '03 Facility': ['FacilityView', 'FacilityDto'],
  '03 Contract': ['ContractView', 'ContractDetailView', 'ContractDto', 'PersonnelAssignmentView', 'ContractPersonnelView'],
  '03 Visits > Incoming visit': ['IncomingVisitDetailView', 'IncomingVisitDto'],
  '03 Visits > Outgoing visit': ['OutgoingVisitDetailView', 'OutgoingVisitDto'],
  '03 Visits > Foreign-ownership (FOCI) visit': ['FociVisitDetailView', 'FociVisitDto'],
  '03 Visits > Visit document': ['VisitDocumentView', 'VisitDocumentInputDto'],
  '03 Tenant onboarding workflow > Note': ['NoteDto', 'NoteInputDto'],
  '03 Audit entry filter (for reference)': ['AuditEntryDto', 'AuditExportRequestDto'],
  '03 Master data > Checklist': ['ChecklistView', 'ChecklistDto'],
  '03 Master data > Cognizant security authority': ['CsaView', 'CsaDto'],
  '03 Master data > Country': ['CountryView', 'CountryDto'],
  '03 Master data > Country alias': ['CountryOtherNameView', 'CountryOtherNameDto'],
  '03 Master data > State': ['StateView', 'StateDto'],
  '03 Master data > Document type': ['DocTypeView', 'DocTypeDto'],
  '03 Master data > Document template': ['DocTemplateTypeView', 'DocTemplateTypeDto'],
  '03 Master data > Master point of contact': ['MasterPocView', 'MasterPocDto'],
  '03 Master data > FAQ': ['FaqDto', 'FaqInputDto'],
  '03 Master data > System announcement': ['AnnouncementDto', 'AnnouncementInputDto'],
  '03 Tenant master data > Cost center': ['CostCenterDto', 'CostCenterInputDto'],
  '03 Tenant master data > Tenant point of contact': ['TenantPocDto', 'TenantPocInputDto'],
  '03 Tenant master data > Download link': ['ManagedDownloadLinkDto', 'DownloadLinkDto'],
  '03 Tenant master data > Tenant announcement': ['AnnouncementDto', 'AnnouncementInputDto'],
  '03 Tenant master data > Annual training document': ['AnnualTrainingDocumentView'],
  '03 Knowledge centre item': ['KnowledgeCenterItemDto', 'KnowledgeCenterInputDto'],
};

/**
 * The enumeration schema of a spec enumeration whose values no schema has exactly (one that has them all is
 * found by its values), or why the document has none. `subset`: the schema holds more values, for the reason given.
 */
const ENUM_SCHEMAS: Record<string, string | { schema: string; subset: string } | { none: string }> = {
  '01 Tenant setting > Categories': 'SettingDtoCategory',
  '01 Login outcomes': { none: 'the web’s outcomes of a sign-in attempt, which the API answers with statuses' },
  '02 Task status': 'OpenActionState',
  '03 Incidents > Insider-threat categories': {
    schema: 'IncidentDtoCategory',
    subset: 'one category field holds the categories of every incident type; the service takes those of the incident’s type',
  },
  '03 Incidents > Personal-report categories': {
    schema: 'IncidentDtoCategory',
    subset: 'one category field holds the categories of every incident type; the service takes those of the incident’s type',
  },
};

/** Differences from the spec the product keeps, each with its reason. Remove an entry when its deviation goes. */
const NOT_BUILT = (what: string) => `${what} not built yet: the entry goes when the area is built (its schema mapped above)`;
const KNOWN_DEVIATIONS: Record<string, string> = {
  // entities
  'entity "01 Tenant": logo is in none of TenantDto, CreateTenantDto, CloseOutTenantDto':
    'the logo is a file of its own, read and replaced through GET and PUT /tenants/{id}/logo as the spec’s call table has it',
  'entity "03 Tenant": logo is in none of TenantDto, CreateTenantDto, CloseOutTenantDto':
    'the logo is a file of its own, read and replaced through GET and PUT /tenants/{id}/logo as the spec’s call table has it',
  'entity "02 Safe or closed area (read on the Assignments tab)": no schema mapped in ENTITY_SCHEMAS':
    NOT_BUILT('safes and closed areas are'),
  'entity "03 Safe / closed area": no schema mapped in ENTITY_SCHEMAS': NOT_BUILT('safes and closed areas are'),
  'entity "02 Other people-area records > Import mapping": no schema mapped in ENTITY_SCHEMAS': NOT_BUILT('the personnel import tool is'),
  'entity "03 Master data > Cognizant security authority": street1 is in none of CsaView, CsaDto':
    'the spec names the screen’s fields and says the payload uses streetAddress1, streetAddress2, stateCode and countryId, as the API does',
  'entity "03 Master data > Cognizant security authority": street2 is in none of CsaView, CsaDto':
    'the spec names the screen’s fields and says the payload uses streetAddress1, streetAddress2, stateCode and countryId, as the API does',
  'entity "03 Master data > Cognizant security authority": state is in none of CsaView, CsaDto':
    'the spec names the screen’s fields and says the payload uses streetAddress1, streetAddress2, stateCode and countryId, as the API does',
  'entity "03 Master data > Cognizant security authority": country is in none of CsaView, CsaDto':
    'the spec names the screen’s fields and says the payload uses streetAddress1, streetAddress2, stateCode and countryId, as the API does',
  'entity "03 Master data > Master point of contact": country is in none of MasterPocView, MasterPocDto':
    'the country is a reference, countryId, as in every other address of the API (the spec’s own payloads use countryId)',
  'entity "03 Master data > Document template": docS3Path is in none of DocTemplateTypeView, DocTemplateTypeDto':
    'where the server stores a template’s file stays on the server: the answer says hasFile, and the file goes through POST /doc-template-type/file and PUT /{id}/file',
  'entity "03 Visits > Outgoing visit": meetingTPOC.fullname is not in meetingTPOC':
    'the API writes fullName, in the camelCase of every other field (pocFullName, visitorName)',
  'entity "03 Visits > Outgoing visit": meetingSPOC.fullname is not in meetingSPOC':
    'the API writes fullName, in the camelCase of every other field (pocFullName, visitorName)',
  // enumerations
  'enum "01 Tenant setting > Categories": SettingDtoCategory has more: SECURITY, UPLOADS, SUPPORT':
    'SettingDto answers the system settings too, whose categories the spec does not show (01 §3)',
  'enum "02 Task status": OpenActionState lacks PENDING, NEEDS_REVIEW':
    'an open action is OPEN until it is completed or closed, the two ends the spec gives it (02 §4); a document waiting for review is the document’s NEEDS_REVIEW status',
  'enum "02 Task status": OpenActionState has more: OPEN, COMPLETED':
    'an open action is OPEN until it is completed or closed, the two ends the spec gives it (02 §4); a document waiting for review is the document’s NEEDS_REVIEW status',
  'enum "03 Classified material, destruction, transmittal > Classified material status": no enumeration of the document has ACTIVE, PENDING_TRANS, PENDING_DEST, TRANSMITTED, DESTROYED, INCORPORATED, INACTIVE':
    NOT_BUILT('classified material, destructions and transmittals are'),
  'enum "03 Safe / closed area > Safe type": no enumeration of the document has SAFE, CLOSED_AREA, CONTAINER':
    NOT_BUILT('safes and closed areas are'),
  'enum "03 Safe / closed area > Status": no enumeration of the document has ACTIVE, INACTIVE': NOT_BUILT('safes and closed areas are'),
  'enum "03 Safe": no enumeration of the document has ACTIVE, INACTIVE': NOT_BUILT('safes and closed areas are'),
  'enum "03 Anonymous report status": no enumeration of the document has SUBMITTED, IN_REVIEW, CLOSED, CANCELLED': NOT_BUILT(
    'anonymous reporting (the public /anonymous-report pages and their calls) is',
  ),
  'enum "03 Workflow request status values in use": no enumeration of the document has DRAFT, SUBMITTED, ACKNOWLEDGED, REJECTED, APPROVED, GSC_APPROVED, PENDING_INPROGRESS, OPEN, ACTIVE, INACTIVE, CLOSED':
    NOT_BUILT('the tenant onboarding workflows (mss/workflows) are'),
  // texts
  'text 01 §5 "The answer is required": in no text of @clearline/shared':
    'the product’s only yes/no questions, an incident’s questionnaire, name the question left unanswered ("Answer the question: {question}")',
  'text 02 §5 "same as primary address": in no text of @clearline/shared':
    'the spec names the option inside a sentence; its label starts with a capital as every label does ("Same as primary address")',
};

function entityDeviations(doc: ApiDocument, entities: SpecEntity[]): string[] {
  const out: string[] = [];
  for (const { key, fields } of entities) {
    const mapped = ENTITY_SCHEMAS[key];
    if (!mapped) {
      out.push(`entity "${key}": no schema mapped in ENTITY_SCHEMAS`);
      continue;
    }
    if (!Array.isArray(mapped)) continue;
    const schemas = mapped.filter((name) => {
      if (doc.components.schemas[name]) return true;
      out.push(`entity "${key}": schema ${name} is not in the document`);
      return false;
    });
    for (const field of fields) {
      const holders = schemas.filter((name) => field.name in propertiesOf(doc, doc.components.schemas[name]));
      if (!holders.length) {
        out.push(`entity "${key}": ${field.name} is in none of ${schemas.join(', ')}`);
        continue;
      }
      for (const sub of field.sub) {
        const inner = holders.map((name) => objectOf(doc, propertiesOf(doc, doc.components.schemas[name])[field.name]));
        if (!inner.some((s) => s && sub in propertiesOf(doc, s))) out.push(`entity "${key}": ${field.name}.${sub} is not in ${field.name}`);
      }
    }
  }
  return out;
}

function enumDeviations(doc: ApiDocument, enums: SpecEnum[]): string[] {
  const out: string[] = [];
  const named = enumerationsOf(doc);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v) => b.includes(v));
  for (const { key, values } of enums) {
    if ([...named.values()].some((v) => same(v, values))) continue;
    const mapped = ENUM_SCHEMAS[key];
    if (!mapped) {
      out.push(`enum "${key}": no enumeration of the document has ${values.join(', ')}`);
      continue;
    }
    if (typeof mapped === 'object' && 'none' in mapped) continue;
    const name = typeof mapped === 'string' ? mapped : mapped.schema;
    const has = named.get(name);
    if (!has) {
      out.push(`enum "${key}": ${name} is not an enumeration of the document`);
      continue;
    }
    const lacks = values.filter((v) => !has.includes(v));
    const more = has.filter((v) => !values.includes(v));
    if (lacks.length) out.push(`enum "${key}": ${name} lacks ${lacks.join(', ')}`);
    if (more.length && typeof mapped === 'string') out.push(`enum "${key}": ${name} has more: ${more.join(', ')}`);
  }
  return out;
}

function textDeviations(): string[] {
  const catalogue = sharedTexts();
  const known = new Set(catalogue);
  return specTexts()
    .filter(({ text }) => !catalogue.some((c) => sameText(text, c, known)))
    .map(({ where, text }) => `text ${where} "${text}": in no text of @clearline/shared`);
}

/** The deviations found that are not listed, and the listed ones no longer found. */
function compare(found: string[], prefix: string): { unlisted: string[]; gone: string[] } {
  const listed = Object.keys(KNOWN_DEVIATIONS).filter((k) => k.startsWith(prefix));
  return { unlisted: found.filter((d) => !(d in KNOWN_DEVIATIONS)).sort(), gone: listed.filter((k) => !found.includes(k)).sort() };
}

describe('the spec against the API and the shared texts', () => {
  let doc: ApiDocument;
  let model: ReturnType<typeof specModel>;

  beforeAll(() => {
    doc = builtApiDocument();
    model = specModel();
  }, 120_000);

  it('reads the spec: its entities, enumerations and texts', () => {
    expect(model.entities.length).toBeGreaterThan(50);
    expect(model.entities.find((e) => e.key === '02 Personnel')?.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['firstName', 'ssn', 'birthAddress', 'kmpOwnership', 'personnelDocuments']),
    );
    expect(model.entities.find((e) => e.key === '03 Visits > Incoming visit')?.fields.find((f) => f.name === 'visitors')?.sub).toContain(
      'specialAccesses',
    );
    expect(model.enums.find((e) => e.key === '02 Employment status')?.values).toEqual([
      'ACTIVE',
      'CONTINGENT',
      'INACTIVE',
      'SUSPENDED',
      'RESIGNED',
      'TERMINATED',
    ]);
    const texts = specTexts().map((t) => t.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Field exceeded max character length of {n}.', 'Failed to Add Checklist.', 'Successfully Edited {item}']),
    );
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThan(100);
  });

  it('finds a deviation of each kind (a document and a spec that differ)', () => {
    const flawed: ApiDocument = {
      paths: {},
      components: {
        schemas: {
          FacilityView: { type: 'object', properties: { facilityName: { type: 'string' }, enabled: { type: 'boolean' } } },
          FacilityDto: { type: 'object', properties: { facilityCode: { type: 'string' } } },
          EmploymentStatus: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
        },
      },
    };
    expect(entityDeviations(flawed, [{ key: '03 Facility', fields: [{ name: 'hostFacility', sub: [] }] }])).toEqual([
      'entity "03 Facility": hostFacility is in none of FacilityView, FacilityDto',
    ]);
    expect(entityDeviations(flawed, [{ key: '99 Thing', fields: [] }])).toEqual(['entity "99 Thing": no schema mapped in ENTITY_SCHEMAS']);
    expect(enumDeviations(flawed, [{ key: '99 States', values: ['ACTIVE', 'GONE'] }])).toEqual([
      'enum "99 States": no enumeration of the document has ACTIVE, GONE',
    ]);
    expect(enumDeviations(flawed, [{ key: '02 Task status', values: ['ACTIVE'] }])).toEqual([
      'enum "02 Task status": OpenActionState is not an enumeration of the document',
    ]);
    expect(sameText('Failed to Add Checklist.', 'Failed to Add {0}.', new Set(['Checklist']))).toBe(true);
    expect(sameText('The answer is required', '{0} is required', new Set(['Checklist']))).toBe(false);
  });

  it('every field of the spec’s entities is a field of the API', () => {
    const { unlisted, gone } = compare(entityDeviations(doc, model.entities), 'entity ');
    expect({ unlisted, gone }).toEqual({ unlisted: [], gone: [] });
  });

  it('every enumeration of the spec is an enumeration of the API, with the same values', () => {
    const { unlisted, gone } = compare(enumDeviations(doc, model.enums), 'enum ');
    expect({ unlisted, gone }).toEqual({ unlisted: [], gone: [] });
  });

  it('every text of the spec is a text of @clearline/shared, verbatim', () => {
    const { unlisted, gone } = compare(textDeviations(), 'text ');
    expect({ unlisted, gone }).toEqual({ unlisted: [], gone: [] });
  });
});
