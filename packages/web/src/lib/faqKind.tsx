import { DataTable, FunctionField } from 'react-admin';
import {
  DEFAULT_FAQ_SECTION,
  FAQ_MESSAGES,
  FAQ_SECTIONS,
  labelOf,
  MASTER_DATA_ITEMS,
  SYSTEM_MASTER_DATA_KINDS,
  TEXT_LIMITS,
} from '@clearline/shared';
import type { Schema } from '../api/client';
import { ChoiceArrayInput, ChoiceInput, LimitedTextInput } from '../components/inputs';
import { useRoleChoices } from './choices';
import { DialogList, masterDataResource, type MasterDataKind } from './master-data';

const L = FAQ_MESSAGES.labels;
const Col = DataTable.Col;
type Faq = Schema<'FaqDto'>;

const resources = {
  SYSTEM: masterDataResource({ name: 'system-faqs', apiPath: 'system-master-data/faq', module: 'MASTER_DATA', one: 'FAQ', many: 'FAQs' }),
  TENANT: masterDataResource({ name: 'tenant-faqs', apiPath: 'tenant-master-data/faq', module: 'TENANT_MASTER', one: 'FAQ', many: 'FAQs' }),
};

/** Allowed roles: role ids (system roles only on the provider's FAQs); none chosen means everyone. */
const RolesInput = ({ systemOnly }: { systemOnly: boolean }) => {
  const roles = useRoleChoices('id', systemOnly);
  return (
    <ChoiceArrayInput
      source="allowedRoles"
      label={L.allowedRoles}
      options={roles.data ?? []}
      isPending={roles.isPending}
      helperText={FAQ_MESSAGES.everyone}
    />
  );
};

/**
 * The FAQs kind of a master data page (spec 03 §3, §5): section (CONTRACT on add), question, answer (at most
 * 4000 characters) and allowed roles. Its delete takes two clicks (spec 03 §2 "Other").
 */
export const faqKind = (level: 'SYSTEM' | 'TENANT'): MasterDataKind => ({
  key: 'faqs',
  label: SYSTEM_MASTER_DATA_KINDS.faqs,
  render: () => (
    <DialogList
      resource={resources[level]}
      item={MASTER_DATA_ITEMS.faq}
      deleteMode="twoClick"
      sort={{ field: 'sectionName', order: 'ASC' }}
      defaults={{ sectionName: DEFAULT_FAQ_SECTION, allowedRoles: [] }}
      toForm={(r) => ({
        sectionName: r.sectionName,
        question: r.question,
        answer: r.answer,
        allowedRoles: r.allowedRoles,
        version: r.version,
      })}
      wide
      columns={
        <>
          <Col source="sectionName" label={L.sectionName} render={(r: Faq) => labelOf(FAQ_SECTIONS, r.sectionName)} />
          <Col source="question" label={L.question} />
          <Col source="answer" label={L.answer} disableSort>
            <FunctionField<Faq> render={(r) => (r.answer.length > 120 ? `${r.answer.slice(0, 120)}…` : r.answer)} />
          </Col>
          <Col source="allowedRoleNames" label={L.allowedRoles} disableSort>
            <FunctionField<Faq> render={(r) => (r.allowedRoleNames.length ? r.allowedRoleNames.join(', ') : FAQ_MESSAGES.everyone)} />
          </Col>
        </>
      }
      inputs={
        <>
          <ChoiceInput source="sectionName" label={L.sectionName} options={FAQ_SECTIONS} required />
          <LimitedTextInput source="question" label={L.question} required />
          <LimitedTextInput source="answer" label={L.answer} required multiline max={TEXT_LIMITS.faqAnswer} />
          <RolesInput systemOnly={level === 'SYSTEM'} />
        </>
      }
    />
  ),
});
