import { Typography } from '@mui/material';
import { LOGIN_LABELS } from '@clearline/shared';
import { PRIVACY_POLICY } from './privacyPolicy';

/** The privacy-policy view of /login (readable without signing in). */
export const PrivacyPolicyView = () => (
  <>
    <Typography variant="h6" component="h2" gutterBottom>
      {LOGIN_LABELS.privacyPolicy}
    </Typography>
    {PRIVACY_POLICY.map(([heading, text]) => (
      <div key={heading}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1.5 }}>
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </div>
    ))}
  </>
);
