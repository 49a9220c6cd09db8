import { TEXT_LIMITS } from '@clearline/shared';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { BoolField, DayField, EnumOf, ReadOnly, TextField, TextListField } from '../../core/http/fields';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from './announcement.entity';

/** Body of POST/PUT /announcements/{type}. Dates are ISO (YYYY-MM-DD; a time part is ignored). */
export class AnnouncementInputDto {
  @TextField({ label: 'Announcement Title', required: true })
  announcementTitle: string;

  @TextField({ label: 'Announcement Text', required: true, max: TEXT_LIMITS.message })
  announcementText: string;

  @DayField({ label: 'Announcement Start Date', required: true, time: true })
  announcementStartDate: string;

  @DayField({ label: 'Announcement End Date', required: true, time: true })
  announcementEndDate: string;

  /** defaults to true on add */
  @BoolField({ label: 'Active', nullable: false })
  isActive?: boolean;

  /** SYSTEM only: shown on the login page; clears the recipient roles */
  @BoolField({ label: 'Show Before Login', nullable: false })
  showBeforeLogin?: boolean;

  /** SYSTEM only: refuses every login while active (needs showBeforeLogin) */
  @BoolField({ label: 'Stop User Login', nullable: false })
  stopUserLogin?: boolean;

  /** role names; empty means everyone (a name that is not a role is refused) */
  @TextListField({ label: 'Visibility Allowed Roles', maxItems: 50, nullable: false })
  visibilityAllowedRoles?: string[];

  // answered by GET, ignored here
  @ReadOnly()
  id?: string;
  @ReadOnly()
  @EnumOf(ANNOUNCEMENT_TYPES, false)
  type?: AnnouncementType;
  @ReadOnly()
  updatedAt?: string;
}

export class AnnouncementDto {
  id: string;
  @EnumOf(ANNOUNCEMENT_TYPES)
  type: AnnouncementType;
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
