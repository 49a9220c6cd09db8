import { Conditions, defineReport } from '../../../core/reporting/report-definition';

/** Every tenant (a system-level report: it runs in the audited system scope). */
export const tenantsReport = defineReport({
  type: 'TENANTS',
  parameters: [
    {
      name: 'tenantType',
      label: 'Tenant Type',
      kind: 'select',
      options: ['SAAS', 'MSS', 'DEFAULT', 'SYSTEM'].map((v) => ({ value: v, label: v })),
    },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      options: [
        { value: 'ENABLED', label: 'Enabled' },
        { value: 'DISABLED', label: 'Disabled' },
        { value: 'CLOSED_OUT', label: 'Closed Out' },
      ],
    },
  ],
  columns: [
    { header: 'Name', width: 28 },
    { header: 'Type', width: 8 },
    { header: 'Pay Tier', width: 14 },
    { header: 'Enabled', kind: 'boolean' },
    { header: 'Termination Date', kind: 'date' },
    { header: 'Managed By', width: 24 },
    { header: 'Contact Email', width: 26 },
    { header: 'City', width: 14 },
    { header: 'State', width: 6 },
    { header: 'Created', kind: 'date' },
  ],
  query(p) {
    const w = new Conditions().add('t.tenant_type = $?', p.tenantType);
    if (p.state === 'ENABLED') w.raw('t.enabled AND t.termination_date IS NULL');
    if (p.state === 'DISABLED') w.raw('NOT t.enabled');
    if (p.state === 'CLOSED_OUT') w.raw('t.termination_date IS NOT NULL');
    return {
      text: `SELECT t.name, t.tenant_type, t.pay_tier, t.enabled, to_char(t.termination_date, 'YYYY-MM-DD'), m.name,
                    t.contact_email, t.city, t.state, to_char(t.created_at, 'YYYY-MM-DD')
               FROM tenant t LEFT JOIN tenant m ON m.id = t.managing_tenant_id
               ${w.where()}
              ORDER BY lower(t.name)`,
      values: w.values,
    };
  },
});
