import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export const NOTE_MAX_LENGTH = 4000;
const SECTION = /^[A-Za-z0-9_-]{1,64}$/;
export const SECTION_MESSAGE = 'sectionName must be 1 to 64 letters, digits, "_" or "-"';

export class NoteInputDto {
  @IsString()
  @IsNotEmpty({ message: 'Content is required' })
  @MaxLength(NOTE_MAX_LENGTH, { message: `Field exceeded max character length of ${NOTE_MAX_LENGTH}.` })
  content: string;
}

export class NotesQueryDto {
  @IsString({ message: 'sectionName is required' })
  @Matches(SECTION, { message: SECTION_MESSAGE })
  sectionName: string;
}

export class NoteDto {
  id: string;
  sectionName: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export const isSectionName = (s: string): boolean => SECTION.test(s);
