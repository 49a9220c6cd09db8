import type { SettingFieldType, SettingFormat, SettingScope } from '@clearline/shared';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { NotAudited } from '../../core/audit/sensitive';
import { BaseRecord, TenantRecord } from '../../core/database/entities';

/** A setting the product knows (reference data loaded from packages/shared by the migration and the seeder). */
@NotAudited()
@Entity('setting_definition')
export class SettingDefinitionRow {
  @PrimaryColumn({ type: 'text' })
  parameterName: string;

  @Column({ type: 'text' })
  scope: SettingScope;

  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  prettyName: string;

  @Column({ type: 'text' })
  fieldType: SettingFieldType;

  @Column({ type: 'text' })
  defaultValue: string;

  @Column({ type: 'text', nullable: true })
  valueType: string | null;

  @Column({ type: 'text', nullable: true })
  errorRule: string | null;

  @Column({ type: 'text', nullable: true })
  warningRule: string | null;

  @Column({ type: 'text', nullable: true })
  format: SettingFormat;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'integer' })
  sortOrder: number;
}

/** A tenant's value of a TENANT setting; absent means the default applies. */
@Entity('tenant_setting')
export class TenantSetting extends TenantRecord {
  @Column({ type: 'text' })
  parameterName: string;

  @Column({ type: 'text' })
  value: string;
}

/** The value of a SYSTEM setting; absent means the default applies. Not tenant-owned. */
@Entity('system_setting')
export class SystemSetting extends BaseRecord {
  @Column({ type: 'text' })
  parameterName: string;

  @Column({ type: 'text' })
  value: string;
}
