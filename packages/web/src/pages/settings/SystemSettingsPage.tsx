import { useState } from 'react';
import { Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { SETTINGS_MESSAGES, SYSTEM_SETTINGS_SHOW_OPTIONS, type SystemSettingCategory } from '@clearline/shared';
import { SettingsCategoryForm } from './SettingsCategoryForm';
import { categoryIntro } from './TenantSettingsPage';

/** /system-settings: the same form style for the system-level settings (MFA override, lockout, sessions, uploads, support). */
const SystemSettingsPage = () => {
  const [category, setCategory] = useState<SystemSettingCategory>('SECURITY');
  const label = SYSTEM_SETTINGS_SHOW_OPTIONS.find((o) => o.category === category)!.label;
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={SETTINGS_MESSAGES.systemSettingsTitle} />
      <CardContent>
        <TextField
          select
          size="small"
          label={SETTINGS_MESSAGES.show}
          value={category}
          onChange={(e) => setCategory(e.target.value as SystemSettingCategory)}
          sx={{ minWidth: 280, mb: 2 }}
          slotProps={{ select: { inputProps: { 'aria-label': SETTINGS_MESSAGES.show } } }}
        >
          {SYSTEM_SETTINGS_SHOW_OPTIONS.map((o) => (
            <MenuItem key={o.category} value={o.category}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body1" sx={{ mb: 2 }}>
          {categoryIntro(category, label)}
        </Typography>
        <SettingsCategoryForm key={category} scope="system" category={category} />
      </CardContent>
    </Card>
  );
};

export default SystemSettingsPage;
