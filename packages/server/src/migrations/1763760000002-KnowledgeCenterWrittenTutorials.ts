import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Knowledge-centre items may be written tutorials without a video (video_url null). */
export class KnowledgeCenterWrittenTutorials1763760000002 implements MigrationInterface {
  name = 'KnowledgeCenterWrittenTutorials1763760000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE knowledge_center_item ALTER COLUMN video_url DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE knowledge_center_item SET video_url = '' WHERE video_url IS NULL`);
    await q.query(`ALTER TABLE knowledge_center_item ALTER COLUMN video_url SET NOT NULL`);
  }
}
