import { useParams, useNavigate } from 'react-router-dom';
import { Box, Card, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SaveButton, SimpleForm, Title, Toolbar, useNotify } from 'react-admin';
import { BASIC_CLEARANCE_LEVEL, CAGE_CODE_PATTERN, SUBCONTRACTOR_STATUS } from '@clearline/shared';
import { CONTRACT_MESSAGES } from '@clearline/shared/contracts';
import { api, dataOf } from '../../api/client';
import { useCsaChoices } from '../../lib/csaChoices';
import { AddressInputs, ChoiceInput, DateInput, FlagInput, LimitedTextInput, PhoneInput } from '../../components/inputs';
import { inlineError, type FieldValidator } from '../../components/inputs/validators';
import { LoadState } from '../../lib/LoadState';
import { failureMessage } from '../../lib/feedback';
import { subcontractorBody } from './contractForm';

const cageField: FieldValidator = (value) =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && CAGE_CODE_PATTERN.test(value.trim()))
    ? undefined
    : inlineError('CAGE Code must be 5 letters or digits');

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

/**
 * /contracts/{id}/contract-info/subcontractor/add ('Add New Subcontractor') and
 * /contracts/{id}/contract-info/subcontractor/{subcontractorId} ('Edit Subcontractor').
 */
export const SubcontractorPage = () => {
  const { id = '', subcontractorId } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = subcontractorId ? CONTRACT_MESSAGES.editSubcontractorTitle : CONTRACT_MESSAGES.addSubcontractorTitle;
  const offices = useCsaChoices();
  const existing = useQuery({
    queryKey: ['contracts', id, 'subcontractor', subcontractorId],
    queryFn: async () =>
      dataOf(await api.GET('/api/v1/contracts/{id}/subcontractor/{sid}', { params: { path: { id, sid: subcontractorId! } } })),
    enabled: !!subcontractorId,
  });
  const back = () => navigate(`/contracts/${id}/contract-info`);
  const save = async (values: Record<string, unknown>) => {
    const body = subcontractorBody(values) as never;
    try {
      const saved = subcontractorId
        ? dataOf(await api.PUT('/api/v1/contracts/{id}/subcontractor/{sid}', { params: { path: { id, sid: subcontractorId } }, body }))
        : dataOf(await api.POST('/api/v1/contracts/{id}/subcontractor/add', { params: { path: { id } }, body }));
      notify(
        subcontractorId
          ? CONTRACT_MESSAGES.subcontractorUpdated(saved.subcontractorName)
          : CONTRACT_MESSAGES.subcontractorAdded(saved.subcontractorName),
        { type: 'success' },
      );
      await queryClient.invalidateQueries({ queryKey: ['contracts'] });
      back();
    } catch (error) {
      notify(failureMessage(error, subcontractorId ? 'Failed To Update Subcontractor' : 'Failed To Add Subcontractor'), { type: 'error' });
    }
  };
  if (subcontractorId && !existing.data) return <LoadState isPending={existing.isPending} error={existing.error} />;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={title} />
      <Card variant="outlined">
        <SimpleForm
          record={
            existing.data ?? {
              countryId: 236,
              facilityClearanceLevel: 'SECRET',
              safeguardingLevel: 'NONE',
              status: 'ACTIVE',
              dd254Issued: false,
            }
          }
          onSubmit={save}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable={!!subcontractorId} />
            </Toolbar>
          }
        >
          <Box sx={{ width: '100%' }}>
            <Box sx={grid}>
              <LimitedTextInput source="subcontractorName" label="Subcontractor Name" required />
              <LimitedTextInput source="cageCode" label="CAGE Code" validate={cageField} helperText="Five letters or digits" />
              <LimitedTextInput source="subcontractNumber" label="Subcontract Number" />
              <ChoiceInput source="status" label="Subcontractor Status" options={SUBCONTRACTOR_STATUS} />
              <ChoiceInput source="facilityClearanceLevel" label="Facility Clearance Level" options={BASIC_CLEARANCE_LEVEL} />
              <ChoiceInput source="safeguardingLevel" label="Safeguarding Level" options={BASIC_CLEARANCE_LEVEL} />
              <ChoiceInput source="cognizantSecurityOfficeId" label="Cognizant Security Office" options={offices.data ?? []} />
              <Box />
              <DateInput source="popStartDate" label="Period of Performance Start" />
              <DateInput
                source="popEndDate"
                label="Period of Performance End"
                minSource="popStartDate"
                minLabel="Period of Performance Start"
              />
            </Box>
            <AddressInputs zipLabel="Subcontractor" />
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              Point of Contact
            </Typography>
            <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
              <LimitedTextInput source="pocName" label="POC Name" />
              <LimitedTextInput source="pocEmail" label="POC Email" type="email" />
              <PhoneInput source="pocPhone" label="POC Phone" />
            </Box>
            <Box sx={{ display: 'flex', gap: 4, alignItems: 'center' }}>
              <Box sx={{ minWidth: 180, whiteSpace: 'nowrap' }}>
                <FlagInput source="dd254Issued" label="DD254 Issued" />
              </Box>
              <DateInput source="dd254IssuedDate" label="DD254 Issued Date" />
            </Box>
          </Box>
        </SimpleForm>
      </Card>
    </Box>
  );
};

export default SubcontractorPage;
