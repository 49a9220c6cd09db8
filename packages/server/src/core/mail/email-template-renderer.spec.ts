/** The renderer refuses every Handlebars form that outputs without escaping, and never renders a value unescaped in HTML. */
import { BadRequestException } from '@nestjs/common';
import Handlebars from 'handlebars';
import { checkTemplate, renderTemplate, type TemplateSource, unescapedUses } from './email-template-renderer';

const draft = (over: Partial<TemplateSource>): TemplateSource => ({
  templateKey: 'PASSWORD_RESET',
  subject: 'Reset',
  textBody: 'Code {{code}}',
  htmlBody: '',
  ...over,
});

const refusal = (t: TemplateSource): string => {
  try {
    checkTemplate(t);
  } catch (e) {
    expect(e).toBeInstanceOf(BadRequestException);
    return (e as Error).message;
  }
  throw new Error('the template was accepted');
};

describe('unescaped output forms', () => {
  it('finds triple braces and the ampersand, with or without whitespace control, naming each use and its fix', () => {
    expect(unescapedUses('<p>{{{link}}}</p>\n<p>{{& code}}</p>\r\n{{~{ link }~}} {{~&code~}}')).toEqual([
      { form: 'TRIPLE', written: '{{{link}}}', instead: '{{link}}', line: 1 },
      { form: 'AMPERSAND', written: '{{& code}}', instead: '{{code}}', line: 2 },
      { form: 'TRIPLE', written: '{{~{ link }~}}', instead: '{{~ link ~}}', line: 3 },
      { form: 'AMPERSAND', written: '{{~&code~}}', instead: '{{~code~}}', line: 3 },
    ]);
  });

  it('finds raw blocks, whatever helper they name', () => {
    expect(unescapedUses('A\n{{{{raw}}}}{{{link}}}{{{{/raw}}}}\n{{{{if code}}}}<b>{{/if}}{{{{/if}}}}')).toEqual([
      { form: 'RAW_BLOCK', written: '{{{{raw}}}}', instead: '{{{{/raw}}}}', line: 2 },
      { form: 'RAW_BLOCK', written: '{{{{if code}}}}', instead: '{{{{/if}}}}', line: 3 },
    ]);
  });

  it('looks inside blocks, their else branches, loops, partial blocks and inline partials', () => {
    const found = unescapedUses(
      '{{#if code}}\n{{{code}}}\n{{else}}\n{{&link}}\n{{/if}}{{#each items}}{{{this}}}{{/each}}{{#> layout}}{{{link}}}{{/layout}}' +
        '{{#*inline "x"}}{{{code}}}{{/inline}}',
    );
    expect(found.map((u) => [u.written, u.line])).toEqual([
      ['{{{code}}}', 2],
      ['{{&link}}', 4],
      ['{{{this}}}', 5],
      ['{{{link}}}', 5],
      ['{{{code}}}', 5],
    ]);
  });

  it('leaves escaped mustaches, comments, braces escaped with a backslash and unparsable text alone', () => {
    expect(unescapedUses('{{code}} {{#if link}}{{link}}{{/if}} {{!-- {{{code}}} --}} {{! {{& code}} }} \\{{{code}}}')).toEqual([]);
    // a syntax error is templateProblem's to name
    expect(unescapedUses('{{{code}')).toEqual([]);
  });
});

describe('checkTemplate and unescaped output', () => {
  it('refuses triple braces with a message naming them and what to write instead', () => {
    expect(refusal(draft({ htmlBody: '<p>Your code:</p>\n<p>{{{code}}}</p>' }))).toBe(
      'Triple braces ({{{code}}} on line 2) put values into the e-mail without escaping and are not allowed in HTML Body: use {{code}}.',
    );
  });

  it('refuses them in every field, with the ampersand and raw blocks, all named in one message, before any other problem', () => {
    expect(
      refusal(
        draft({
          subject: 'Reset {{{code}}} {{nope}}',
          textBody: '{{& code}} and {{{link}}} and {{{code}}}',
          htmlBody: '{{{{raw}}}}<b>{{code}}</b>{{{{/raw}}}}',
        }),
      ),
    ).toBe(
      'Triple braces ({{{code}}} on line 1) put values into the e-mail without escaping and are not allowed in Subject: use {{code}}. ' +
        'Triple braces ({{{link}}} on line 1, {{{code}}} on line 1) put values into the e-mail without escaping and are not allowed in Text Body: ' +
        'use {{link}}, {{code}}. ' +
        'An ampersand after the braces ({{& code}} on line 1) puts values into the e-mail without escaping and is not allowed in Text Body: ' +
        'use {{code}}. ' +
        'Raw blocks ({{{{raw}}}} on line 1) put their text into the e-mail without escaping and are not allowed in HTML Body: ' +
        'remove {{{{raw}}}} and {{{{/raw}}}} and keep the text between them (write \\{{ to show braces as they are).',
    );
  });

  it('names five uses and counts the rest', () => {
    const message = refusal(draft({ htmlBody: Array.from({ length: 7 }, (_, i) => `{{{code}}}${i}`).join('\n') }));
    expect(message).toContain(
      '({{{code}}} on line 1, {{{code}}} on line 2, {{{code}}} on line 3, {{{code}}} on line 4, {{{code}}} on line 5, 2 more)',
    );
  });

  it('still refuses partials, and accepts what is escaped', () => {
    expect(refusal(draft({ htmlBody: '{{> header}}' }))).toBe('Partials are not supported in HTML Body');
    expect(() => checkTemplate(draft({ htmlBody: '<p>{{code}}</p>{{#if link}}<a href="{{link}}">\\{{{link}}}</a>{{/if}}' }))).not.toThrow();
  });
});

describe('renderTemplate and unescaped output', () => {
  const values = { code: '<img src=x onerror=alert(1)>', link: 'https://x.example/?a=1&b=2' };

  it('refuses a template with triple braces (a preview, a test e-mail)', () => {
    expect(() => renderTemplate(draft({ htmlBody: '<p>{{{code}}}</p>' }), values)).toThrow(BadRequestException);
  });

  it('escapes the value of triple braces and {{& }} in the HTML body when asked to (the mail job, for a stored template)', () => {
    const out = renderTemplate(draft({ htmlBody: '<p>{{{code}}}</p><p>{{& code}}</p><p>{{~{link}~}}</p>' }), values, {
      unescaped: 'escape',
    });
    expect(out.html).toBe(
      '<p>&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;</p><p>&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;</p><p>https://x.example/?a&#x3D;1&amp;b&#x3D;2</p>',
    );
    expect(out.html).not.toContain('<img');
    // subject and text are not HTML: values as they are, as with {{code}}
    expect(renderTemplate(draft({ textBody: 'Code {{{code}}}' }), values, { unescaped: 'escape' }).text).toBe(`Code ${values.code}`);
  });

  it('refuses a raw block even then', () => {
    expect(() => renderTemplate(draft({ htmlBody: '{{{{if code}}}}<b>x</b>{{{{/if}}}}' }), values, { unescaped: 'escape' })).toThrow(
      /^Raw blocks \({{{{if code}}}} on line 1\)/,
    );
  });

  it('renders the HTML body as Handlebars does for a template with escaped values only (standalone lines, ~)', () => {
    const source =
      '<ul>\n  {{#each items}}\n  <li>{{@index}} {{this}}</li>\n  {{/each}}\n</ul>\n{{~#if day}}  <p>{{day}}</p>  {{~/if}}\n' +
      '{{#unless tenantName}}none{{else}}{{tenantName}}{{/unless}}';
    const data = { items: ['a<b', 'c&d'], day: '2026-01-02', tenantName: 'Acme & "Sons"' };
    const direct = Handlebars.create().compile(source, { compat: true })(data);
    expect(direct).toContain('<li>0 a&lt;b</li>');
    expect(renderTemplate(draft({ templateKey: 'REMINDER_DIGEST', textBody: 'x', htmlBody: source }), data).html).toBe(direct);
  });
});
