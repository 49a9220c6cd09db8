import type { EntityManager } from 'typeorm';
import type { Seeder } from './seed';
import { seedId } from './ids';

/**
 * Written tutorials of the knowledge centre (no video: the description is the tutorial). Provider-wide,
 * fixed ids: running the seed again changes nothing and keeps edits made in the product.
 */
export const KNOWLEDGE_CENTER_TUTORIALS: Array<{ key: string; type: string; title: string; description: string; sortOrder: number }> = [
  {
    key: 'personnel-wizard',
    type: 'PERSONNEL',
    title: 'Adding a person with the personnel wizard',
    description:
      'Open Personnel and choose Add. Enter the biographic details and the facilities first and save: the person is created In Progress. Then work through Contacts, Employment, Physical, Automobile and Required Documents; each step saves on its own, so you can stop and come back. Missing required documents appear as open actions on the person.',
    sortOrder: 1,
  },
  {
    key: 'personnel-documents',
    type: 'PERSONNEL',
    title: 'Uploading clearance documents',
    description:
      'On a person, open Documents, pick the document title (for example SF-312) and attach the signed file. The file type is checked from its content. When a required document arrives, its open action completes by itself.',
    sortOrder: 2,
  },
  {
    key: 'facility-setup',
    type: 'FACILITIES',
    title: 'Setting up a facility',
    description:
      'Open Facilities and choose Add. Give the facility name and CAGE code, mark the host facility, and add its address. Facility documents, notes and security enhancements are on the facility detail tabs.',
    sortOrder: 1,
  },
  {
    key: 'contract-dd254',
    type: 'CONTRACTS',
    title: 'Recording a contract and its DD-254',
    description:
      'Open Contracts and choose Add. Enter the contract name, type and period of performance, then tick the DD-254 items 10, 11 and 18 that apply. Assign personnel from the contract page; their assignment status starts as Pending.',
    sortOrder: 1,
  },
  {
    key: 'reports',
    type: 'OTHER',
    title: 'Generating and scheduling reports',
    description:
      'Open Reports, pick a report type and its filters, and choose Generate: the file downloads when it is ready. To receive a report regularly, use Schedule Reports and add a job with its frequency and recipients.',
    sortOrder: 1,
  },
  {
    key: 'settings',
    type: 'OTHER',
    title: 'Adjusting tenant settings',
    description:
      'Tenant administrators open Tenant Settings, pick a category, change values and save. Values are checked before anything is stored. Under Required Document Defaults, choose which documents new personnel must provide and whether defaults apply to new records.',
    sortOrder: 2,
  },
];

export const knowledgeCenterSeeder: Seeder = {
  name: 'knowledge centre tutorials',
  async run(em: EntityManager) {
    for (const i of KNOWLEDGE_CENTER_TUTORIALS)
      await em.query(
        `INSERT INTO knowledge_center_item (id, type, title, description, video_url, sort_order)
         VALUES ($1, $2, $3, $4, NULL, $5) ON CONFLICT (id) DO NOTHING`,
        [seedId(`knowledge-center:${i.key}`), i.type, i.title, i.description, i.sortOrder],
      );
  },
};
