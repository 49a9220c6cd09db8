import { EnumField, EnumOf, HttpsUrlField, NumberField, ReadOnly, TextField } from '../../core/http/fields';

export const KC_TYPES = ['FACILITIES', 'PERSONNEL', 'CONTRACTS', 'OTHER'] as const;

export class KnowledgeCenterInputDto {
  @EnumField(KC_TYPES, { label: 'Type', required: true })
  type: string;

  @TextField({ label: 'Title', required: true })
  title: string;

  @TextField({ label: 'Description', multiline: true, nullable: false })
  description?: string;

  /** https address of the video (MP4/WebM file or an embeddable player page); absent for a written tutorial */
  @HttpsUrlField({ label: 'Video URL' })
  videoUrl?: string | null;

  @NumberField({ label: 'Sort Order', integer: true, min: 0, max: 100000, nullable: false })
  sortOrder?: number;

  /** answered by GET, ignored here */
  @ReadOnly()
  id?: string;
}

export class KnowledgeCenterItemDto {
  id: string;
  @EnumOf(KC_TYPES)
  type: string;
  title: string;
  description: string;
  /** null for a written tutorial */
  videoUrl: string | null;
  sortOrder: number;
}
