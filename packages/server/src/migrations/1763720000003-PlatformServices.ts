import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

/** Notes, announcements (system and tenant) with per-user dismissals, knowledge-centre items. */
export class PlatformServices1763720000003 implements MigrationInterface {
  name = 'PlatformServices1763720000003';

  async up(q: QueryRunner): Promise<void> {
    const base = `id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1`;

    await q.query(`
      CREATE TABLE note (
        ${base},
        ${TENANT_ID_COLUMN},
        section_name text NOT NULL,
        content text NOT NULL,
        author_id uuid NOT NULL
      )`);
    await q.query(`CREATE INDEX note_section_idx ON note (tenant_id, author_id, section_name, created_at DESC)`);
    await enableTenantRls(q, 'note');

    const announcementColumns = `
        announcement_title text NOT NULL,
        announcement_text text NOT NULL,
        announcement_start_date date NOT NULL,
        announcement_end_date date NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        visibility_allowed_roles text[] NOT NULL DEFAULT '{}',
        CHECK (announcement_start_date <= announcement_end_date)`;
    // system announcements are the provider's: not tenant-owned
    await q.query(`
      CREATE TABLE system_announcement (
        ${base},
        ${announcementColumns},
        show_before_login boolean NOT NULL DEFAULT false,
        stop_user_login boolean NOT NULL DEFAULT false,
        CHECK (NOT stop_user_login OR show_before_login)
      )`);
    await q.query(
      `CREATE INDEX system_announcement_active_idx ON system_announcement (announcement_start_date, announcement_end_date) WHERE is_active`,
    );
    await q.query(`
      CREATE TABLE tenant_announcement (
        ${base},
        ${TENANT_ID_COLUMN},
        ${announcementColumns}
      )`);
    await q.query(
      `CREATE INDEX tenant_announcement_active_idx ON tenant_announcement (tenant_id, announcement_start_date, announcement_end_date)`,
    );
    await enableTenantRls(q, 'tenant_announcement');

    await q.query(`
      CREATE TABLE announcement_dismissal (
        ${base},
        ${TENANT_ID_COLUMN},
        user_id uuid NOT NULL,
        announcement_type text NOT NULL CHECK (announcement_type IN ('SYSTEM','TENANT')),
        announcement_id uuid NOT NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX announcement_dismissal_uq ON announcement_dismissal (tenant_id, user_id, announcement_type, announcement_id)`,
    );
    await enableTenantRls(q, 'announcement_dismissal');

    await q.query(`
      CREATE TABLE knowledge_center_item (
        ${base},
        type text NOT NULL CHECK (type IN ('FACILITIES','PERSONNEL','CONTRACTS','OTHER')),
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        video_url text NOT NULL,
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX knowledge_center_item_type_idx ON knowledge_center_item (type, sort_order)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['knowledge_center_item', 'announcement_dismissal', 'tenant_announcement', 'system_announcement', 'note'])
      await q.query(`DROP TABLE ${t}`);
  }
}
