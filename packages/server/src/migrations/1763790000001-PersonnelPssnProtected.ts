import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { config } from '../core/config/config';

/*
 * The pseudo-SSN (personnel.pssn) was stored in clear. It is now protected exactly like the SSN: the
 * ciphertext in pssn_encrypted and a blind index in pssn_hmac (unique in the tenant), and the clear column
 * is dropped. Existing values are encrypted here, in the stored format the application reads
 * (src/modules/personnel/ssn-crypto.ts, version v1), by the self-contained functions below: a migration
 * must keep doing what it did when it was written, whatever the application's code becomes.
 *
 * - v1: AES-256-GCM, 12-byte random IV, the tenant id as associated data; `v1.<iv>.<tag>.<ciphertext>`
 *   (base64), with SSN_ENCRYPTION_KEY; the blind index is HMAC-SHA256 of `<tenant id>:<nine digits>` with
 *   SSN_HMAC_KEY, none for 000000000.
 * - A value of nine digits (dashes allowed) is stored as its digits with a blind index; any other value
 *   (free text entered before the PSSN had the SSN's form) is encrypted as it is, without a blind index.
 * - Two people of a tenant with the same PSSN: the oldest keeps the blind index, the others are stored
 *   without one (the unique index could not be created otherwise; nothing is lost).
 *
 * Rows are updated in the same statement that clears the clear column, so no live row version keeps the
 * number; dead versions go with the next VACUUM.
 */

const FORMAT = 'v1';
const NEW_HIRE_DEFAULT = '000000000';
const SSN_FORM = /^(\d{9}|\d{3}-\d{2}-\d{4})$/;
const BATCH = 1000;

function encrypt(plain: string, tenantId: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(tenantId, 'utf8'));
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ct.toString('base64')].join('.');
}

function decrypt(stored: string, tenantId: string, key: Buffer): string {
  const [format, iv, tag, ct] = stored.split('.');
  if (format !== FORMAT || !iv || !tag || !ct) throw new Error('Unknown ciphertext format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(tenantId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString('utf8');
}

function blindIndex(digits: string, tenantId: string, key: Buffer): string | null {
  if (digits === NEW_HIRE_DEFAULT) return null;
  return createHmac('sha256', key).update(`${tenantId}:${digits}`).digest('hex');
}

interface Row {
  id: string;
  tenant_id: string;
  value: string;
}

/**
 * Runs `fn` with row-level security not forced on personnel, so the owner running the migrations sees
 * every tenant's rows even when it is not a superuser (restored before the transaction commits).
 */
async function withoutForcedRls(q: QueryRunner, fn: () => Promise<void>): Promise<void> {
  await q.query(`ALTER TABLE personnel NO FORCE ROW LEVEL SECURITY`);
  await fn();
  await q.query(`ALTER TABLE personnel FORCE ROW LEVEL SECURITY`);
}

export class PersonnelPssnProtected1763790000001 implements MigrationInterface {
  name = 'PersonnelPssnProtected1763790000001';

  async up(q: QueryRunner): Promise<void> {
    const { ssnEncryptionKey, ssnHmacKey } = config();
    await q.query(`ALTER TABLE personnel ADD COLUMN pssn_encrypted text, ADD COLUMN pssn_hmac text`);
    await withoutForcedRls(q, async () => {
      const indexed = new Set<string>();
      // each batch clears the clear column of its rows, so the next one starts after them (oldest first)
      for (;;) {
        const rows = (await q.query(
          `SELECT id, tenant_id, pssn AS value FROM personnel WHERE pssn IS NOT NULL ORDER BY tenant_id, created_at, id LIMIT ${BATCH}`,
        )) as Row[];
        if (!rows.length) break;
        const ids: string[] = [];
        const encrypted: Array<string | null> = [];
        const hmacs: Array<string | null> = [];
        for (const r of rows) {
          const value = r.value.trim();
          let cipher: string | null = null;
          let hmac: string | null = null;
          if (value) {
            const digits = SSN_FORM.test(value) ? value.replace(/-/g, '') : null;
            cipher = encrypt(digits ?? value, r.tenant_id, ssnEncryptionKey);
            hmac = digits ? blindIndex(digits, r.tenant_id, ssnHmacKey) : null;
            if (hmac && indexed.has(`${r.tenant_id}:${hmac}`)) hmac = null;
            if (hmac) indexed.add(`${r.tenant_id}:${hmac}`);
          }
          ids.push(r.id);
          encrypted.push(cipher);
          hmacs.push(hmac);
        }
        await q.query(
          `UPDATE personnel p SET pssn_encrypted = v.encrypted, pssn_hmac = v.hmac, pssn = NULL
             FROM unnest($1::uuid[], $2::text[], $3::text[]) AS v(id, encrypted, hmac)
            WHERE p.id = v.id`,
          [ids, encrypted, hmacs],
        );
      }
    });
    await q.query(`ALTER TABLE personnel DROP COLUMN pssn`);
    await q.query(`CREATE UNIQUE INDEX personnel_pssn_uq ON personnel (tenant_id, pssn_hmac) WHERE pssn_hmac IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    const { ssnEncryptionKey } = config();
    await q.query(`DROP INDEX personnel_pssn_uq`);
    await q.query(`ALTER TABLE personnel ADD COLUMN pssn text`);
    await withoutForcedRls(q, async () => {
      const rows = (await q.query(
        `SELECT id, tenant_id, pssn_encrypted AS value FROM personnel WHERE pssn_encrypted IS NOT NULL`,
      )) as Row[];
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = rows.slice(i, i + BATCH);
        await q.query(`UPDATE personnel p SET pssn = v.pssn FROM unnest($1::uuid[], $2::text[]) AS v(id, pssn) WHERE p.id = v.id`, [
          batch.map((r) => r.id),
          batch.map((r) => decrypt(r.value, r.tenant_id, ssnEncryptionKey)),
        ]);
      }
    });
    await q.query(`ALTER TABLE personnel DROP COLUMN pssn_encrypted, DROP COLUMN pssn_hmac`);
  }
}
