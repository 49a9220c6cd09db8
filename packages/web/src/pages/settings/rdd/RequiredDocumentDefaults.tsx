import { useState } from 'react';
import { Box, Button, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { DataTable, useCanAccess, useRecordContext, useRefresh } from 'react-admin';
import { RDD_MESSAGES, type RddKind } from '@clearline/shared';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { ListTable } from '../../../components/ListTable';
import { fetchOptions, kindLabel, optionLabel, optionTypeLabel, RDD_TABS, rddResource, type Rdd } from './rdd';
import { RddDialog } from './RddDialog';
import { formatDate } from '../../../lib/dates';

const Col = DataTable.Col<Rdd>;
const C = RDD_MESSAGES.columns;

/** Row action "Detail": opens the dialog on the row. */
const DetailButton = ({ onOpen }: { onOpen: (r: Rdd) => void }) => {
  const record = useRecordContext<Rdd>();
  if (!record) return null;
  return (
    <Button
      size="small"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(record);
      }}
    >
      {RDD_MESSAGES.detail}
    </Button>
  );
};

const RddTable = ({ kind, onDetail }: { kind: RddKind; onDetail: (r: Rdd) => void }) => {
  const type = kindLabel(kind);
  const access = useQuery({
    queryKey: ['rdd-options', 'ACCESS_TYPE'],
    queryFn: () => fetchOptions('ACCESS_TYPE'),
    enabled: kind === 'personnel',
  });
  return (
    <ListTable
      resource={rddResource(kind)}
      disableSyncWithLocation
      actions={false}
      title={false}
      storeKey={`rdd.${kind}`}
      sort={{ field: 'updatedDate', order: 'DESC' }}
      rowActions={
        <>
          <DetailButton onOpen={onDetail} />
          <DeleteRowButton successMessage={RDD_MESSAGES.deleted(type)} errorMessage={RDD_MESSAGES.deleteFailed(type)} />
        </>
      }
      dataTableProps={{ rowClick: false, bulkActionButtons: false }}
    >
      {kind === 'cmmc' ? (
        <Col source="cmmcLevel" label={C.cmmcLevel} render={(r) => optionLabel('CMMC_LEVEL', r.cmmcLevel)} />
      ) : (
        [
          <Col key="t" source="optionType" label={C.optionType} render={(r) => optionTypeLabel(r.optionType ?? '')} />,
          <Col key="o" source="option" label={C.option} render={(r) => optionLabel(r.optionType, r.option, access.data)} />,
        ]
      )}
      <Col label={C.title} disableSort render={(r) => r.requiredDocumentTitles.join(', ')} />
      <Col source="updatedDate" label={C.updatedDate} render={(r) => formatDate(r.updatedDate)} />
    </ListTable>
  );
};

/** The Required Documents Default section: PERSONNEL, FACILITY and CMMC tabs, each with its table and dialog. */
export const RequiredDocumentDefaults = () => {
  const [tab, setTab] = useState(0);
  const [dialog, setDialog] = useState<{ open: boolean; record?: Rdd }>({ open: false });
  const refresh = useRefresh();
  const kind = RDD_TABS[tab].kind;
  const { canAccess: canAdd } = useCanAccess({ resource: rddResource(kind), action: 'create' });
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {RDD_MESSAGES.sectionTitle}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label={RDD_MESSAGES.sectionTitle}>
          {RDD_TABS.map((t) => (
            <Tab key={t.kind} label={t.tab} />
          ))}
        </Tabs>
        {canAdd && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setDialog({ open: true })}>
            {RDD_MESSAGES.addButton}
          </Button>
        )}
      </Box>
      <RddTable key={kind} kind={kind} onDetail={(record) => setDialog({ open: true, record })} />
      <RddDialog kind={kind} open={dialog.open} record={dialog.record} onClose={() => setDialog({ open: false })} onSaved={refresh} />
    </Box>
  );
};
