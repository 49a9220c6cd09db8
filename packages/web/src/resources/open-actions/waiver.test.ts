import { describe, expect, it } from 'vitest';
import type { OpenAction } from './api';
import { standingDocumentWaivers, waiverText } from './waiver';

const action = (over: Partial<OpenAction>): OpenAction =>
  ({
    id: over.id ?? 'a',
    state: 'CLOSED',
    documentTitleId: 'SF_312',
    waivedAt: null,
    waivedBy: null,
    waiveReason: null,
    lapsedAt: null,
    ...over,
  }) as OpenAction;

describe('waived open actions', () => {
  it('says who waived an action, on which day and why; nothing for an action nobody waived', () => {
    const text = waiverText(action({ waivedAt: '2024-03-05T12:00:00Z', waivedBy: 'fso.demo', waiveReason: 'Kept on paper' }));
    expect(text).toMatch(/^Waived by fso\.demo on \S+: Kept on paper$/);
    expect(waiverText(action({}))).toBeNull();
  });

  it('keeps, per document title, the latest waiver whose document has not arrived since', () => {
    const waivers = standingDocumentWaivers([
      action({ id: 'old', waivedAt: '2024-01-01T00:00:00Z', waivedBy: 'a', waiveReason: 'x' }),
      action({ id: 'new', waivedAt: '2024-02-01T00:00:00Z', waivedBy: 'b', waiveReason: 'y' }),
      action({ id: 'lapsed', documentTitleId: 'SF_86', waivedAt: '2024-01-01T00:00:00Z', lapsedAt: '2024-01-02T00:00:00Z' }),
      action({ id: 'closed', documentTitleId: 'SF_85P' }),
    ]);
    expect([...waivers].map(([title, a]) => [title, a.id])).toEqual([['SF_312', 'new']]);
  });
});
