import { addYears, dd254ReviewsDueSql } from './dd254.service';

describe('DD254 review dates', () => {
  it('adds whole years to a day, 29 February becoming 28 February', () => {
    expect(addYears('2026-11-27', 2)).toBe('2028-11-27');
    expect(addYears('2024-02-29', 2)).toBe('2026-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-12-31', 2)).toBe('2027-12-31');
  });

  it('counts the contracts whose DD254 in force (not a final one) is due within 30 days, for one facility or all', () => {
    const sql = dd254ReviewsDueSql('$1', '$2');
    expect(sql).toContain(`d.status = 'ISSUED'`);
    expect(sql).toContain(`cur.kind <> 'FINAL'`);
    expect(sql).toContain(`cur.next_review_date <= $1::date + 30`);
    expect(sql).toContain(`c.status <> 'CLOSED'`);
    expect(sql).toContain(`($2::uuid IS NULL OR c.facility_id = $2::uuid)`);
  });
});
