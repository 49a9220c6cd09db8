import { describe, expect, it } from 'vitest';
import { filteredListPath } from './listLink';

describe('filteredListPath', () => {
  it('sets and shows the filters, leaving out empty ones', () => {
    const path = filteredListPath('personnel', { dueItem: ['BADGE'], dueWindow: ['OVERDUE'], facilityId: '', training: undefined });
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/personnel');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ dueItem: ['BADGE'], dueWindow: ['OVERDUE'] });
    expect(JSON.parse(url.searchParams.get('displayedFilters')!)).toEqual({ dueItem: true, dueWindow: true });
  });
});
