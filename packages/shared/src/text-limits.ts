import { MULTILINE_MAX, TEXT_MAX } from './list';

/**
 * How many characters a text field takes. The spec's rule (01 §5) is 128 characters, 500 for a multiline
 * field ("Field exceeded max character length of {n}."); a field that needs another limit names one of
 * TEXT_LIMITS below, which says why. The API's field decorators (`max`) and the web's counters
 * (LimitedTextInput `max`) take their limits from here, and openapi.yaml repeats the reason in the field's
 * description.
 */
export interface TextLimit {
  readonly chars: number;
  /** why the field differs from the spec's 128 / 500 characters */
  readonly why: string;
}

/** The spec's limits: a line of text, and a text of several lines. */
export const SPEC_TEXT_LIMITS = { line: TEXT_MAX, multiline: MULTILINE_MAX } as const;

/** Every text limit other than the spec's, each with its reason. */
export const TEXT_LIMITS = {
  /** an account of what happened or was found: an incident, a debrief, an inspection, what a visit or contract is for */
  narrative: {
    chars: 4000,
    why: 'a narrative account (what happened or was found, what a visit or a contract is for) that runs to several paragraphs, as the reports to the government do',
  },
  /** the notes kept on a record */
  notes: {
    chars: 4000,
    why: 'the notes kept on a record (a facility, a visit, an assignment, a document), which grow to several paragraphs over its life',
  },
  /** a message written to other people */
  message: {
    chars: 4000,
    why: 'a message written to other people (a support request, instructions, an announcement, a justification), of several paragraphs',
  },
  /** the personal message of a reminder e-mail */
  reminderMessage: {
    chars: 2000,
    why: 'a few lines added to a reminder e-mail sent to many people at once, whose template says the rest',
  },
  /** the FAQ answer (spec 03 §5: "FAQ answer at most 4000 characters") */
  faqAnswer: { chars: 4000, why: 'the spec sets the FAQ answer at 4000 characters (03 §5)' },
  /** blocks 9, 13, 14 and 15 of DD Form 254 */
  dd254Guidance: {
    chars: 4000,
    why: 'a block of security guidance of DD Form 254 (blocks 9, 13, 14 and 15), which runs to several paragraphs and continues on attached pages on paper',
  },
  /** an encrypted message an employee sends the security office */
  encryptedMessage: {
    chars: 10_000,
    why: 'an encrypted report an employee writes to the security office, of several pages',
  },
  /** the text or HTML of an e-mail template */
  emailTemplateBody: {
    chars: 100_000,
    why: 'the text or HTML of an e-mail template, markup and placeholders included',
  },
  /** the subject line of an e-mail template */
  emailTemplateSubject: {
    chars: 500,
    why: 'an e-mail subject line with Handlebars placeholders, which take more room than the text they become',
  },
  /** a password (never shown, no counter) */
  password: {
    chars: 256,
    why: 'a password or passphrase: NIST SP 800-63B asks to take at least 64 characters, and no short limit should stop a password manager',
  },
  /** a token the server issued */
  token: { chars: 2048, why: 'a token the server issued (a link’s or an invitation’s), sent back unchanged' },
  /** an https address */
  url: { chars: 2000, why: 'a web address, which browsers and servers take up to about 2000 characters' },
  /** the name of a file */
  fileName: { chars: 255, why: 'the name of a file, which file systems allow up to 255 characters' },
  /** a CAGE code (the web's counter; the API's pattern takes five letters or digits) */
  cageCode: { chars: 5, why: 'a CAGE code is five letters or digits, as the field’s pattern says' },
  /** contract numbers typed in one field, separated by commas (the web's counter; the API takes a list) */
  contractNumberList: {
    chars: 2000,
    why: 'the contract numbers an incident affects, typed in one field and separated by commas; the API takes them as a list',
  },
} as const satisfies Record<string, TextLimit>;

export type TextLimitName = keyof typeof TEXT_LIMITS;
