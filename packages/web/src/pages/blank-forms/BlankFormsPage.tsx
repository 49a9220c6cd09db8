import { Alert, Card, CardContent, CircularProgress, Link, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { useQuery } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { PLATFORM_MESSAGES } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { api, dataOf, type Schema } from '../../api/client';
import { downloadDocument } from '../../components/upload';
import { tenantToday } from '../../lib/dates';

/** A download link of tenant master data (spec 03 §3). */
type DownloadLink = Schema<'DownloadLinkDto'>;

/** Links still offered today: active and not past their valid-until date. */
export const currentForms = (links: DownloadLink[], today = tenantToday()) =>
  links.filter((l) => l.sectionName === 'BLANK_FORM' && l.isActive !== false && (!l.validUntilDate || l.validUntilDate >= today));

/** /blank-forms: the download links of section BLANK_FORM, as links (a file downloads, an address opens). */
const BlankFormsPage = () => {
  const notify = useNotify();
  const { data, isPending, isError } = useQuery({
    queryKey: ['blank-forms'],
    queryFn: async () =>
      dataOf(await api.GET('/api/v1/tenant-master-data/downloads', { params: { query: { sectionName: 'BLANK_FORM' } } })),
  });
  const forms = currentForms(data ?? []);
  return (
    <Card sx={{ mt: 1, maxWidth: 900 }}>
      <Title title={PLATFORM_MESSAGES.blankFormsTitle} />
      <CardContent>
        {isPending ? (
          <CircularProgress aria-label="Loading" />
        ) : isError ? (
          <Alert severity="error">{MESSAGES.fetchError}</Alert>
        ) : !forms.length ? (
          <Typography>{PLATFORM_MESSAGES.noBlankForms}</Typography>
        ) : (
          <List aria-label={PLATFORM_MESSAGES.blankFormsTitle}>
            {forms.map((f) => (
              <ListItem key={f.id} disableGutters>
                <ListItemIcon>
                  <DescriptionIcon />
                </ListItemIcon>
                <ListItemText
                  primary={
                    f.filePath ? (
                      <Link
                        component="button"
                        onClick={async () => {
                          const r = await downloadDocument(f.filePath!, f.fileName ?? f.prettyName);
                          notify(r.message, { type: r.ok ? 'success' : 'error' });
                        }}
                      >
                        {f.prettyName}
                      </Link>
                    ) : (
                      <Link href={f.url ?? undefined} target="_blank" rel="noopener noreferrer">
                        {f.prettyName}
                      </Link>
                    )
                  }
                  secondary={f.fileName ?? undefined}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};

export default BlankFormsPage;
