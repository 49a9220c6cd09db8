import {
  EMAIL_TEMPLATE_FIELDS,
  EMAIL_TEMPLATE_HELPERS,
  EMAIL_TEMPLATE_LOOP_VARIABLES,
  EMAIL_TEMPLATE_MESSAGES as M,
  type EmailTemplateField,
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

/** 400 with the first problem of the template's fields (see templateProblem). */
export function checkTemplate(t: TemplateSource): void {
  const allowed = new Set(emailPlaceholdersOf(t.templateKey).map((p) => p.name));
  for (const field of Object.keys(EMAIL_TEMPLATE_FIELDS) as EmailTemplateField[]) {
    const problem = templateProblem(t[field], field, allowed);
    if (problem) throw new BadRequestException(problem);
  }
}

/**
 * Renders a template with `values` (the common placeholders productName and publicUrl are added): the
 * subject and the text body as they are, the HTML body with every value HTML-escaped. The subject is one
 * line. Templates are checked when saved; this checks again, so a bad template answers 400, never 500.
 */
export function renderTemplate(t: TemplateSource, values: Record<string, unknown>): RenderedTemplate {
  checkTemplate(t);
  const data = { productName: PRODUCT_NAME, publicUrl: config().publicUrl, ...values };
  const subject = hbs.compile(t.subject, { ...COMPILE, noEscape: true })(data);
  const text = hbs.compile(t.textBody, { ...COMPILE, noEscape: true })(data);
  const html = t.htmlBody.trim() ? hbs.compile(t.htmlBody, COMPILE)(data) : undefined;
  return { subject: subject.replace(/\s*[\r\n]+\s*/g, ' ').trim(), text, html };
}
