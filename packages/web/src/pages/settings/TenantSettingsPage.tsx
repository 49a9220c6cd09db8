import { useState } from 'react';
import { Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { SETTINGS_MESSAGES, TENANT_SETTINGS_SHOW_OPTIONS, type TenantSettingCategory } from '@clearline/shared';
import { SettingsCategoryForm } from './SettingsCategoryForm';
import { RequiredDocumentDefaults } from './rdd/RequiredDocumentDefaults';

/** The intro line of a category (spec 01 §2). */
export const categoryIntro = (category: string, label: string): string =>
  category === 'REPORTS' ? SETTINGS_MESSAGES.reportsIntro : SETTINGS_MESSAGES.categoryIntro(label);

/** /tenant-settings: the "Show" dropdown, the chosen category's form and, for Required Documents Default, the RDD tabs. */
const TenantSettingsPage = () => {
  const [category, setCategory] = useState<TenantSettingCategory>('GENERAL');
  const label = TENANT_SETTINGS_SHOW_OPTIONS.find((o) => o.category === category)!.label;
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={SETTINGS_MESSAGES.tenantSettingsTitle} />
      <CardContent>
        <TextField
          select
          size="small"
          label={SETTINGS_MESSAGES.show}
          value={category}
          onChange={(e) => setCategory(e.target.value as TenantSettingCategory)}
          sx={{ minWidth: 280, mb: 2 }}
          slotProps={{ select: { inputProps: { 'aria-label': SETTINGS_MESSAGES.show } } }}
        >
          {TENANT_SETTINGS_SHOW_OPTIONS.map((o) => (
            <MenuItem key={o.category} value={o.category}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body1" sx={{ mb: 2 }} data-testid="category-intro">
          {categoryIntro(category, label)}
        </Typography>
        <SettingsCategoryForm key={category} scope="tenant" category={category} />
        {category === 'REQUIRED_DOCUMENT_DEFAULTS' && <RequiredDocumentDefaults />}
      </CardContent>
    </Card>
  );
};

export default TenantSettingsPage;
