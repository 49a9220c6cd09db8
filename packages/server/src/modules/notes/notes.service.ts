import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import { isSectionName, SECTION_MESSAGE, type NoteDto } from './notes.dto';
import { Note } from './note.entity';

const section = (s: string): string => {
  if (!isSectionName(s)) throw new BadRequestException(SECTION_MESSAGE);
  return s.toUpperCase();
};

/** The signed-in user's own notes, per section. Another user's note answers 404. */
@Injectable()
export class NotesService {
  constructor(private readonly db: TenantDb) {}

  private me(): string {
    const user = RequestContext.require().user;
    if (!user) throw new Error('NotesService needs a signed-in user');
    return user.id;
  }

  async list(sectionName: string): Promise<NoteDto[]> {
    const rows = await this.db
      .repo(Note)
      .find({ where: { sectionName: section(sectionName), authorId: this.me() }, order: { createdAt: 'DESC' } });
    return rows.map(toDto);
  }

  async get(sectionName: string, id: string): Promise<NoteDto> {
    return toDto(await this.find(sectionName, id));
  }

  async create(sectionName: string, content: string): Promise<NoteDto> {
    const repo = this.db.repo(Note);
    return toDto(await repo.save(repo.create({ sectionName: section(sectionName), content, authorId: this.me() })));
  }

  async update(sectionName: string, id: string, content: string): Promise<NoteDto> {
    const note = await this.find(sectionName, id);
    note.content = content;
    return toDto(await this.db.repo(Note).save(note));
  }

  async remove(sectionName: string, id: string): Promise<void> {
    await this.db.repo(Note).remove(await this.find(sectionName, id));
  }

  private async find(sectionName: string, id: string): Promise<Note> {
    const note = await this.db.findOr404(Note, id, 'Note');
    if (note.authorId !== this.me() || note.sectionName !== section(sectionName)) throw new NotFoundException(`Note ${id} was not found`);
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
