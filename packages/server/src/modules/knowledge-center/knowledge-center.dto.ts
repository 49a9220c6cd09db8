import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Max, MaxLength, Min } from 'class-validator';
import { Nullable } from '../../core/http/validation';

export const KC_TYPES = ['FACILITIES', 'PERSONNEL', 'CONTRACTS', 'OTHER'] as const;

export class KnowledgeCenterInputDto {
  @IsIn(KC_TYPES, { message: `Type must be one of ${KC_TYPES.join(', ')}` })
  type: string;

  @IsString()
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(128, { message: 'Field exceeded max character length of 128.' })
  title: string;

  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Field exceeded max character length of 500.' })
  description?: string;

  /** https address of the video (MP4/WebM file or an embeddable player page); absent for a written tutorial */
  @Nullable()
  @IsUrl({ protocols: ['https'], require_protocol: true, require_tld: false }, { message: 'Video URL must be an https address' })
  @MaxLength(2000)
  videoUrl?: string | null;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100000)
  sortOrder?: number;
}

export class KnowledgeCenterItemDto {
  id: string;
  /** FACILITIES, PERSONNEL, CONTRACTS or OTHER */
  type: string;
  title: string;
  description: string;
  /** null for a written tutorial */
  videoUrl: string | null;
  sortOrder: number;
}
