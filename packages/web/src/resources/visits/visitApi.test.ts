import { describe, expect, it } from 'vitest';
import { visitBody } from './visitApi';

describe('visit bodies', () => {
  it('an outgoing visit recorded by the office carries every field of the spec, switches as booleans', () => {
    const body = visitBody(
      'OUTGOING',
      {
        requestDate: '2026-03-02',
        toFacilityId: 'f2',
        toFacilityName: ' Acme ',
        startDate: '2026-03-10',
        permCertificationDuration: 'ONE_YEAR',
        meetingTPOC: { fullName: 'Pat Lee', email: '' },
        personnelCount: 2,
        version: 3,
      },
      false,
    );
    expect(body).toMatchObject({
      requestDate: '2026-03-02',
      toFacilityId: 'f2',
      toFacilityName: 'Acme',
      isPermCertification: false,
      permCertificationDuration: null,
      meetingTPOC: { fullName: 'Pat Lee', email: null, phone: null },
      meetingSPOC: null,
      specialAccesses: [],
      version: 3,
    });
    expect('personnelCount' in body).toBe(false);
  });

  it('an employee’s outgoing request leaves out what the security office sets', () => {
    const body = visitBody(
      'OUTGOING',
      { requestDate: '2026-03-02', toFacilityId: 'f2', submissionMethod: 'DISS', startDate: '2026-03-10' },
      true,
    );
    expect(['requestDate', 'toFacilityId', 'submissionMethod', 'isPermCertification'].filter((f) => f in body)).toEqual([]);
    expect(body).toMatchObject({ startDate: '2026-03-10', toFacilityName: null });
  });

  it('an incoming visit: switches as booleans, visitors without a new id, the employee without the office notes', () => {
    const values = {
      meetingContactId: 'p1',
      facilityName: 'HQ',
      isClassifiedVisit: 'yes',
      notes: { notesFromEmployee: ' hi ', notesFromHelpDesk: 'office' },
      visitors: [{ visitorName: 'Ann', specialAccesses: ['SCI'] }],
    };
    expect(visitBody('INCOMING', values, false)).toMatchObject({
      meetingContactId: 'p1',
      isClassifiedVisit: false,
      foreignVisitor: false,
      notes: { notesFromEmployee: 'hi', notesFromHelpDesk: 'office' },
      visitors: [{ visitorName: 'Ann', company: null, specialAccesses: ['SCI'] }],
    });
    const self = visitBody('INCOMING', values, true);
    expect('meetingContactId' in self).toBe(false);
    expect((self as { notes?: unknown }).notes).toEqual({ notesFromEmployee: 'hi' });
    expect('id' in (self as { visitors: object[] }).visitors[0]).toBe(false);
  });
});
