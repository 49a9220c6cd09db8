import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, SelectArrayInput, SelectInput, TopToolbar, useStore } from 'react-admin';
import { BASIC_CLEARANCE_LEVEL, choices, labelOf, VISIT_MESSAGES as M, VISIT_PAGE_TEXT as T, VISIT_STATUS } from '@clearline/shared';
import { ListTable } from '../../components/ListTable';
import type { Schema } from '../../api/client';
import { DateCol } from '../../lib/DateCol';
import { DateInput, ChoiceInput } from '../../components/inputs';
import { useFacilityChoices } from '../../lib/facilityChoices';
import { useGranted } from '../../lib/useGranted';
import { VisitStatusChip } from './VisitStatusChip';
import { KIND_MODULE, KIND_RESOURCE, LIST_KINDS, visitPath, type ListKind } from './visitKinds';

type Incoming = Schema<'IncomingVisitView'>;
type Outgoing = Schema<'OutgoingVisitView'>;

const AddButton = ({ kind }: { kind: ListKind }) => {
  const kindCreate = useGranted(KIND_MODULE[kind], 'CREATE');
  const visitsCreate = useGranted('VISITS', 'CREATE');
  if (!kindCreate || !visitsCreate) return null;
  return (
    <Button component={RouterLink} to={`/visits/${kind.toLowerCase()}/add`} variant="contained" size="small" startIcon={<AddIcon />}>
      {kind === 'INCOMING' ? M.addIncomingTitle : M.addOutgoingTitle}
    </Button>
  );
};

const YES_NO = [
  { id: true, name: 'Yes' },
  { id: false, name: 'No' },
];

/**
 * Filters of a tab: status, facility and the days the visit covers on both; the facility visited (incoming),
 * the facility left from and permanent certifications (outgoing) when a dashboard link sets them.
 */
const useFilters = (kind: ListKind) => {
  const facilities = useFacilityChoices();
  const options = facilities.data ?? [];
  return [
    <SelectArrayInput
      key="visitStatus"
      source="visitStatus"
      label="Status"
      choices={choices(VISIT_STATUS)}
      alwaysOn
      sx={{ minWidth: 160 }}
    />,
    <ChoiceInput key="facilityId" source="facilityId" label="Facility" options={options} alwaysOn />,
    <DateInput key="endDate_gte" source="endDate_gte" label="Visiting From" alwaysOn />,
    <DateInput key="startDate_lte" source="startDate_lte" label="Visiting Until" alwaysOn />,
    <DateInput key="underWayInWeekOf" source="underWayInWeekOf" label={T.underWayInWeekOf} />,
    ...(kind === 'INCOMING'
      ? [<ChoiceInput key="toFacilityId" source="toFacilityId" label="Host Facility" options={options} />]
      : [
          <ChoiceInput key="fromFacilityId" source="fromFacilityId" label="Sending Facility" options={options} />,
          <SelectInput key="isPermCertification" source="isPermCertification" label="Permanent Certification" choices={YES_NO} />,
          <DateInput key="endDate_lte" source="endDate_lte" label="Ending By" />,
        ]),
  ];
};

const IncomingCol = DataTable.Col<Incoming>;
const OutgoingCol = DataTable.Col<Outgoing>;

const IncomingList = () => (
  <ListTable
    resource={KIND_RESOURCE.INCOMING}
    title={M.listTitle}
    sort={{ field: 'startDate', order: 'DESC' }}
    actions={
      <TopToolbar>
        <AddButton kind="INCOMING" />
      </TopToolbar>
    }
    empty={false}
    extraFilters={useFilters('INCOMING')}
    dataTableProps={{ rowClick: (id) => visitPath('INCOMING', String(id)), bulkActionButtons: false }}
  >
    <IncomingCol source="facilityName" label="Visitors' Organization" />
    <IncomingCol source="visitorCount" label="Visitors" disableSort />
    <IncomingCol source="toFacilityName" label="Host Facility" disableSort />
    <IncomingCol source="meetingContactName" label="Meeting Contact" disableSort />
    <DateCol source="startDate" label="Start" />
    <DateCol source="endDate" label="End" />
    <IncomingCol source="clearanceLevel" label="Clearance" render={(r) => labelOf(BASIC_CLEARANCE_LEVEL, r.clearanceLevel)} />
    <IncomingCol source="foreignVisitor" label="Foreign Visitor" render={(r) => (r.foreignVisitor ? 'Yes' : 'No')} />
    <IncomingCol source="visitStatus" label="Status" render={(r) => <VisitStatusChip status={r.visitStatus} />} />
  </ListTable>
);

const OutgoingList = () => (
  <ListTable
    resource={KIND_RESOURCE.OUTGOING}
    title={M.listTitle}
    sort={{ field: 'startDate', order: 'DESC' }}
    actions={
      <TopToolbar>
        <AddButton kind="OUTGOING" />
      </TopToolbar>
    }
    empty={false}
    extraFilters={useFilters('OUTGOING')}
    dataTableProps={{ rowClick: (id) => visitPath('OUTGOING', String(id)), bulkActionButtons: false }}
  >
    <OutgoingCol source="toFacilityName" label="Host Organization" />
    <OutgoingCol source="toCageCode" label="CAGE Code" disableSort />
    <OutgoingCol source="personnelCount" label="People" disableSort />
    <OutgoingCol source="requestedByName" label="Requested By" disableSort />
    <DateCol source="startDate" label="Start" />
    <DateCol source="endDate" label="End" />
    <OutgoingCol source="clearanceLevel" label="Clearance" render={(r) => labelOf(BASIC_CLEARANCE_LEVEL, r.clearanceLevel)} />
    <OutgoingCol source="isPermCertification" label="Permanent" render={(r) => (r.isPermCertification ? 'Yes' : 'No')} />
    <OutgoingCol source="visitStatus" label="Status" render={(r) => <VisitStatusChip status={r.visitStatus} />} />
  </ListTable>
);

/**
 * /visits: incoming and outgoing visits, one kind at a time under a tab (the filters carry over when
 * switching); `?kind=INCOMING` opens a tab from a link. A row opens the visit's visit-information tab.
 */
export const VisitList = () => {
  const [params] = useSearchParams();
  const [kind, setKind] = useStore<ListKind>('visits.kind', 'OUTGOING');
  const asked = params.get('kind');
  useEffect(() => {
    if (asked && (LIST_KINDS as string[]).includes(asked)) setKind(asked as ListKind);
  }, [asked, setKind]);
  const incoming = useGranted(KIND_MODULE.INCOMING, 'UI');
  const outgoing = useGranted(KIND_MODULE.OUTGOING, 'UI');
  const shown = kind === 'INCOMING' ? (incoming ? 'INCOMING' : 'OUTGOING') : outgoing ? 'OUTGOING' : 'INCOMING';
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {M.listTitle}
        </Typography>
      </Stack>
      <Tabs
        value={shown}
        onChange={(_e, v: ListKind) => setKind(v)}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
        aria-label={M.listTitle}
      >
        {outgoing && <Tab value="OUTGOING" label={T.outgoingTitle} />}
        {incoming && <Tab value="INCOMING" label={T.incomingTitle} />}
      </Tabs>
      {shown === 'INCOMING' ? <IncomingList key="incoming" /> : <OutgoingList key="outgoing" />}
    </Box>
  );
};

export default VisitList;
