import { Link as RouterLink } from 'react-router-dom';
import { Chip, Link, Stack, Tooltip } from '@mui/material';
import { DataTable, SelectInput } from 'react-admin';
import { choices, labelOf, EMPLOYMENT_STATUS, RISK_INDICATOR, type RiskIndicator, TERMINATION_MESSAGES as M } from '@clearline/shared';
import type { Schema } from '../../../api/client';
import { ListTable } from '../../../components/ListTable';
import { useFacilityChoices } from '../../../lib/facilityChoices';
import { registerResourceModule } from '../../../providers/access';
import { registerApiPath } from '../../../providers/dataProvider';
import { registerResourceName } from '../../../providers/i18nProvider';

type RiskRow = Schema<'PersonnelRiskView'>;

export const PERSONNEL_RISK_RESOURCE = 'personnel-risk';
registerApiPath(PERSONNEL_RISK_RESOURCE, 'personnel/risk');
registerResourceModule(PERSONNEL_RISK_RESOURCE, 'PERSONNEL');
registerResourceName(PERSONNEL_RISK_RESOURCE, 'person at risk', 'people at risk');

const Col = DataTable.Col<RiskRow>;

/** The colour of each indicator's chip: adverse and high-risk first. */
const COLOR: Record<RiskIndicator, 'error' | 'warning' | 'info'> = {
  HIGH_RISK_TERMINATION: 'error',
  CLEARANCE_ADVERSE: 'error',
  INVESTIGATION_OVERDUE: 'warning',
  CE_LAPSED: 'warning',
  MISSING_REQUIRED_DOCUMENTS: 'info',
};

const FacilityFilter = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const facilities = useFacilityChoices();
  return <SelectInput {...props} choices={facilities.data ?? []} emptyText="All" sx={{ minWidth: 220 }} />;
};

const filters = [
  <SelectInput
    key="indicator"
    source="indicator"
    label="Indicator"
    choices={choices(RISK_INDICATOR)}
    alwaysOn
    emptyText="All"
    sx={{ minWidth: 260 }}
  />,
  <FacilityFilter key="facilityId" source="facilityId" label="Facility" alwaysOn />,
];

/**
 * /personnel/personnel-risk: the people an FSO looks at before an inspection, with the reasons as chips
 * (hover for the particulars); a name opens the person's record.
 */
export const PersonnelRiskPage = () => (
  <ListTable
    resource={PERSONNEL_RISK_RESOURCE}
    title={M.riskTitle}
    empty={false}
    sort={{ field: 'indicatorCount', order: 'DESC' }}
    extraFilters={filters}
    dataTableProps={{ rowClick: false, bulkActionButtons: false }}
  >
    <Col
      source="personnelName"
      label="Name"
      render={(r) => (
        <Link component={RouterLink} to={`/personnel/${r.personnelId}/info`}>
          {r.personnelName}
        </Link>
      )}
    />
    <Col source="employeeId" label="Employee ID" />
    <Col source="employmentStatus" label="Employment Status" disableSort render={(r) => labelOf(EMPLOYMENT_STATUS, r.employmentStatus)} />
    <Col
      source="indicatorCount"
      label="Reasons"
      render={(r) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {r.reasons.map((reason) => (
            <Tooltip key={reason.indicator} title={reason.detail}>
              <Chip size="small" color={COLOR[reason.indicator as RiskIndicator] ?? 'default'} label={reason.label} />
            </Tooltip>
          ))}
        </Stack>
      )}
    />
    <Col
      source="reasons"
      label="Details"
      disableSort
      render={(r) => (
        <Stack>
          {r.reasons.map((reason) => (
            <span key={reason.indicator}>{reason.detail}</span>
          ))}
        </Stack>
      )}
    />
  </ListTable>
);

export default PersonnelRiskPage;
