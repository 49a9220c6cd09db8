import { useState } from 'react';
import { Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { SETTINGS_MESSAGES, SYSTEM_SETTINGS_SHOW_OPTIONS, TENANT_SETTINGS_SHOW_OPTIONS } from '@clearline/shared';
import { SettingsCategoryForm } from './SettingsCategoryForm';
import type { SettingsScope } from './settingsApi';
import { RequiredDocumentDefaults } from './rdd/RequiredDocumentDefaults';

/** The intro line of a category (spec 01 §2). */
export const categoryIntro = (category: string, label: string): string =>
  category === 'REPORTS' ? SETTINGS_MESSAGES.reportsIntro : SETTINGS_MESSAGES.categoryIntro(label);

const SCOPES: Record<SettingsScope, { title: string; options: ReadonlyArray<{ category: string; label: string }>; first: string }> = {
  tenant: { title: SETTINGS_MESSAGES.tenantSettingsTitle, options: TENANT_SETTINGS_SHOW_OPTIONS, first: 'GENERAL' },
  system: { title: SETTINGS_MESSAGES.systemSettingsTitle, options: SYSTEM_SETTINGS_SHOW_OPTIONS, first: 'SECURITY' },
};

/**
 * /tenant-settings and /system-settings: the "Show" dropdown, the chosen category's form and, for the
 * tenant's Required Documents Default, the RDD tabs.
 */
export const SettingsPage = ({ scope }: { scope: SettingsScope }) => {
  const { title, options, first } = SCOPES[scope];
  const [category, setCategory] = useState(first);
  const label = options.find((o) => o.category === category)!.label;
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <TextField
          select
          size="small"
          label={SETTINGS_MESSAGES.show}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          sx={{ minWidth: 280, mb: 2 }}
          slotProps={{ select: { inputProps: { 'aria-label': SETTINGS_MESSAGES.show } } }}
        >
          {options.map((o) => (
            <MenuItem key={o.category} value={o.category}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body1" sx={{ mb: 2 }} data-testid="category-intro">
          {categoryIntro(category, label)}
        </Typography>
        <SettingsCategoryForm key={category} scope={scope} category={category} />
        {scope === 'tenant' && category === 'REQUIRED_DOCUMENT_DEFAULTS' && <RequiredDocumentDefaults />}
      </CardContent>
    </Card>
  );
};

export const TenantSettingsPage = () => <SettingsPage scope="tenant" />;
export const SystemSettingsPage = () => <SettingsPage scope="system" />;
