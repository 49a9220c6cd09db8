import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Body of POST/PUT /announcements/{type}. Dates are ISO (YYYY-MM-DD; a time part is ignored). */
export class AnnouncementInputDto {
  @IsString()
  @IsNotEmpty({ message: 'Announcement Title is required' })
  @MaxLength(128, { message: 'Field exceeded max character length of 128.' })
  announcementTitle: string;

  @IsString()
  @IsNotEmpty({ message: 'Announcement Text is required' })
  @MaxLength(4000, { message: 'Field exceeded max character length of 4000.' })
  announcementText: string;

  @IsString({ message: 'Announcement Start Date is required' })
  @Matches(DAY, { message: 'Announcement Start Date: Invalid Date' })
  announcementStartDate: string;

  @IsString({ message: 'Announcement End Date is required' })
  @Matches(DAY, { message: 'Announcement End Date: Invalid Date' })
  announcementEndDate: string;

  /** defaults to true on add */
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  /** SYSTEM only: shown on the login page; clears the recipient roles */
  @IsOptional()
  @IsBoolean()
  showBeforeLogin?: boolean;

  /** SYSTEM only: refuses every login while active (needs showBeforeLogin) */
  @IsOptional()
  @IsBoolean()
  stopUserLogin?: boolean;

  /** role names; empty means everyone */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  visibilityAllowedRoles?: string[];
}

export class AnnouncementDto {
  id: string;
  /** SYSTEM or TENANT */
  type: string;
  announcementTitle: string;
  announcementText: string;
  announcementStartDate: string;
  announcementEndDate: string;
  isActive: boolean;
  @ApiPropertyOptional()
  showBeforeLogin?: boolean;
  @ApiPropertyOptional()
  stopUserLogin?: boolean;
  visibilityAllowedRoles: string[];
  updatedAt: string;
}

/** What the login page may see. */
export class PreLoginAnnouncementDto {
  id: string;
  announcementTitle: string;
  announcementText: string;
  announcementStartDate: string;
  announcementEndDate: string;
  stopUserLogin: boolean;
}
