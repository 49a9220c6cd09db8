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
}
