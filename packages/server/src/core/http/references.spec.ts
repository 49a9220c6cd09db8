import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { getMetadataArgsStorage } from 'typeorm';
import { SERVER_ROOT } from '../paths';
import { idFieldsOf, NestedField, UuidField, UuidListField } from './fields';
import { namedIds, namesTenantRecords } from './references';

const MODULES = join(SERVER_ROOT, 'src', 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * Fields whose name ends like an id's but that name no record: reviewed like code. Reference-data ids (country,
 * state: RefIdField) are numbers and are not listed.
 */
const NOT_RECORD_IDS: Record<string, string> = {
  'PersonnelBiographicDto.employeeId': "the person's employee number: text the tenant chooses",
  'AcceptNewPersonnelDto.employeeId': "the person's employee number: text the tenant chooses",
  'PersonnelBiographicDto.agencyId': 'the number an agency gave the person: text',
  'PersonnelDocumentDto.titleId': 'a document title of the shared catalogue (SF_312 …)',
  'PersonnelDocumentChoiceDto.titleId': 'a document title of the shared catalogue (SF_312 …)',
  'RequiredDocumentChoiceDto.titleId': 'a document title of the shared catalogue (SF_312 …)',
  'UploadEmployeeDocumentDto.titleId': 'a document title of the shared catalogue (SF_312 …)',
};

interface Property {
  type: Function;
  name: string;
  checks: Set<string>;
}

/** Every validated property of every class class-validator knows (the DTOs of the files imported). */
function validatedProperties(): Property[] {
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<Function, Array<{ propertyName: string; name?: string; type: string }>>;
  };
  const out = new Map<string, Property>();
  for (const [type, metadatas] of storage.validationMetadatas) {
    for (const m of metadatas) {
      const key = `${type.name}.${m.propertyName}`;
      const p = out.get(key) ?? { type, name: m.propertyName, checks: new Set<string>() };
      p.checks.add(m.name ?? m.type);
      out.set(key, p);
    }
  }
  return [...out.values()];
}

/** @nestjs/swagger's metadata of an ApiProperty (DECORATORS.API_MODEL_PROPERTIES, not exported by the package) */
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';

const swaggerOf = (p: Property) =>
  Reflect.getMetadata(API_MODEL_PROPERTIES, p.type.prototype as object, p.name) as { format?: unknown; readOnly?: unknown } | undefined;
/** an answer-only field (@ReadOnly(): dropped from a request before the service sees it) */
const readOnly = (p: Property): boolean => swaggerOf(p)?.readOnly === true;

describe('every id a request names says what it references', () => {
  let properties: Property[];

  beforeAll(async () => {
    // the files that declare DTOs (they use the field decorators) and the entities
    const files = sourceFiles(MODULES).filter((f) => /core\/http\/fields|@Entity\(/.test(readFileSync(f, 'utf8')));
    for (const f of files) await import(f);
    properties = validatedProperties();
  }, 120_000);

  it('finds the DTOs', () => {
    expect(properties.filter((p) => p.type.name === 'EmploymentDto').map((p) => p.name)).toContain('contractId');
  });

  it('every uuid field of a DTO is an id field with a reference (UuidField / UuidListField `references`)', () => {
    const unreferenced = properties
      .filter(
        (p) => p.checks.has('isUuid') || p.checks.has('uuidField') || p.checks.has('uuidListField') || swaggerOf(p)?.format === 'uuid',
      )
      .filter((p) => !idFieldsOf(p.type).get(p.name)?.references)
      .map((p) => `${p.type.name}.${p.name}`);
    expect(unreferenced).toEqual([]);
  });

  it('a field named like an id is an id field, a reference-data id, or reviewed in NOT_RECORD_IDS', () => {
    const unexplained = properties
      .filter((p) => /(^id|Id|Ids)$/.test(p.name) && !p.checks.has('refIdField') && !p.checks.has('nestedValidation') && !readOnly(p))
      .filter((p) => !idFieldsOf(p.type).has(p.name))
      .map((p) => `${p.type.name}.${p.name}`)
      .filter((key) => !(key in NOT_RECORD_IDS));
    expect(unexplained).toEqual([]);
  });

  it('every table an id field names is the table of a tenant-owned entity', () => {
    const args = getMetadataArgsStorage();
    const withTenant = new Set(args.columns.filter((c) => c.propertyName === 'tenantId').map((c) => c.target));
    // an entity whose class, or a class it extends (TenantRecord), has the tenant_id column
    const hasTenant = (type: Function): boolean => {
      for (let t: unknown = type; typeof t === 'function' && t !== Function.prototype; t = Object.getPrototypeOf(t))
        if (withTenant.has(t)) return true;
      return false;
    };
    const tenantOwned = new Set(args.tables.filter((t) => typeof t.target === 'function' && hasTenant(t.target)).map((t) => t.name));
    const named = new Set(
      properties.flatMap((p) =>
        [...idFieldsOf(p.type).values()].map((f) => f.references).filter((r): r is string => typeof r === 'string'),
      ),
    );
    expect([...named].filter((t) => !tenantOwned.has(t)).sort()).toEqual([]);
    // the fields that name no record of the caller's tenant each say why
    const unexplained = properties.flatMap((p) =>
      [...idFieldsOf(p.type)].filter(([, f]) => typeof f.references !== 'string' && !f.references?.notTenantScoped?.trim()).map(([n]) => n),
    );
    expect(unexplained).toEqual([]);
  });
});

describe('namedIds', () => {
  class Inner {
    @UuidField({ label: 'Contract', references: 'contract' })
    contractId?: string | null;

    @UuidField({ label: 'Tenant', references: { notTenantScoped: 'a tenant' } })
    tenantId?: string | null;
  }

  class Outer {
    @UuidListField({ label: 'Facilities', itemLabel: 'Facility', references: 'facility' })
    facilityIds?: string[];

    @NestedField(() => Inner, { label: 'inner' })
    inner?: Inner | null;

    @NestedField(() => Inner, { label: 'items', list: true })
    items?: Inner[];
  }

  class Plain {
    @UuidField({ label: 'Tenant', references: { notTenantScoped: 'a tenant' } })
    tenantId?: string;
  }

  const of = <T extends object>(type: new () => T, values: Partial<T>): T => Object.assign(new type(), values);
  const A = '00000000-0000-4000-8000-00000000000a';
  const B = '00000000-0000-4000-8000-00000000000b';

  it('names every id of a tenant-owned table with its path, nested records and lists included', () => {
    const dto = of(Outer, {
      facilityIds: [A, B],
      inner: of(Inner, { contractId: A, tenantId: B }),
      items: [of(Inner, { contractId: null }), of(Inner, { contractId: B })],
    });
    expect(namedIds(dto)).toEqual([
      { table: 'facility', id: A, path: 'facilityIds', what: 'Facility' },
      { table: 'facility', id: B, path: 'facilityIds', what: 'Facility' },
      { table: 'contract', id: A, path: 'inner.contractId', what: 'Contract' },
      { table: 'contract', id: B, path: 'items.1.contractId', what: 'Contract' },
    ]);
  });

  it('leaves out what is not a DTO, and DTOs that name no tenant record', () => {
    expect(namesTenantRecords(Outer)).toBe(true);
    expect(namesTenantRecords(Plain)).toBe(false);
    expect(namedIds(of(Plain, { tenantId: A }))).toEqual([]);
    expect(namedIds({ contractId: A })).toEqual([]);
    expect(namedIds(null)).toEqual([]);
  });
});
