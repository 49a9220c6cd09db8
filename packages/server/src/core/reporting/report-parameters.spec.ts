import { type ReportParameter, dateRangeParameters, withinDaysParameter } from './report-definition';
import { validateReportParameters } from './report-parameters';

const declared: ReportParameter[] = [
  { name: 'facilityId', label: 'Facility', kind: 'facility', required: true },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: [
      { value: 'A', label: 'Active' },
      { value: 'B', label: 'Inactive' },
    ],
  },
  {
    name: 'levels',
    label: 'Levels',
    kind: 'select',
    multiple: true,
    options: [
      { value: 'S', label: 'Secret' },
      { value: 'TS', label: 'Top Secret' },
    ],
  },
  ...dateRangeParameters(),
  withinDaysParameter('Within (days)', 30),
  { name: 'name', label: 'Name', kind: 'text', maxLength: 5 },
  { name: 'flag', label: 'Flag', kind: 'boolean' },
  { name: 'asOf', label: 'As Of', kind: 'date', default: 'today' },
];
const FAC = '6f1c7c1e-3c38-4d1e-9d61-0b7d8c0f9e11';

describe('report parameters', () => {
  it('accepts good values and fills defaults', () => {
    const r = validateReportParameters(
      declared,
      {
        facilityId: FAC,
        status: 'A',
        levels: ['S', 'TS'],
        startDate: '2025-01-01',
        endDate: '2025-01-31',
        withinDays: '10',
        name: ' ab ',
        flag: true,
      },
      '2025-05-05',
    );
    expect(r).toEqual({
      params: {
        facilityId: FAC,
        status: 'A',
        levels: ['S', 'TS'],
        startDate: '2025-01-01',
        endDate: '2025-01-31',
        withinDays: 10,
        name: 'ab',
        flag: true,
        asOf: '2025-05-05',
      },
    });
    const defaults = validateReportParameters(declared, { facilityId: FAC }, '2025-05-05');
    expect(defaults).toMatchObject({ params: { withinDays: 30, status: null, startDate: null, asOf: '2025-05-05' } });
  });

  it('names every problem', () => {
    const r = validateReportParameters(
      declared,
      {
        status: 'X',
        levels: 'S',
        startDate: '2025-02-30',
        endDate: '2025-01-01',
        withinDays: 5000,
        name: 'toolong',
        flag: 'yes',
        extra: 1,
      },
      '2025-05-05',
    );
    expect('errors' in r && r.errors).toEqual([
      'Unknown parameter "extra". Parameters of this report: facilityId, status, levels, startDate, endDate, withinDays, name, flag, asOf',
      'Facility is required',
      'Status must be one of A, B',
      'Start Date: Invalid Date',
      'Within (days) must be a whole number from 0 to 3650',
      'Name must be at most 5 characters',
      'Flag must be true or false',
    ]);
    const order = validateReportParameters(declared, { facilityId: FAC, startDate: '2025-02-01', endDate: '2025-01-01' }, '2025-05-05');
    expect(order).toEqual({ errors: ['End Date must be after Start Date'] });
    expect(validateReportParameters(declared, [1], '2025-05-05')).toEqual({ errors: ['parameters must be an object'] });
    expect(validateReportParameters(declared, { facilityId: 'nope' }, '2025-05-05')).toEqual({
      errors: ['Facility must be a facility id'],
    });
  });
});
