import { BadRequestException, Injectable } from '@nestjs/common';
import { MAX_PAGE_SIZE, API_MESSAGES } from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { isSectionName, SECTION_MESSAGE, type NoteDto, type NoteInputDto } from './notes.dto';
import { Note } from './note.entity';

const section = (s: string): string => {
  if (!isSectionName(s)) throw new BadRequestException(SECTION_MESSAGE);
  return s.toUpperCase();
};

/** The section of the path, which the body's sectionName (when it has one) must name too. */
const sameSection = (path: string, body: string | undefined): string => {
  const name = section(path);
  if (body !== undefined && section(body) !== name) throw new BadRequestException(API_MESSAGES.mustMatchPath('sectionName', name));
  return name;
};

/** GET /notes: every note of the section unless a page is asked for */
export const NOTE_LIST = defineList({
  resource: 'notes',
  sortable: { createdAt: 'n.createdAt', updatedAt: 'n.updatedAt' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'n.id',
  quickFilter: ['n.content'],
  filters: {
    sectionName: {
      type: 'string',
      single: true,
      required: true,
      condition: (p) => `n.sectionName = upper(${p})`,
      description: 'the section of the notes',
    },
  },
  defaultSize: MAX_PAGE_SIZE,
});

/** The signed-in user's own notes, per section. Another user's note answers 404. */
@Injectable()
export class NotesService {
  constructor(private readonly db: TenantDb) {}

  private me(): string {
    const user = RequestContext.require().user;
    if (!user) throw new Error('NotesService needs a signed-in user');
    return user.id;
  }

  /** GET /notes?sectionName=…: my notes of the section, newest first */
  list(query: Record<string, unknown>): Promise<Page<NoteDto>> {
    const q = parseList(NOTE_LIST, query);
    section(String(q.values.sectionName));
    const qb = this.db.repo(Note).createQueryBuilder('n').where('n.authorId = :me', { me: this.me() }).andWhere('n.facilityId IS NULL');
    return pageOf(qb, NOTE_LIST, q, (rows) => rows.map(toDto));
  }

  async get(sectionName: string, id: string): Promise<NoteDto> {
    return toDto(await this.find(sectionName, id));
  }

  /** A body that names its section (a note as answered) must name the section of the path. */
  async create(sectionName: string, body: NoteInputDto): Promise<NoteDto> {
    const repo = this.db.repo(Note);
    const name = sameSection(sectionName, body.sectionName);
    return toDto(await repo.save(repo.create({ sectionName: name, content: body.content, authorId: this.me() })));
  }

  async update(sectionName: string, id: string, body: NoteInputDto): Promise<NoteDto> {
    sameSection(sectionName, body.sectionName);
    const note = await this.find(sectionName, id);
    note.content = body.content;
    return toDto(await this.db.repo(Note).save(note));
  }

  async remove(sectionName: string, id: string): Promise<void> {
    await this.db.repo(Note).remove(await this.find(sectionName, id));
  }

  private async find(sectionName: string, id: string): Promise<Note> {
    const note = await this.db.findOr404(Note, id, 'Note');
    if (note.authorId !== this.me() || note.facilityId !== null || note.sectionName !== section(sectionName))
      throw recordNotFound('Note', id);
    return note;
  }
}

const toDto = (n: Note): NoteDto => ({
  id: n.id,
  sectionName: n.sectionName,
  content: n.content,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
});
