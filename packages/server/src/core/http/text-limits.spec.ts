import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BadRequestException } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { MULTILINE_MAX, SPEC_TEXT_LIMITS, TEXT_LIMITS, TEXT_MAX, type TextLimit } from '@clearline/shared';
import { SERVER_ROOT } from '../paths';
import { HttpsUrlField, PatternField, TextField, textFieldsOf, TextListField } from './fields';
import { AppValidationPipe } from './validation';

/*
 * The spec's text limit is 128 characters, 500 for a multiline field (01 §5). A text field of a DTO takes one
 * of those, or a limit of TEXT_LIMITS (@clearline/shared) whose reason the field's OpenAPI description repeats;
 * the web's counters take their limits from the same catalogue.
 */

const MODULES = join(SERVER_ROOT, 'src', 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const CATALOGUE = new Set<TextLimit>(Object.values(TEXT_LIMITS));

/** What is wrong with a text field's limit, or undefined: the spec's limit, or one of TEXT_LIMITS with its reason. */
function limitProblem(f: { chars: number; multiline: boolean; why?: string; limit?: TextLimit }): string | undefined {
  if (!f.limit) {
    if (f.chars === TEXT_MAX && !f.multiline) return undefined;
    if (f.chars === MULTILINE_MAX && f.multiline) return undefined;
    return `${f.chars} characters without a reason (128, multiline: true for 500, or a limit of TEXT_LIMITS)`;
  }
  if (!CATALOGUE.has(f.limit)) return `a limit of ${f.chars} that is not one of TEXT_LIMITS`;
  if (!f.why?.trim()) return `a limit of ${f.chars} without a reason`;
  return undefined;
}

describe('text limits', () => {
  it('the catalogue gives each limit other than the spec’s a reason', () => {
    expect(SPEC_TEXT_LIMITS).toEqual({ line: 128, multiline: 500 });
    for (const [name, limit] of Object.entries(TEXT_LIMITS) as Array<[string, TextLimit]>) {
      expect([name, limit.why.trim().split(/\s+/).length >= 5]).toEqual([name, true]);
      expect([name, limit.chars === TEXT_MAX]).toEqual([name, false]);
    }
  });

  it('a decorator takes 128 characters, 500 when multiline, or the limit it names', async () => {
    class Body {
      @TextField({ label: 'Name' })
      name?: string;

      @TextField({ label: 'Notes', multiline: true })
      notes?: string;

      @TextField({ label: 'Narrative', max: TEXT_LIMITS.narrative })
      narrative?: string;

      @TextListField({ label: 'Tags' })
      tags?: string[];

      @PatternField({ label: 'Code', pattern: /^[A-Z]+$/, message: 'Code is not valid' })
      code?: string;

      @HttpsUrlField({ label: 'Link' })
      link?: string;
    }
    const pipe = new AppValidationPipe();
    const message = async (body: Record<string, unknown>) => {
      try {
        await pipe.transform(body, { type: 'body', metatype: Body });
        return '';
      } catch (e) {
        return (e as BadRequestException).getResponse() as { message: string };
      }
    };
    expect(await message({ name: 'x'.repeat(128), notes: 'x'.repeat(500), narrative: 'x'.repeat(4000), code: 'ABC' })).toBe('');
    expect(await message({ name: 'x'.repeat(129) })).toMatchObject({ message: 'Field exceeded max character length of 128.' });
    expect(await message({ notes: 'x'.repeat(501) })).toMatchObject({ message: 'Field exceeded max character length of 500.' });
    expect(await message({ narrative: 'x'.repeat(4001) })).toMatchObject({ message: 'Field exceeded max character length of 4000.' });
    expect(await message({ tags: ['x'.repeat(129)] })).toMatchObject({ message: 'Field exceeded max character length of 128.' });
    expect(await message({ code: 'A'.repeat(129) })).toMatchObject({ message: 'Field exceeded max character length of 128.' });
    const fields = textFieldsOf(Body);
    expect(Object.fromEntries([...fields].map(([k, f]) => [k, [f.chars, f.why ?? null]]))).toEqual({
      name: [128, null],
      notes: [500, null],
      narrative: [4000, TEXT_LIMITS.narrative.why],
      tags: [128, null],
      code: [128, null],
      link: [2000, TEXT_LIMITS.url.why],
    });
    expect([...fields.values()].map(limitProblem).filter(Boolean)).toEqual([]);
  });

  it('finds a limit without a reason', () => {
    expect(limitProblem({ chars: 200, multiline: false })).toMatch(/200 characters without a reason/);
    expect(limitProblem({ chars: 500, multiline: false })).toMatch(/without a reason/);
    expect(limitProblem({ chars: 300, multiline: false, why: 'made up', limit: { chars: 300, why: 'made up' } })).toMatch(/not one of/);
  });

  it('every text field of every DTO has the spec’s limit, or one of TEXT_LIMITS, which says why', async () => {
    const files = sourceFiles(MODULES).filter((f) => readFileSync(f, 'utf8').includes('core/http/fields'));
    for (const f of files) await import(f);
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Function, unknown> };
    const problems: string[] = [];
    let fields = 0;
    for (const type of storage.validationMetadatas.keys()) {
      for (const [name, f] of textFieldsOf(type)) {
        fields += 1;
        const problem = limitProblem(f);
        if (problem) problems.push(`${type.name}.${name} (${f.decorator}): ${problem}`);
      }
    }
    expect(fields).toBeGreaterThan(300);
    expect(problems.sort()).toEqual([]);
  }, 120_000);
});
