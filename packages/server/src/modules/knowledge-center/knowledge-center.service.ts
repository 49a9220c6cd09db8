import { Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { API_MESSAGES, MAX_PAGE_SIZE } from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import { StorageService } from '../../core/storage/storage.service';
import { StorageNotFoundError } from '../../core/storage/storage';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { KC_TYPES, type KnowledgeCenterInputDto, type KnowledgeCenterItemDto } from './knowledge-center.dto';
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
/** GET /knowledge-center: every tutorial unless a page is asked for, by type and position */
export const KNOWLEDGE_CENTER_LIST = defineList({
  resource: 'knowledge-center',
  sortable: { type: ['k.type', 'k.sortOrder', 'k.title'], title: 'k.title', sortOrder: 'k.sortOrder' },
  defaultSort: { field: 'type', direction: 'ASC' },
  id: 'k.id',
  quickFilter: ['k.title', 'k.description'],
  filters: { type: { type: 'enum', column: 'k.type', values: KC_TYPES } },
  defaultSize: MAX_PAGE_SIZE,
});

@Injectable()
export class KnowledgeCenterService {
  constructor(
    private readonly db: TenantDb,
    private readonly storage: StorageService,
  ) {}

  list(query: Record<string, unknown>): Promise<Page<KnowledgeCenterItemDto>> {
    const q = parseList(KNOWLEDGE_CENTER_LIST, query);
    return pageOf(this.db.repo(KnowledgeCenterItem).createQueryBuilder('k'), KNOWLEDGE_CENTER_LIST, q, (rows) => rows.map(toDto));
  }

  async get(id: string): Promise<KnowledgeCenterItemDto> {
    return toDto(await this.db.findOr404(KnowledgeCenterItem, id, 'Knowledge center item'));
  }

  /** The video file the product stores for an item (its size, type and a stream of its bytes), or 404. */
  async videoFile(id: string): Promise<{ size: number; contentType: string; open: () => Promise<Readable> }> {
    const item = await this.db.findOr404(KnowledgeCenterItem, id, 'Knowledge center item');
    const key = item.videoFileKey;
    if (!key || !item.videoContentType || !item.videoSizeBytes)
      throw new NotFoundException(`Knowledge center item ${id} has no video file`);
    return {
      size: item.videoSizeBytes,
      contentType: item.videoContentType,
      open: async () => {
        try {
          return await this.storage.get(key);
        } catch (e) {
          if (e instanceof StorageNotFoundError)
            throw new NotFoundException(API_MESSAGES.fileMissingFromStorage(`knowledge center video ${id}`));
          throw e;
        }
      },
    };
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
