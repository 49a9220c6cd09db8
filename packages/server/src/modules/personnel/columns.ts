import { Column, type ValueTransformer } from 'typeorm';

/** YYYY-MM-DD of a date value as node-postgres or a caller hands it over (a Date at local midnight, or a string). */
export function toDay(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string') return v.slice(0, 10);
  if (v instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${v.getFullYear()}-${p(v.getMonth() + 1)}-${p(v.getDate())}`;
  }
  return String(v);
}

const dayList: ValueTransformer = {
  to: (v: unknown) => v,
  from: (v: unknown) => (Array.isArray(v) ? v.map(toDay) : []),
};

const numeric: ValueTransformer = {
  to: (v: unknown) => v,
  from: (v: unknown) => (v === null || v === undefined ? null : Number(v)),
};

/** Column shorthands of the people-area entities (all nullable unless stated). */
export const TextCol = (): PropertyDecorator => Column({ type: 'text', nullable: true });
export const DayCol = (): PropertyDecorator =>
  Column({ type: 'date', nullable: true, transformer: { to: (v: unknown) => v, from: toDay } });
export const DayListCol = (): PropertyDecorator => Column({ type: 'date', array: true, default: () => "'{}'", transformer: dayList });
export const IntCol = (): PropertyDecorator => Column({ type: 'integer', nullable: true });
export const FlagCol = (def = false): PropertyDecorator => Column({ type: 'boolean', default: def });
export const UuidCol = (): PropertyDecorator => Column({ type: 'uuid', nullable: true });
export const NumericCol = (): PropertyDecorator => Column({ type: 'numeric', nullable: true, transformer: numeric });
