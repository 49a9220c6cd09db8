import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A knowledge-centre video may be a file the product stores and serves itself (no internet needed):
 * its storage key, content type and size, all three or none.
 */
export class KnowledgeCenterVideoFiles1763800000101 implements MigrationInterface {
  name = 'KnowledgeCenterVideoFiles1763800000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE knowledge_center_item
        ADD COLUMN video_file_key text,
        ADD COLUMN video_content_type text,
        ADD COLUMN video_size_bytes integer CHECK (video_size_bytes > 0),
        ADD CONSTRAINT knowledge_center_item_video_file_ck CHECK (
          (video_file_key IS NULL) = (video_content_type IS NULL) AND (video_file_key IS NULL) = (video_size_bytes IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE knowledge_center_item
        DROP CONSTRAINT knowledge_center_item_video_file_ck,
        DROP COLUMN video_file_key,
        DROP COLUMN video_content_type,
        DROP COLUMN video_size_bytes`);
  }
}
