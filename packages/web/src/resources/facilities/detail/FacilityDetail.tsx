import { Link as RouterLink, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ResourceContextProvider, Title, useGetOne } from 'react-admin';
import { FACILITY_MESSAGES, FACILITY_TABS } from '@clearline/shared/messages-people';
import { FACILITY_STATE } from '@clearline/shared/facilities';
import type { Schema } from '../../../api/client';
import { LoadState } from '../../../lib/LoadState';
import { BulkActions } from './BulkActions';
import { ChangeConditionsTab } from './tabs/ChangeConditionsTab';
import { FacilityDetailsTab } from './tabs/FacilityDetailsTab';
import { FacilityDocumentsTab } from './tabs/FacilityDocumentsTab';
import { InspectionsTab } from './tabs/InspectionsTab';
import { NotesTab } from './tabs/NotesTab';
import { OpenActionsTab } from './tabs/OpenActionsTab';
import { PortalDownloadsTab } from './tabs/PortalDownloadsTab';
import { SecurityEnhancementTab } from './tabs/SecurityEnhancementTab';
import { WorkflowRetriesTab } from './tabs/WorkflowRetriesTab';
import { FacilityStateActions } from './FacilityStateActions';

const STATE_COLOR = { ENABLED: 'success', DISABLED: 'default', DEACTIVATED: 'warning' } as const;

type Facility = Schema<'FacilityView'>;
type TabPath = keyof typeof FACILITY_TABS;

const TAB_PATHS = Object.keys(FACILITY_TABS) as TabPath[];

/** The tab a path under /facilities/{id}/ belongs to (sub-routes keep their tab highlighted). */
export function facilityTabOf(pathname: string, id: string): TabPath {
  const first = (pathname.split(`/facilities/${id}/`)[1] ?? '').split('/')[0];
  return (TAB_PATHS as string[]).includes(first) ? (first as TabPath) : 'openActions';
}

/**
 * /facilities/{id}/*: the facility's header and the tabs of spec 03 §2 ("Facility Details");
 * /facilities/{id} opens the Open Actions tab.
 */
export const FacilityDetail = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const facility = useGetOne<Facility>('facilities', { id });
  const current = facilityTabOf(pathname, id);

  return (
    <ResourceContextProvider value="facilities">
      <Title title={FACILITY_MESSAGES.editTitle} />
      <Box sx={{ mt: 1 }}>
        {facility.data ? (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h5" component="h1">
                {facility.data.facilityName}
              </Typography>
              {facility.data.facilityCode && (
                <Typography variant="body2" color="text.secondary">
                  CAGE {facility.data.facilityCode}
                </Typography>
              )}
              <Chip
                size="small"
                label={FACILITY_STATE[facility.data.facilityState]}
                color={STATE_COLOR[facility.data.facilityState]}
                variant={facility.data.facilityState === 'ENABLED' ? 'outlined' : 'filled'}
              />
              {facility.data.hostFacility && <Chip size="small" label="Host Facility" variant="outlined" />}
              <FacilityStateActions facility={facility.data} />
              <BulkActions facility={facility.data} />
            </Stack>
            <Tabs
              value={current}
              variant="scrollable"
              scrollButtons="auto"
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
              aria-label={FACILITY_MESSAGES.editTitle}
            >
              {TAB_PATHS.map((t) => (
                <Tab key={t} value={t} label={FACILITY_TABS[t]} component={RouterLink} to={`/facilities/${id}/${t}`} />
              ))}
            </Tabs>
            <Routes>
              <Route index element={<Navigate to="openActions" replace />} />
              <Route path="openActions/*" element={<OpenActionsTab facilityId={id} />} />
              <Route path="workflowRetries/*" element={<WorkflowRetriesTab facilityId={id} />} />
              <Route path="changeConditions/*" element={<ChangeConditionsTab facilityId={id} />} />
              <Route path="notes/*" element={<NotesTab facilityId={id} />} />
              <Route path="facilityDocuments/*" element={<FacilityDocumentsTab facilityId={id} />} />
              <Route path="inspections/*" element={<InspectionsTab facilityId={id} />} />
              <Route path="securityEnhancement/*" element={<SecurityEnhancementTab facilityId={id} />} />
              <Route path="portalDownloads/*" element={<PortalDownloadsTab facilityId={id} />} />
              <Route path="facilityDetails/*" element={<FacilityDetailsTab />} />
              <Route path="*" element={<Navigate to="openActions" replace />} />
            </Routes>
          </>
        ) : (
          <LoadState isPending={facility.isPending} error={facility.error} />
        )}
      </Box>
    </ResourceContextProvider>
  );
};

export default FacilityDetail;
