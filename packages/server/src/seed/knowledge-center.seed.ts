import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../core/config/config';
import { SERVER_ROOT } from '../core/paths';
import { createStorageDriver } from '../core/storage/storage.service';
import type { Seeder } from './seed';
import { seedId } from './ids';

/** Files shipped with the seed: src/seed/assets, copied to dist/seed/assets by the build. */
const ASSETS = [join(SERVER_ROOT, 'dist/seed/assets'), join(SERVER_ROOT, 'src/seed/assets')];
const asset = (name: string): Buffer => {
  const dir = ASSETS.find((d) => existsSync(join(d, name)));
  if (!dir) throw new Error(`Seed asset ${name} is missing (looked in ${ASSETS.join(', ')})`);
  return readFileSync(join(dir, name));
};

interface Tutorial {
  key: string;
  type: string;
  title: string;
  description: string;
  sortOrder: number;
  /** a video file under seed/assets, stored and served by the product (GET /knowledge-center/{id}/video) */
  video?: { file: string; contentType: string };
}

/**
 * The knowledge centre's tutorials, each about a page the product has. Provider-wide, fixed ids: running
 * the seed again adds what is missing and keeps edits made in the product.
 */
export const KNOWLEDGE_CENTER_TUTORIALS: Tutorial[] = [
  {
    key: 'video-adding-a-person',
    type: 'PERSONNEL',
    title: 'Video: adding a person',
    description:
      'A short walk-through: open Personnel, choose Add Personnel, fill in the biographic details and save. The person is created In Progress and the wizard goes on with the next steps.',
    sortOrder: 0,
    video: { file: 'adding-a-person.webm', contentType: 'video/webm' },
  },
  {
    key: 'personnel-wizard',
    type: 'PERSONNEL',
    title: 'Adding a person with the personnel wizard',
    description:
      'Open Personnel and choose Add Personnel. Enter the Biographic Info and save: the person is created In Progress. Then work through Contact Info, Employment, Physical, Automobile and Required Documents; each step saves on its own, so you can stop and come back. Missing required documents appear as open actions on the person.',
    sortOrder: 1,
  },
  {
    key: 'personnel-records',
    type: 'PERSONNEL',
    title: 'Clearances, badges and open actions of a person',
    description:
      'Open a person from the Personnel list. The Clearances tab holds clearances, investigations, special access and polygraphs; the Assignments tab holds badges; the Open Actions tab lists what is still due for the person, such as a missing required document.',
    sortOrder: 2,
  },
  {
    key: 'facility-list',
    type: 'FACILITIES',
    title: 'Adding and editing a facility',
    description:
      'Open Facilities and choose Add New Facility. Give the facility name, its CAGE code and address, and mark whether it is the host facility. From the list, Edit changes a facility and its documents, and Disable takes it out of use without deleting it.',
    sortOrder: 1,
  },
  {
    key: 'reports',
    type: 'OTHER',
    title: 'Generating and scheduling reports',
    description:
      'Open Reports, pick a report type and its filters, and choose Generate Report: the file downloads when it is ready. To receive a report regularly, open Schedule Reports and add a job with its frequency and recipients.',
    sortOrder: 1,
  },
  {
    key: 'tenant-settings',
    type: 'OTHER',
    title: 'Adjusting tenant settings',
    description:
      'Tenant administrators open Tenant Settings, pick a category in Show, change values and choose Save Settings; values are checked before anything is stored. Under Required Documents Default, choose which documents personnel and facilities must provide.',
    sortOrder: 2,
  },
];

/** Items earlier seeds wrote about pages the product does not have (or in words that no longer hold): removed. */
export const RETIRED_KNOWLEDGE_CENTER_KEYS = ['contract-dd254', 'facility-setup', 'personnel-documents', 'settings'];

export const knowledgeCenterSeeder: Seeder = {
  name: 'knowledge centre tutorials',
  async run(em: EntityManager, cfg: AppConfig) {
    await em.query(`DELETE FROM knowledge_center_item WHERE id = ANY($1::uuid[])`, [
      RETIRED_KNOWLEDGE_CENTER_KEYS.map((key) => seedId(`knowledge-center:${key}`)),
    ]);
    const storage = createStorageDriver(cfg);
    for (const i of KNOWLEDGE_CENTER_TUTORIALS) {
      const id = seedId(`knowledge-center:${i.key}`);
      await em.query(
        `INSERT INTO knowledge_center_item (id, type, title, description, video_url, sort_order)
         VALUES ($1, $2, $3, $4, NULL, $5) ON CONFLICT (id) DO NOTHING`,
        [id, i.type, i.title, i.description, i.sortOrder],
      );
      if (!i.video) continue;
      const key = `knowledge-center/${id}`;
      const [row] = await em.query(`SELECT video_file_key FROM knowledge_center_item WHERE id = $1`, [id]);
      if (row.video_file_key === key && (await storage.exists(key))) continue;
      const bytes = asset(i.video.file);
      await storage.put(key, bytes, i.video.contentType);
      await em.query(
        `UPDATE knowledge_center_item SET video_url = $2, video_file_key = $3, video_content_type = $4, video_size_bytes = $5 WHERE id = $1`,
        [id, `/api/v1/knowledge-center/${id}/video`, key, i.video.contentType, bytes.length],
      );
    }
  },
};
