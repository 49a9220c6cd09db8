/** The seeded e-mail templates render the product's former wording; the renderer checks placeholders and syntax. */
import { BadRequestException } from '@nestjs/common';
import { EMAIL_TEMPLATE_KEYS, emailSampleValues } from '@clearline/shared';
import { EMAIL_TEMPLATE_SEEDS as FIRST_SEEDS } from './1763830000001-EmailTemplates';
import { FACILITY_BULK_TEMPLATE_SEEDS } from './1763880000001-FacilityBulkActions';
import { NEW_HIRE_TEMPLATE_SEEDS } from './1763920000001-NewHire';
import { TERMINATION_TEMPLATE_SEEDS } from './1763930000001-Terminations';
import { INVITATION_TEMPLATE_SEEDS } from './1763950000001-Invitations';
import { CLEARANCE_VERIFICATION_TEMPLATE_SEEDS } from './1763960000001-ClearanceVerification';
import { ENCRYPTED_MESSAGE_TEMPLATE_SEEDS } from './1764020000001-EncryptedMessageMail';

/** The built-in templates as the migrations seed them. */
const EMAIL_TEMPLATE_SEEDS = [
  ...FIRST_SEEDS,
  ...FACILITY_BULK_TEMPLATE_SEEDS,
  ...NEW_HIRE_TEMPLATE_SEEDS,
  ...TERMINATION_TEMPLATE_SEEDS,
  ...INVITATION_TEMPLATE_SEEDS,
  ...CLEARANCE_VERIFICATION_TEMPLATE_SEEDS,
  ...ENCRYPTED_MESSAGE_TEMPLATE_SEEDS,
];
import { checkTemplate, renderTemplate, type TemplateSource } from '../core/mail/email-template-renderer';

const seed = (key: string): TemplateSource => {
  const t = EMAIL_TEMPLATE_SEEDS.find((s) => s.key === key)!;
  return { templateKey: t.key, subject: t.subject, textBody: t.text, htmlBody: t.html };
};
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

describe('e-mail template renderer', () => {
  it('seeds one template for every e-mail the product sends, each valid with its placeholders', () => {
    expect(EMAIL_TEMPLATE_SEEDS.map((s) => s.key).sort()).toEqual([...EMAIL_TEMPLATE_KEYS].sort());
    for (const key of EMAIL_TEMPLATE_KEYS) expect(() => renderTemplate(seed(key), emailSampleValues(key))).not.toThrow();
  });

  it('fills placeholders, escaping HTML in the HTML body only', () => {
    const t = draft({ subject: 'For {{code}}', textBody: 'Link: {{link}}', htmlBody: '<a href="{{link}}">{{link}}</a>' });
    const out = renderTemplate(t, { code: '<b>1</b>', link: 'https://x.example/?a=1&b="2"' });
    expect(out.subject).toBe('For <b>1</b>');
    expect(out.text).toBe('Link: https://x.example/?a=1&b="2"');
    expect(out.html).toBe(
      '<a href="https://x.example/?a&#x3D;1&amp;b&#x3D;&quot;2&quot;">https://x.example/?a&#x3D;1&amp;b&#x3D;&quot;2&quot;</a>',
    );
    expect(renderTemplate(draft({ htmlBody: '  ' }), {}).html).toBeUndefined();
  });

  it('keeps the subject on one line whatever a value holds', () => {
    expect(renderTemplate(draft({ subject: 'A {{code}}\nB' }), { code: 'x\r\nBcc: evil@example.com' }).subject).toBe(
      'A x Bcc: evil@example.com B',
    );
  });

  it('renders the built-in templates with the wording the product used before templates', () => {
    const text = (key: string, values: Record<string, unknown>) => renderTemplate(seed(key), values);
    expect(text('SIGN_IN_CODE', { code: '123456', minutes: 10 })).toMatchObject({
      subject: 'Clearline sign-in code',
      text:
        'Your Clearline sign-in code is 123456\n\nIt is valid for 10 minutes and can be used once. If you did not try to sign in, ' +
        'change your password and tell your security officer.\n',
    });
    expect(text('PASSWORD_RESET', { code: '654321', link: 'https://h/r?token=t', minutes: 15 }).text).toBe(
      'Your Clearline password reset code is 654321\n\nEnter it on the reset page, or open this link to choose a new password:\n' +
        'https://h/r?token=t\n\nBoth are valid for 15 minutes and can be used once. If you did not ask for this, ignore this message.\n',
    );
    expect(text('WELCOME', { name: 'Ada Lovelace', username: 'ada', hours: 72, link: 'https://h/w' })).toMatchObject({
      subject: 'Welcome to Clearline',
      text:
        'Hello Ada Lovelace,\n\nAn account has been created for you in Clearline. Your username is ada\n\n' +
        'Choose your password here (the link works once, for 72 hours):\nhttps://h/w\n',
    });
    expect(text('REMINDER_DIGEST', { tenantName: 'Acme', day: '2026-01-02', itemCount: '2 items', items: ['a', 'b'] })).toEqual(
      expect.objectContaining({
        subject: 'Clearline reminders for Acme (2026-01-02): 2 items due',
        text: 'These dates fall due soon:\n\n- a\n- b\n\nOpen actions have been raised for them in Clearline.',
      }),
    );
    const report = {
      scheduleName: 'Weekly',
      reportTitle: 'Roster',
      day: '2026-01-02',
      parameters: ['Facility: HQ', 'Status: Active'],
      rows: 3,
      format: 'PDF',
      downloadUrl: 'https://h/d',
      historyUrl: 'https://h/h',
    };
    expect(text('REPORT_READY', { ...report, attached: true })).toEqual(
      expect.objectContaining({
        subject: 'Weekly: Roster (2026-01-02)',
        text:
          'The scheduled report "Weekly" has run.\n\nReport: Roster\nFacility: HQ\nStatus: Active\nRows: 3\nFormat: PDF\n\n' +
          'The file is attached.\nDownload (sign-in required): https://h/d\nRun history: https://h/h',
      }),
    );
    expect(text('REPORT_READY', { ...report, parameters: [], attached: false }).text).toBe(
      'The scheduled report "Weekly" has run.\n\nReport: Roster\nRows: 3\nFormat: PDF\n\nDownload (sign-in required): https://h/d\nRun history: https://h/h',
    );
    const support = { reference: 'r1', category: 'OTHER', username: 'ada', userId: 'u1', tenant: 'Acme', subject: 'Help', message: 'Body' };
    expect(text('SUPPORT_REQUEST', { ...support, contactEmail: 'a@x', contactPhone: '1' })).toEqual(
      expect.objectContaining({
        subject: '[Support] Help',
        text: 'Support request r1\nCategory: OTHER\nFrom: ada (user u1)\nTenant: Acme\nContact e-mail: a@x\nContact phone: 1\n\nBody',
      }),
    );
    expect(text('SUPPORT_REQUEST', support).text).toBe('Support request r1\nCategory: OTHER\nFrom: ada (user u1)\nTenant: Acme\n\nBody');
    expect(text('EMAIL_INSTRUCTIONS', { subject: 'S', instructions: 'Do it', signature: 'Sig', securityOfficeContact: 'o@x / 1' })).toEqual(
      expect.objectContaining({ subject: 'S', text: 'Do it\n\nSig\n\nSecurity office: o@x / 1' }),
    );
    expect(text('EMAIL_INSTRUCTIONS', { subject: 'S', instructions: 'Do it', signature: '', securityOfficeContact: '' }).text).toBe(
      'Do it',
    );
  });

  it('refuses an unknown placeholder, naming it and the field', () => {
    expect(refusal(draft({ subject: 'Hi {{foo}}' }))).toBe('Unknown placeholder {{foo}} in Subject');
    expect(refusal(draft({ textBody: '{{#if code}}{{bar.baz}}{{/if}}' }))).toBe('Unknown placeholder {{bar.baz}} in Text Body');
    expect(refusal(draft({ htmlBody: '{{#with code}}x{{/with}}' }))).toBe('Unknown placeholder {{with}} in HTML Body');
    expect(refusal(draft({ textBody: '{{lookup code 1}}' }))).toBe('Unknown placeholder {{lookup}} in Text Body');
    expect(refusal(draft({ textBody: '{{this}}' }))).toBe('Unknown placeholder {{this}} in Text Body');
    expect(refusal(draft({ textBody: '{{@index}}' }))).toBe('Unknown placeholder {{@index}} in Text Body');
    expect(refusal(draft({ textBody: '{{#each code}}{{@root.nope}}{{/each}}' }))).toBe('Unknown placeholder {{@root.nope}} in Text Body');
    expect(refusal(draft({ textBody: '{{constructor}}' }))).toBe('Unknown placeholder {{constructor}} in Text Body');
    // a placeholder of another template is unknown here
    expect(refusal(draft({ textBody: '{{username}}' }))).toBe('Unknown placeholder {{username}} in Text Body');
    // what is offered passes: placeholders, common ones, helpers and loop variables
    expect(() =>
      checkTemplate(
        draft({
          textBody: '{{productName}} {{#each code}}{{@index}} {{this}} {{../link}} {{@root.minutes}}{{/each}}{{#unless link}}-{{/unless}}',
        }),
      ),
    ).not.toThrow();
  });

  it('answers malformed syntax with the parser’s line', () => {
    expect(refusal(draft({ textBody: 'Line one\n{{#if code}\n' }))).toMatch(
      /^Template syntax error in Text Body: Parse error on line 2: Expecting .*/,
    );
    expect(refusal(draft({ htmlBody: '{{#if code}}\n\n{{/each}}' }))).toMatch(/^Template syntax error in HTML Body: if doesn't match each/);
    expect(refusal(draft({ subject: '{{> header}}' }))).toBe('Partials are not supported in Subject');
    expect(refusal(draft({ subject: '{{#if}}x{{/if}}' }))).toBe(
      'Template syntax error in Subject: {{#if}} takes exactly one placeholder (line 1)',
    );
  });
});
