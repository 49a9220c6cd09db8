import { Injectable } from '@nestjs/common';
import { TenantDb } from '../../core/database/tenant-db';
import type { KnowledgeCenterInputDto, KnowledgeCenterItemDto } from './knowledge-center.dto';
import { KnowledgeCenterItem } from './knowledge-center.entity';

const toDto = (i: KnowledgeCenterItem): KnowledgeCenterItemDto => ({
  id: i.id,
  type: i.type,
  title: i.title,
  description: i.description,
  videoUrl: i.videoUrl,
  sortOrder: i.sortOrder,
});

/** Tutorial videos of the knowledge centre (provider-wide reference data). */
@Injectable()
export class KnowledgeCenterService {
  constructor(private readonly db: TenantDb) {}

  async list(): Promise<KnowledgeCenterItemDto[]> {
    const rows = await this.db.repo(KnowledgeCenterItem).find({ order: { type: 'ASC', sortOrder: 'ASC', title: 'ASC' } });
    return rows.map(toDto);
  }

  async get(id: string): Promise<KnowledgeCenterItemDto> {
    return toDto(await this.db.findOr404(KnowledgeCenterItem, id, 'Knowledge center item'));
  }

  async create(input: KnowledgeCenterInputDto): Promise<KnowledgeCenterItemDto> {
    const repo = this.db.repo(KnowledgeCenterItem);
    return toDto(
      await repo.save(
        repo.create({ ...input, videoUrl: input.videoUrl ?? null, description: input.description ?? '', sortOrder: input.sortOrder ?? 0 }),
      ),
    );
  }

  async update(id: string, input: KnowledgeCenterInputDto): Promise<KnowledgeCenterItemDto> {
    const row = await this.db.findOr404(KnowledgeCenterItem, id, 'Knowledge center item');
    Object.assign(row, {
      ...input,
      videoUrl: input.videoUrl ?? null,
      description: input.description ?? row.description,
      sortOrder: input.sortOrder ?? row.sortOrder,
    });
    return toDto(await this.db.repo(KnowledgeCenterItem).save(row));
  }

  async remove(id: string): Promise<void> {
    await this.db.repo(KnowledgeCenterItem).remove(await this.db.findOr404(KnowledgeCenterItem, id, 'Knowledge center item'));
  }
}
