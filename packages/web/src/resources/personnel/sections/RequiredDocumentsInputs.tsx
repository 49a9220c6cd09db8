import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { requiredDocumentTypesFor } from '@clearline/shared';
import { PERSONNEL_WIZARD } from '@clearline/shared/messages-people';
import { FlagInput } from '../../../components/inputs';

/** Required Documents: the personnel document titles in their order, each with a required toggle. */
export const RequiredDocumentsInputs = () => (
  <Table size="small" aria-label="Required Documents">
    <TableHead>
      <TableRow>
        <TableCell>Document Title</TableCell>
        <TableCell align="right">{PERSONNEL_WIZARD.required}</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {requiredDocumentTypesFor('PERSONNEL').map((t) => (
        <TableRow key={t.value} hover>
          <TableCell>{t.label}</TableCell>
          <TableCell align="right" sx={{ '& .MuiFormControlLabel-root': { m: 0 }, '& .MuiFormHelperText-root': { display: 'none' } }}>
            <FlagInput source={`requiredDocuments.${t.value}`} label={PERSONNEL_WIZARD.required} aria-label={`${t.label} required`} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
