import type { Seeder } from '../../seed/seed';
import { upsertSettingDefinitions } from './setting-definitions.sql';

/** Keeps `setting_definition` in step with packages/shared/src/settings-definitions.ts. */
export const settingsSeeder: Seeder = {
  name: 'setting definitions',
  run: (em) => upsertSettingDefinitions(em),
};
