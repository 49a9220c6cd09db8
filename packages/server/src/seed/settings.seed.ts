import type { Seeder } from './seed';
import { upsertSettingDefinitions } from '../migrations/catalogue/setting-definitions';

/** Keeps `setting_definition` in step with packages/shared/src/settings-definitions.ts. */
export const settingsSeeder: Seeder = {
  name: 'setting definitions',
  run: (em) => upsertSettingDefinitions(em),
};
