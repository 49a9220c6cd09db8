import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../core/database/entities';

/** A tutorial video of the knowledge centre (provider-wide, not tenant-owned). */
@Entity('knowledge_center_item')
export class KnowledgeCenterItem extends BaseRecord {
  /** FACILITIES, PERSONNEL, CONTRACTS or OTHER (shown as Tutorial) */
  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** null for a written tutorial (the description is the tutorial) */
  @Column({ type: 'text', nullable: true })
  videoUrl: string | null;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  /** storage key of a video file the product serves itself (GET /knowledge-center/{id}/video); null otherwise */
  @Column({ type: 'text', nullable: true })
  videoFileKey: string | null;

  @Column({ type: 'text', nullable: true })
  videoContentType: string | null;

  @Column({ type: 'integer', nullable: true })
  videoSizeBytes: number | null;
}
