import type { SettingOption } from '@clearline/shared';
import { Injectable } from '@nestjs/common';
import type { UploadLimits, UploadLimitsSource } from '../../core/storage/upload';
import { SettingsService } from './settings.service';

/** The upload limits from the system settings MAX_UPLOAD_MB, MAX_UPLOAD_FILES and ACCEPTED_UPLOAD_TYPES. */
@Injectable()
export class SettingsUploadLimits implements UploadLimitsSource {
  constructor(private readonly settings: SettingsService) {}

  async uploadLimits(): Promise<UploadLimits> {
    // one after the other: inside a request they share its transaction's connection, which runs one query at a time
    const maxMb = await this.settings.getSystem<number>('MAX_UPLOAD_MB');
    const maxFiles = await this.settings.getSystem<number>('MAX_UPLOAD_FILES');
    const accepted = await this.settings.getSystem<SettingOption[]>('ACCEPTED_UPLOAD_TYPES');
    return { maxBytes: Number(maxMb) * 1024 * 1024, maxFiles: Number(maxFiles), accepted: accepted.map((o) => o.value) };
  }
}
