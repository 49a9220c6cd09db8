import { Injectable } from '@nestjs/common';
import { config } from '../../core/config/config';
import { SettingsService } from '../settings';
import { RATE_LIMIT_SETTINGS } from './rate-limit.policies';

/** How long the limits are kept before they are read again (other processes see a change within it). */
export const RATE_LIMIT_SETTINGS_CACHE_MS = 10_000;

/**
 * The rate limits of the SECURITY system settings, read through SettingsService. Kept for
 * RATE_LIMIT_SETTINGS_CACHE_MS so a throttled request (a flood of them included) costs no query;
 * a save of system settings in this process drops them at once.
 */
@Injectable()
export class RateLimitSettings {
  private cached?: { until: number; values: Promise<Map<string, number>> };

  constructor(private readonly settings: SettingsService) {
    settings.onSystemSettingsSaved(() => (this.cached = undefined));
  }

  /** Requests per minute that `setting` allows (times RATE_LIMIT_MULTIPLIER, which only test suites raise). */
  async perMinute(setting: string): Promise<number> {
    const value = (await this.load()).get(setting);
    if (value === undefined) throw new Error(`${setting} is not a rate-limit setting`);
    return value * config().rateLimitMultiplier;
  }

  private load(): Promise<Map<string, number>> {
    if (this.cached && Date.now() < this.cached.until) return this.cached.values;
    const entry = { until: Date.now() + RATE_LIMIT_SETTINGS_CACHE_MS, values: this.read() };
    this.cached = entry;
    // a failed read is not kept: the next request tries again
    entry.values.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return entry.values;
  }

  private async read(): Promise<Map<string, number>> {
    const values = new Map<string, number>();
    // one after the other: each takes a pool connection of its own
    for (const name of RATE_LIMIT_SETTINGS) values.set(name, Number(await this.settings.getSystem<number>(name)));
    return values;
  }
}
