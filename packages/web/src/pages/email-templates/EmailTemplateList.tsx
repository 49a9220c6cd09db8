import { Chip } from '@mui/material';
import { DataTable } from 'react-admin';
import { EMAIL_TEMPLATE_MESSAGES as M } from '@clearline/shared';
import { ListTable } from '../../components/ListTable';
import { formatDateTime } from '../../lib/dates';
import { registerResourceModule } from '../../providers/access';
import { registerResourceName } from '../../providers/i18nProvider';
import type { EmailTemplateSummary } from './emailTemplatesApi';

export const EMAIL_TEMPLATES_RESOURCE = 'email-templates';
registerResourceModule(EMAIL_TEMPLATES_RESOURCE, 'MASTER_DATA');
registerResourceName(EMAIL_TEMPLATES_RESOURCE, 'e-mail template', 'e-mail templates');

const Col = DataTable.Col<EmailTemplateSummary>;

/** /email-templates (MASTER_DATA): every e-mail the product sends, by name; a row opens the editor. */
const EmailTemplateList = () => (
  <ListTable
    resource={EMAIL_TEMPLATES_RESOURCE}
    title={M.pageTitle}
    empty={false}
    sort={{ field: 'name', order: 'ASC' }}
    dataTableProps={{ rowClick: (id) => `/email-templates/${id}`, bulkActionButtons: false }}
  >
    <Col source="name" label="Name" />
    <Col source="templateKey" label="Template Key" />
    <Col source="subject" label="Subject" />
    <Col source="description" label="Sent" disableSort />
    <Col
      source="attachmentCount"
      label="Attachments"
      disableSort
      render={(t) => (t.attachmentCount ? <Chip size="small" variant="outlined" label={t.attachmentCount} /> : '')}
    />
    <Col source="updatedAt" label="Last Changed" render={(t) => formatDateTime(t.updatedAt)} />
  </ListTable>
);

export default EmailTemplateList;
