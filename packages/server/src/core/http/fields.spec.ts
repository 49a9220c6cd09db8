import 'reflect-metadata';
import { BadRequestException } from '@nestjs/common';
import { DayField, EnumField, NestedField, ReadOnly, TextField } from './fields';
import { AppValidationPipe } from './validation';

class InnerDto {
  @TextField({ label: 'City', required: true })
  city: string;

  @ReadOnly()
  derived?: string;
}

class BodyDto {
  @TextField({ label: 'Title', required: true, max: { chars: 5, why: 'a short title, to show the limit a field names' } })
  title: string;

  @EnumField(['A', 'B'], { label: 'Kind', nullable: false })
  kind?: string;

  @EnumField(['R1', 'R2'], { label: 'Report', message: (v) => `Unknown report "${String(v)}"` })
  report?: string | null;

  @DayField({ label: 'Start Date' })
  startDate?: string | null;

  @NestedField(() => InnerDto, { label: 'inner' })
  inner?: InnerDto | null;

  @ReadOnly()
  id?: string;
}

const pipe = new AppValidationPipe();
const run = (body: unknown) => pipe.transform(body, { type: 'body', metatype: BodyDto });
const message = async (body: unknown): Promise<string> => {
  try {
    await run(body);
  } catch (e) {
    if (e instanceof BadRequestException) return (e.getResponse() as { message: string }).message;
    throw e;
  }
  return '';
};

describe('field decorators and the validation pipe', () => {
  it('answers one message per field: required, then type, then format', async () => {
    expect(await message({})).toBe('Title is required');
    expect(await message({ title: '   ' })).toBe('Title is required');
    expect(await message({ title: 7 })).toBe('Title must be text');
    expect(await message({ title: 'longer' })).toBe('Field exceeded max character length of 5.');
    expect(await message({ title: 'T', kind: 'C' })).toBe('Kind must be one of A, B');
    expect(await message({ title: 'T', kind: null })).toBe('Kind must not be null');
    expect(await message({ title: 'T', report: 'R3' })).toBe('Unknown report "R3"');
    expect(await message({ title: 'T', report: 3 })).toBe('Unknown report "3"');
    expect(await message({ title: 'T', startDate: '2025-02-30' })).toBe('Start Date: Invalid Date');
    expect(await message({ title: 'T', inner: {} })).toBe('City is required');
  });

  it('takes null where the field may be cleared', async () => {
    await expect(run({ title: 'T', startDate: null, inner: null })).resolves.toMatchObject({ startDate: null, inner: null });
  });

  it('drops read-only fields, nested ones too, and still refuses unknown fields', async () => {
    const dto = (await run({ title: 'T', id: 'x', inner: { city: 'C', derived: 'd' } })) as BodyDto;
    expect(dto).toBeInstanceOf(BodyDto);
    expect('id' in dto).toBe(false);
    expect(dto.inner).toEqual({ city: 'C' });
    expect(await message({ title: 'T', extra: 1 })).toBe('extra is not an accepted field');
    expect(await message({ title: 'T', inner: { city: 'C', extra: 1 } })).toBe('inner.extra is not an accepted field');
  });

  it('passes plain objects through, a query string without a prototype too', async () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, { q: 'x' });
    await expect(pipe.transform(query, { type: 'query', metatype: Object })).resolves.toBe(query);
  });
});
