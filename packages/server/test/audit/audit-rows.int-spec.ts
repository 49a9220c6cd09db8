import type { EntityManager } from 'typeorm';
import { UnauditedWriteError } from '../../src/core/audit/audit.subscriber';
import { TenantDb } from '../../src/core/database/tenant-db';
import { Facility } from '../../src/modules/facilities/facility.entity';
import { startTestApp, type TestApp } from '../support/test-app';
import { full, newTenant, sessionAgent } from '../tenancy/support';

interface Row {
  event_type: string;
  tenant_id: string | null;
  object_id: string | null;
  username: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
}

/** The audit trail's core guarantees: who/where/which request on every row, same transaction, no unaudited bulk writes. */
describe('audit rows', () => {
  let t: TestApp;
  let tenant: string;
  let db: TenantDb;

  const rowsAbout = (objectId: string) =>
    t.sql<Row>(
      `SELECT event_type, tenant_id, object_id, username, ip, user_agent, request_id FROM audit_log WHERE object_id = $1 ORDER BY id`,
      [objectId],
    );
  const facility = (id: string) => t.sql<{ facility_name: string }>(`SELECT facility_name FROM facility WHERE id = $1`, [id]);

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await newTenant(t, { name: 'Audit Rows Inc' });
    db = t.app.get(TenantDb);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an audited write carries the client address, its User-Agent and the request id', async () => {
    const agent = await sessionAgent(t, { tenantId: tenant, permissions: full('FACILITIES') });
    const res = await agent
      .post('/api/v1/facilities')
      .set('User-Agent', 'ClearlineAuditProbe/2.5 (rows test)')
      .set('X-Forwarded-For', '203.0.113.77')
      .set('X-Request-Id', 'audit-rows-probe-1')
      .send({ facilityName: 'Probe Site' })
      .expect((r) => expect([200, 201]).toContain(r.status));
    expect(res.headers['x-request-id']).toBe('audit-rows-probe-1');
    const rows = await rowsAbout(res.body.id);
    expect(rows).toEqual([
      {
        event_type: 'CREATE',
        tenant_id: tenant,
        object_id: res.body.id,
        username: agent.user.username,
        ip: '203.0.113.77',
        user_agent: 'ClearlineAuditProbe/2.5 (rows test)',
        request_id: 'audit-rows-probe-1',
      },
    ]);
  });

  it('a change and its audit row share the transaction: when the work fails, neither remains', async () => {
    let id = '';
    let seenInside: Row[] = [];
    const failed = db.inTenant(tenant, async (em) => {
      const saved = await em.getRepository(Facility).save(em.getRepository(Facility).create({ facilityName: 'Doomed Site' }));
      id = saved.id;
      // the row exists inside the transaction, written by the subscriber with the change
      seenInside = await em.query(`SELECT event_type, object_id FROM audit_log WHERE object_id = $1`, [id]);
      throw new Error('the work failed after the save');
    });
    await expect(failed).rejects.toThrow('the work failed after the save');
    expect(seenInside).toEqual([{ event_type: 'CREATE', object_id: id }]);
    expect(await facility(id)).toEqual([]);
    expect(await rowsAbout(id)).toEqual([]);

    // the same work without the failure keeps both
    const kept = await db.inTenant(tenant, (em) =>
      em.getRepository(Facility).save(em.getRepository(Facility).create({ facilityName: 'Kept Site' })),
    );
    expect(await facility(kept.id)).toEqual([{ facility_name: 'Kept Site' }]);
    expect((await rowsAbout(kept.id)).map((r) => [r.event_type, r.tenant_id])).toEqual([['CREATE', tenant]]);
  });

  it('bulk Repository.update()/delete() and QueryBuilder writes of an audited entity are refused', async () => {
    const site = await db.inTenant(tenant, (em) =>
      em.getRepository(Facility).save(em.getRepository(Facility).create({ facilityName: 'Bulk Site' })),
    );
    const before = await rowsAbout(site.id);

    const attempts: Array<[string, (em: EntityManager) => Promise<unknown>]> = [
      ['Repository.update()', (em) => em.getRepository(Facility).update({ id: site.id }, { facilityName: 'Renamed in bulk' })],
      ['Repository.delete()', (em) => em.getRepository(Facility).delete({ id: site.id })],
      [
        'QueryBuilder update',
        (em) =>
          em.createQueryBuilder().update(Facility).set({ facilityName: 'Renamed by QB' }).where('id = :id', { id: site.id }).execute(),
      ],
      ['QueryBuilder delete', (em) => em.createQueryBuilder().delete().from(Facility).where('id = :id', { id: site.id }).execute()],
    ];
    for (const [what, run] of attempts) {
      const refusal = await db
        .inTenant(tenant, (em) => run(em))
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(refusal).toBeInstanceOf(UnauditedWriteError);
      expect((refusal as Error).message).toMatch(/cannot be audited: load the records, change them and save/);
      expect({ what, record: await facility(site.id) }).toEqual({ what, record: [{ facility_name: 'Bulk Site' }] });
    }
    expect(await rowsAbout(site.id)).toEqual(before);

    // load, change, save is the audited way
    await db.inTenant(tenant, async (em) => {
      const repo = em.getRepository(Facility);
      const loaded = await repo.findOneByOrFail({ id: site.id });
      loaded.facilityName = 'Renamed properly';
      await repo.save(loaded);
    });
    expect(await facility(site.id)).toEqual([{ facility_name: 'Renamed properly' }]);
    expect((await rowsAbout(site.id)).map((r) => r.event_type)).toEqual(['CREATE', 'UPDATE']);
  });
});
