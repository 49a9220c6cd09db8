import type { ReactNode } from 'react';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';
import type { RecordKind } from '../api';
import type { Badge, Clearance, Investigation } from '../types';
import {
  BADGE_FIELDS,
  CLEARANCE_FIELDS,
  investigationBody,
  POLYGRAPH_FIELDS,
  recordBody,
  SPECIAL_ACCESS_FIELDS,
  SPECIAL_ACCESS_FLAGS,
} from './recordBody';
import { BadgeInputs, ClearanceInputs, InvestigationInputs, PolygraphInputs, SpecialAccessInputs } from './RecordInputs';

type Values = Record<string, unknown>;

export interface RecordConfig {
  kind: RecordKind;
  /** Singular name in titles and toasts ("Clearance"). */
  label: string;
  /** Where Save and Cancel return to, under /personnel/{id}/. */
  back: string;
  /** The detail tab the record lives on (highlighted while its pages are open). */
  tab: 'clearances' | 'assignments';
  /** Route segment under the tab: clearances/{segment}/add. */
  segment: string;
  defaults: Values;
  body: (values: Values) => Values;
  /** The record's inputs; `loaded` is the record as it was loaded (absent when adding). */
  inputs: (personnelId: string, loaded?: unknown) => ReactNode;
  messages: { created: string; createFailed: string; updated: string; updateFailed: string; deleted: string; deleteFailed: string };
}

const messagesOf = (label: string) => ({
  created: PERSONNEL_MESSAGES.recordCreated(label),
  createFailed: PERSONNEL_MESSAGES.recordCreateFailed(label),
  updated: PERSONNEL_MESSAGES.recordUpdated(label),
  updateFailed: PERSONNEL_MESSAGES.recordUpdateFailed(label),
  deleted: PERSONNEL_MESSAGES.recordDeleted(label),
  deleteFailed: PERSONNEL_MESSAGES.recordDeleteFailed(label),
});

export const RECORD_CONFIGS: Record<RecordKind, RecordConfig> = {
  clearance: {
    kind: 'clearance',
    label: 'Clearance',
    back: 'clearances?tab=0',
    tab: 'clearances',
    segment: 'clearances/clearance',
    defaults: { pclStatus: 'IN_PROGRESS' },
    body: (v) => recordBody(v, CLEARANCE_FIELDS),
    inputs: (_id, loaded) => <ClearanceInputs loaded={loaded as Clearance | undefined} />,
    messages: messagesOf('Clearance'),
  },
  investigation: {
    kind: 'investigation',
    label: 'Investigation',
    back: 'clearances?tab=1',
    tab: 'clearances',
    segment: 'clearances/investigation',
    defaults: { isProcessCompleted: false, fingerprintRequired: false, sfRejectionDates: [] },
    body: investigationBody,
    inputs: (id, loaded) => <InvestigationInputs personnelId={id} loaded={loaded as Investigation | undefined} />,
    messages: {
      created: PERSONNEL_MESSAGES.investigationCreated,
      createFailed: PERSONNEL_MESSAGES.investigationCreateFailed,
      updated: PERSONNEL_MESSAGES.investigationUpdated,
      updateFailed: PERSONNEL_MESSAGES.investigationUpdateFailed,
      deleted: PERSONNEL_MESSAGES.recordDeleted('Investigation'),
      deleteFailed: PERSONNEL_MESSAGES.recordDeleteFailed('Investigation'),
    },
  },
  'special-access': {
    kind: 'special-access',
    label: 'Special Access',
    back: 'clearances?tab=2',
    tab: 'clearances',
    segment: 'clearances/special-access',
    defaults: { specialAccessStatus: 'PENDING', specialAccessBriefReminder: false },
    body: (v) => recordBody(v, SPECIAL_ACCESS_FIELDS, SPECIAL_ACCESS_FLAGS),
    inputs: () => <SpecialAccessInputs />,
    messages: messagesOf('Special Access'),
  },
  polygraph: {
    kind: 'polygraph',
    label: 'Polygraph',
    back: 'clearances?tab=3',
    tab: 'clearances',
    segment: 'clearances/polygraph',
    defaults: { polygraphStatus: 'SCHEDULED' },
    body: (v) => recordBody(v, POLYGRAPH_FIELDS),
    inputs: () => <PolygraphInputs />,
    messages: messagesOf('Polygraph'),
  },
  badge: {
    kind: 'badge',
    label: 'Badge',
    back: 'assignments',
    tab: 'assignments',
    segment: 'assignments/badge',
    defaults: { badgeStatus: 'PENDING' },
    body: (v) => recordBody(v, BADGE_FIELDS),
    inputs: (_id, loaded) => <BadgeInputs loaded={loaded as Badge | undefined} />,
    messages: messagesOf('Badge'),
  },
};
