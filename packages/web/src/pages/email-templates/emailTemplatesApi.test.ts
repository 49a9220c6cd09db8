import { describe, expect, it } from 'vitest';
import { insertAt, placeholderSnippet } from './emailTemplatesApi';

describe('placeholder insertion', () => {
  it('writes a placeholder as {{name}} and a list as a loop', () => {
    expect(placeholderSnippet({ name: 'code', list: false })).toBe('{{code}}');
    expect(placeholderSnippet({ name: 'items', list: true })).toBe('{{#each items}}{{this}}{{/each}}');
  });

  it('inserts at the cursor, replaces a selection and puts the caret after the snippet', () => {
    expect(insertAt('Code: ', '{{code}}', 6)).toEqual({ value: 'Code: {{code}}', caret: 14 });
    expect(insertAt('Hello NAME!', '{{name}}', 6, 10)).toEqual({ value: 'Hello {{name}}!', caret: 14 });
    // a cursor outside the text (a stale selection) lands at its end
    expect(insertAt('ab', '{{x}}', 9, 12)).toEqual({ value: 'ab{{x}}', caret: 7 });
  });
});
