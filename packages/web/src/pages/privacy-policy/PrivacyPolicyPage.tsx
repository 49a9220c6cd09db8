import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { PLATFORM_MESSAGES } from '@clearline/shared';
import { PRIVACY_POLICY } from '../login/privacyPolicy';

/** /privacy-policy inside the application (the same text as the login page's privacy view). */
const PrivacyPolicyPage = () => (
  <Card sx={{ mt: 1, maxWidth: 900 }}>
    <Title title={PLATFORM_MESSAGES.privacyPolicyTitle} />
    <CardContent>
      {PRIVACY_POLICY.map(([heading, text]) => (
        <section key={heading}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {heading}
          </Typography>
          <Typography variant="body1" color="text.secondary">
            {text}
          </Typography>
        </section>
      ))}
    </CardContent>
  </Card>
);

export default PrivacyPolicyPage;
