import { INCOMING_VISIT_TABS, OUTGOING_VISIT_TABS } from '@clearline/shared';
import { AssignmentsTab } from '../AssignmentsTab';
import { VisitDocumentsTab } from '../VisitDocumentsTab';
import { VisitInformationTab } from '../VisitInformationTab';
import type { VisitTab } from '../VisitDetail';
import type { OutgoingVisit } from '../visitApi';

/** The tabs of an incoming visit: visit-information, documents. */
export const incomingTabs = (self: boolean): VisitTab[] => [
  {
    path: 'visit-information',
    label: INCOMING_VISIT_TABS['visit-information'],
    render: (v) => <VisitInformationTab kind="INCOMING" visit={v} self={self} />,
  },
  { path: 'documents', label: INCOMING_VISIT_TABS.documents, render: (v) => <VisitDocumentsTab kind="INCOMING" visit={v} self={self} /> },
];

/** The tabs of an outgoing visit: visit-information, assignments, documents. */
export const outgoingTabs = (self: boolean): VisitTab[] => [
  {
    path: 'visit-information',
    label: OUTGOING_VISIT_TABS['visit-information'],
    render: (v) => <VisitInformationTab kind="OUTGOING" visit={v} self={self} />,
  },
  {
    path: 'assignments',
    label: OUTGOING_VISIT_TABS.assignments,
    render: (v) => <AssignmentsTab visit={v as OutgoingVisit} self={self} />,
  },
  { path: 'documents', label: OUTGOING_VISIT_TABS.documents, render: (v) => <VisitDocumentsTab kind="OUTGOING" visit={v} self={self} /> },
];
