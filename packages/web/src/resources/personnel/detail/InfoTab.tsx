import { PERSONNEL_WIZARD } from '@clearline/shared/messages-people';
import { personnelApi } from '../api';
import { automobileBody, biographicBody, contactsBody, employmentBody, physicalBody } from '../payload';
import { AutomobileInputs } from '../sections/AutomobileInputs';
import { BiographicInputs } from '../sections/BiographicInputs';
import { ContactInputs } from '../sections/ContactInputs';
import { EmploymentInputs } from '../sections/EmploymentInputs';
import { PhysicalInputs } from '../sections/PhysicalInputs';
import type { Personnel } from '../types';
import { useGranted } from '../../../lib/useGranted';
import { DocumentsCard } from './DocumentsCard';
import { PhotoCard } from './PhotoCard';
import { SectionCard } from './SectionCard';

type Values = Record<string, unknown>;
const [BIOGRAPHIC, CONTACT, EMPLOYMENT, PHYSICAL, AUTOMOBILE] = PERSONNEL_WIZARD.steps;

/**
 * Personal Info: the profile photo, the wizard's sections (viewable and editable one at a time; the SSN can
 * be shown or hidden, the whole number through the audited reveal) and, in place of the wizard's list of
 * every document title, the person's required and uploaded documents with their files.
 */
export const InfoTab = ({ person }: { person: Personnel }) => {
  const canEdit = useGranted('PERSONNEL', 'UPDATE');
  const reveal = person.canRevealSsn ? () => personnelApi.revealSsn(person.id).then((r) => r.ssn) : undefined;
  const revealPssn = person.canRevealSsn ? () => personnelApi.revealPssn(person.id).then((r) => r.pssn) : undefined;
  const sections: Array<{ title: string; save: (p: Personnel, v: Values) => Promise<Personnel>; inputs: React.ReactNode }> = [
    {
      title: BIOGRAPHIC,
      save: (p, v) => personnelApi.saveBiographic(p.id, biographicBody(v)),
      inputs: <BiographicInputs onRevealSsn={reveal} onRevealPssn={revealPssn} />,
    },
    {
      title: CONTACT,
      save: (p, v) => personnelApi.saveContacts(p.id, contactsBody(v.personnelContacts as Values[])),
      inputs: <ContactInputs />,
    },
    {
      title: EMPLOYMENT,
      save: (p, v) => personnelApi.saveEmployment(p.id, employmentBody(v)),
      inputs: <EmploymentInputs selfId={person.id} />,
    },
    { title: PHYSICAL, save: (p, v) => personnelApi.savePhysical(p.id, physicalBody(v)), inputs: <PhysicalInputs /> },
    { title: AUTOMOBILE, save: (p, v) => personnelApi.saveAutomobile(p.id, automobileBody(v)), inputs: <AutomobileInputs /> },
  ];
  return (
    <>
      <PhotoCard person={person} canEdit={canEdit} />
      {sections.map((s) => (
        <SectionCard key={s.title} title={s.title} person={person} canEdit={canEdit} save={s.save} defaultExpanded={s.title === BIOGRAPHIC}>
          {s.inputs}
        </SectionCard>
      ))}
      <DocumentsCard person={person} />
    </>
  );
};
