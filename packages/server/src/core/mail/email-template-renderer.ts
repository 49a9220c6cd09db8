import {
  EMAIL_TEMPLATE_FIELDS,
  EMAIL_TEMPLATE_HELPERS,
  EMAIL_TEMPLATE_LOOP_VARIABLES,
  EMAIL_TEMPLATE_MESSAGES as M,
  type EmailTemplateField,
  type EmailUnescapedForm,
  type EmailUnescapedUse,
  emailPlaceholdersOf,
  PRODUCT_NAME,
} from '@clearline/shared';
import { BadRequestException } from '@nestjs/common';
import Handlebars from 'handlebars';
import { config } from '../config/config';

/** The parts of a template that are rendered. */
export interface TemplateSource {
  templateKey: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

export interface RenderedTemplate {
  subject: string;
  text: string;
  /** absent when the template has no HTML body */
  html?: string;
}

/** A Handlebars environment of its own: no helper or partial registered elsewhere reaches a template. */
const hbs = Handlebars.create();

const HELPERS = new Set<string>(EMAIL_TEMPLATE_HELPERS);
const LOOP_VARIABLES = new Set<string>(EMAIL_TEMPLATE_LOOP_VARIABLES);

/**
 * compat: inside {{#each}} a name is also looked up in the enclosing values (as in Mustache), so
 * {{productName}} works in a loop; knownHelpersOnly: only if, unless and each, checked when compiled.
 */
const COMPILE: CompileOptions = {
  compat: true,
  knownHelpersOnly: true,
  knownHelpers: { if: true, unless: true, each: true, with: false, lookup: false, log: false },
};

/** The parser's message on one line: "Parse error on line 2: Expecting 'ID', got 'EOF'". */
function parserMessage(e: unknown): string {
  const lines = String((e as Error)?.message ?? e)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > 1 && lines[0].startsWith('Parse error')) return `${lines[0].replace(/:$/, '')}: ${lines[lines.length - 1]}`;
  return lines.join(' ');
}

/**
 * The first problem of one field's template, walking the Handlebars syntax tree: a syntax error (with
 * the parser's line), a partial, or a name that is neither an offered placeholder nor one of the helpers
 * if, unless and each (with their loop variables inside {{#each}}). undefined when it is fine.
 */
export function templateProblem(source: string, field: EmailTemplateField, allowed: ReadonlySet<string>): string | undefined {
  const label = EMAIL_TEMPLATE_FIELDS[field];
  let ast: hbs.AST.Program;
  try {
    ast = hbs.parse(source);
  } catch (e) {
    return M.syntax(label, parserMessage(e));
  }
  const unknown = (name: string) => M.unknownPlaceholder(name, label);
  const line = (n: hbs.AST.Node) => (n.loc ? ` (line ${n.loc.start.line})` : '');

  const path = (p: hbs.AST.PathExpression, inLoop: boolean): string | undefined => {
    const [head, ...rest] = p.parts;
    if (p.data) {
      if (head === 'root' && rest.length) return allowed.has(rest[0]) ? undefined : unknown(p.original);
      return inLoop && LOOP_VARIABLES.has(head) && !rest.length ? undefined : unknown(p.original);
    }
    // {{this}} / {{.}}: the current item of a list
    if (head === undefined) return inLoop ? undefined : unknown(p.original);
    return allowed.has(head) ? undefined : unknown(p.original);
  };
  const expression = (e: hbs.AST.Expression, inLoop: boolean): string | undefined => {
    if (e.type === 'PathExpression') return path(e as hbs.AST.PathExpression, inLoop);
    if (e.type === 'SubExpression') return unknown((e as hbs.AST.SubExpression).path.original);
    return undefined; // a literal
  };
  const program = (p: hbs.AST.Program | undefined, inLoop: boolean): string | undefined => {
    for (const s of p?.body ?? []) {
      const found = statement(s, inLoop);
      if (found) return found;
    }
    return undefined;
  };
  const statement = (s: hbs.AST.Statement, inLoop: boolean): string | undefined => {
    switch (s.type) {
      case 'ContentStatement':
      case 'CommentStatement':
        return undefined;
      case 'MustacheStatement': {
        const m = s as hbs.AST.MustacheStatement;
        if (m.path.type !== 'PathExpression') return M.syntax(label, `a value must be a placeholder${line(m)}`);
        // {{name arg}}: a helper call; only the block helpers exist
        if (m.params.length || m.hash?.pairs.length) return unknown((m.path as hbs.AST.PathExpression).original);
        return path(m.path as hbs.AST.PathExpression, inLoop);
      }
      case 'BlockStatement': {
        const b = s as hbs.AST.BlockStatement;
        const name = b.path.original;
        if (!HELPERS.has(name) || b.path.data || b.path.depth) return unknown(name);
        if (b.params.length !== 1 || b.hash?.pairs.length) return M.syntax(label, `{{#${name}}} takes exactly one placeholder${line(b)}`);
        return expression(b.params[0], inLoop) ?? program(b.program, inLoop || name === 'each') ?? program(b.inverse, inLoop);
      }
      case 'PartialStatement':
      case 'PartialBlockStatement':
        return M.partialsRefused(label);
      default:
        return M.syntax(label, `${s.type} is not supported${line(s)}`);
    }
  };
  return program(ast, false);
}

const FIELDS = Object.keys(EMAIL_TEMPLATE_FIELDS) as EmailTemplateField[];

/** The text of a node as written in `source` (its lines), from the node's start to its end. */
function writtenAt(lines: readonly string[], loc: hbs.AST.SourceLocation): string {
  const { start, end } = loc;
  if (start.line === end.line) return (lines[start.line - 1] ?? '').slice(start.column, end.column);
  const middle = lines.slice(start.line, end.line - 1);
  return [(lines[start.line - 1] ?? '').slice(start.column), ...middle, (lines[end.line - 1] ?? '').slice(0, end.column)].join('\n');
}

/** At most 60 characters of what was written, on one line. */
const shortened = (s: string) => {
  const one = s.replace(/\s+/g, ' ');
  return one.length > 60 ? `${one.slice(0, 59)}…` : one;
};

/**
 * Finds, in a parsed template, every form that puts text into the e-mail without HTML-escaping it: a mustache
 * the parser marks unescaped (MustacheStatement.escaped === false: {{{name}}}, {{~{name}~}}, {{& name}}) and a
 * raw block ({{{{name}}}}…{{{{/name}}}}, whose content is output as it is). Walks every program, also inside
 * blocks, partial blocks and inline partials; comments and escaped braces (\{{{x}}}) are text, not output forms.
 */
class UnescapedFinder extends Handlebars.Visitor {
  readonly found: EmailUnescapedUse[] = [];
  private readonly lines: string[];

  constructor(source: string) {
    super();
    // the lexer counts \r\n, \r and \n as line ends (jison yylloc)
    this.lines = source.split(/\r\n|\r|\n/);
  }

  override MustacheStatement(m: hbs.AST.MustacheStatement): void {
    if (m.escaped === false) {
      const written = writtenAt(this.lines, m.loc);
      const triple = /^\{\{~?\{/.test(written);
      const instead = triple
        ? written.replace(/^\{\{(~?)\{/, '{{$1').replace(/\}(~?)\}\}$/, '$1}}')
        : written.replace(/^\{\{(~?)&\s*/, '{{$1');
      this.found.push({
        form: triple ? 'TRIPLE' : 'AMPERSAND',
        written: shortened(written),
        instead: shortened(instead),
        line: m.loc.start.line,
      });
    }
    super.MustacheStatement(m);
  }

  override BlockStatement(b: hbs.AST.BlockStatement): void {
    // a raw block is the only block opened with four braces
    const written = writtenAt(this.lines, b.loc);
    if (written.startsWith('{{{{')) {
      const open = written.slice(0, written.indexOf('}}}}') + 4);
      this.found.push({ form: 'RAW_BLOCK', written: shortened(open), instead: `{{{{/${b.path.original}}}}}`, line: b.loc.start.line });
    }
    super.BlockStatement(b);
  }
}

/** The forms of one field's template that output without escaping (see UnescapedFinder); none when it does not parse. */
export function unescapedUses(source: string): EmailUnescapedUse[] {
  let ast: hbs.AST.Program;
  try {
    ast = hbs.parseWithoutProcessing(source);
  } catch {
    return []; // a syntax error: templateProblem names it
  }
  const finder = new UnescapedFinder(source);
  finder.accept(ast);
  return finder.found;
}

/** The forms the renderer can make safe by escaping the value (see renderTemplate); a raw block it cannot. */
const ESCAPABLE: ReadonlySet<EmailUnescapedForm> = new Set<EmailUnescapedForm>(['TRIPLE', 'AMPERSAND']);

/**
 * The message refusing the unescaped forms of a template, field by field (all of them named); undefined when it
 * has none. `except`: forms left out.
 */
export function unescapedProblem(t: TemplateSource, except: ReadonlySet<EmailUnescapedForm> = new Set()): string | undefined {
  const sentences = FIELDS.flatMap((field) => {
    const uses = unescapedUses(t[field]).filter((u) => !except.has(u.form));
    return uses.length ? [M.unescaped(EMAIL_TEMPLATE_FIELDS[field], uses)] : [];
  });
  return sentences.length ? sentences.join(' ') : undefined;
}

/**
 * 400 when the template is not one the product renders: first every form that would output without escaping
 * (triple braces, {{& }}, raw blocks, in any field, all named in one message), then the first other problem of
 * a field (see templateProblem). `unescaped: 'escape'` lets triple braces and {{& }} through (the renderer
 * escapes those values anyway, see renderTemplate); raw blocks are still refused.
 */
export function checkTemplate(t: TemplateSource, opts: { unescaped?: 'refuse' | 'escape' } = {}): void {
  const refused = unescapedProblem(t, opts.unescaped === 'escape' ? ESCAPABLE : undefined);
  if (refused) throw new BadRequestException(refused);
  const allowed = new Set(emailPlaceholdersOf(t.templateKey).map((p) => p.name));
  for (const field of FIELDS) {
    const problem = templateProblem(t[field], field, allowed);
    if (problem) throw new BadRequestException(problem);
  }
}

/** Marks every mustache of a template escaped, whatever braces were written. */
class EscapeEverything extends Handlebars.Visitor {
  override MustacheStatement(m: hbs.AST.MustacheStatement): void {
    m.escaped = true;
    super.MustacheStatement(m);
  }
}

/**
 * The HTML body compiled with every value HTML-escaped: parsed (without whitespace processing, which compile
 * does once), each mustache marked escaped, then compiled from that tree. So no stored template, even one that
 * holds triple braces, ever puts a value into the HTML unescaped.
 */
function compileHtml(source: string): HandlebarsTemplateDelegate {
  const ast = hbs.parseWithoutProcessing(source);
  new EscapeEverything().accept(ast);
  return hbs.compile(ast, COMPILE);
}

/**
 * Renders a template with `values` (the common placeholders productName and publicUrl are added): the
 * subject and the text body as they are, the HTML body with every value HTML-escaped. The subject is one
 * line. Templates are checked when saved; this checks again, so a bad template answers 400, never 500.
 * With `unescaped: 'escape'` (the mail job, for a template stored before unescaped forms were refused) a
 * value written with triple braces or {{& }} is rendered escaped instead of refused; anything else refused
 * by checkTemplate still is.
 */
export function renderTemplate(
  t: TemplateSource,
  values: Record<string, unknown>,
  opts: { unescaped?: 'refuse' | 'escape' } = {},
): RenderedTemplate {
  checkTemplate(t, opts);
  const data = { productName: PRODUCT_NAME, publicUrl: config().publicUrl, ...values };
  const subject = hbs.compile(t.subject, { ...COMPILE, noEscape: true })(data);
  const text = hbs.compile(t.textBody, { ...COMPILE, noEscape: true })(data);
  const html = t.htmlBody.trim() ? compileHtml(t.htmlBody)(data) : undefined;
  // one line: the line breaks a value or the template put in, with the blanks around them, become one space
  const oneLine = subject
    .split(/[\r\n]+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');
  return { subject: oneLine, text, html };
}
