import { CONTRACT_BODY_FIELDS } from './contract-fields';
import { DD254_BLOCK_FIELDS, DD254_BODY_FIELDS } from './dd254-fields';
import { FACILITY_BODY_FIELDS } from './facility-fields';
import { VISIT_BODY_FIELDS } from './visit-fields';

const groups = { CONTRACT_BODY_FIELDS, FACILITY_BODY_FIELDS, VISIT_BODY_FIELDS };

describe('request body field lists', () => {
  it('name each field once per list', () => {
    const lists: Array<[string, readonly string[]]> = [
      ['DD254_BODY_FIELDS', DD254_BODY_FIELDS],
      ...Object.entries(groups).flatMap(([group, lists]) =>
        Object.entries(lists).map(([name, list]): [string, readonly string[]] => [`${group}.${name}`, list]),
      ),
    ];
    for (const [name, list] of lists) expect([name, new Set(list).size]).toEqual([name, list.length]);
  });

  it('keep the DD254 blocks apart from the next review date, which a revision does not copy', () => {
    expect(DD254_BLOCK_FIELDS).toHaveLength(49);
    expect(DD254_BLOCK_FIELDS).not.toContain('nextReviewDate');
    expect(DD254_BODY_FIELDS).toEqual([...DD254_BLOCK_FIELDS, 'nextReviewDate']);
  });

  it('give an employee’s request a part of what the security office records', () => {
    const v = VISIT_BODY_FIELDS;
    expect(v.incoming).toEqual(expect.arrayContaining([...v.incomingSelf]));
    expect(v.outgoing).toEqual(expect.arrayContaining([...v.outgoingSelf]));
    expect(v.foci).toEqual(expect.arrayContaining([...v.fociRequest]));
  });

  it('keep the switches out of the plain-value lists (each side sends them as true or false)', () => {
    const pairs: Array<[readonly string[], readonly string[]]> = [
      [CONTRACT_BODY_FIELDS.subcontractor, CONTRACT_BODY_FIELDS.subcontractorFlags],
      [FACILITY_BODY_FIELDS.facility, [...FACILITY_BODY_FIELDS.flags, ...FACILITY_BODY_FIELDS.levels]],
      [VISIT_BODY_FIELDS.incoming, VISIT_BODY_FIELDS.incomingFlags],
      [VISIT_BODY_FIELDS.outgoing, VISIT_BODY_FIELDS.outgoingFlags],
      [VISIT_BODY_FIELDS.foci, VISIT_BODY_FIELDS.fociRequestFlags],
    ];
    for (const [plain, flags] of pairs) expect(plain.filter((f) => flags.includes(f))).toEqual([]);
  });
});
