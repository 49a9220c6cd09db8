import { Button, Chip, Link } from '@mui/material';
import { DataTable, useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { DOWNLOAD_MESSAGES as D, DOWNLOAD_SECTION_LABELS, FACILITY_DETAIL_MESSAGES as M, labelOf, roleLabel } from '@clearline/shared';
import { downloadDocument } from '../../../../components/upload';
import { DateCol } from '../../../../lib/DateCol';
import { DetailTable } from './DetailTable';
import { facilityDetailApi, type PortalDownload } from './facilityDetailApi';

/**
 * Portal Downloads tab: the download links offered today to the facility's people (for every facility or naming this
 * one), with the roles that see them; links are managed in Tenant Master Data.
 */
export const PortalDownloadsTab = ({ facilityId }: { facilityId: string }) => {
  const q = useQuery({
    queryKey: ['facilities', facilityId, 'portal-downloads'],
    queryFn: () => facilityDetailApi.portalDownloads(facilityId),
  });
  const notify = useNotify();
  const Col = DataTable.Col<PortalDownload>;
  return (
    <DetailTable title="Portal Downloads" rows={q.data} isPending={q.isPending} error={q.error} empty={M.noPortalDownloads}>
      <Col source="sectionName" label={D.labels.sectionName} render={(r) => labelOf(DOWNLOAD_SECTION_LABELS, r.sectionName)} />
      <Col source="prettyName" label={D.labels.prettyName} />
      <Col source="description" label={D.labels.description} disableSort />
      <Col
        source="allowedFacilities"
        label="Offered To"
        disableSort
        render={(r) => <Chip size="small" variant="outlined" label={r.allowedFacilities.length ? 'This Facility' : D.allFacilities} />}
      />
      <Col
        source="allowedRoles"
        label={D.labels.allowedRoles}
        disableSort
        render={(r) => (r.allowedRoles.length ? r.allowedRoles.map(roleLabel).join(', ') : D.allRoles)}
      />
      <DateCol source="validUntilDate" label={D.labels.validUntilDate} />
      <Col
        label="File"
        disableSort
        align="right"
        render={(r) =>
          r.filePath ? (
            <Button
              size="small"
              sx={{ textTransform: 'none' }}
              onClick={async () => {
                const res = await downloadDocument(r.filePath!, r.fileName ?? r.prettyName);
                notify(res.message, { type: res.ok ? 'success' : 'error' });
              }}
            >
              {r.fileName ?? 'Download'}
            </Button>
          ) : r.url ? (
            <Link href={r.url} target="_blank" rel="noopener noreferrer">
              {D.labels.url}
            </Link>
          ) : null
        }
      />
    </DetailTable>
  );
};
