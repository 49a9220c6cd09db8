import { TEXT_LIMITS } from '@clearline/shared';
import { PatternField, ReadOnly, TextField } from '../../core/http/fields';

export const NOTE_MAX_LENGTH = TEXT_LIMITS.notes.chars;
const SECTION = /^[A-Za-z0-9_-]{1,64}$/;
export const SECTION_MESSAGE = 'sectionName must be 1 to 64 letters, digits, "_" or "-"';

export class NoteInputDto {
  @TextField({ label: 'Content', required: true, max: TEXT_LIMITS.notes })
  content: string;

  /** the section of the path; a body that names it (a note as answered) must name the same section */
  @PatternField({ label: 'sectionName', pattern: SECTION, message: SECTION_MESSAGE, nullable: false })
  sectionName?: string;

  @ReadOnly()
  id?: string;
  @ReadOnly()
  createdAt?: string;
  @ReadOnly()
  updatedAt?: string;
}

export class NoteDto {
  id: string;
  sectionName: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export const isSectionName = (s: string): boolean => SECTION.test(s);
