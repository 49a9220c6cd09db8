import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, registerBreadcrumbs } from './breadcrumbs';

registerBreadcrumbs({
  '/personnel': 'Personnel',
  '/personnel/:id': (p) => `Person ${p.id}`,
  '/personnel/create': 'Create',
});

describe('breadcrumbsFor', () => {
  it('builds the trail from registered prefixes, skipping unlabeled ones', () => {
    expect(breadcrumbsFor('/personnel/42/unknown')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Personnel', to: '/personnel' },
      { label: 'Person 42', to: '/personnel/42' },
    ]);
  });

  it('prefers the static route over a parameter', () => {
    expect(breadcrumbsFor('/personnel/create').at(-1)).toEqual({ label: 'Create', to: '/personnel/create' });
  });
});
