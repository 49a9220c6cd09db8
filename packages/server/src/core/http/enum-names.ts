import * as shared from '@clearline/shared';

/*
 * Every enumeration of the OpenAPI document is one named schema, so a generated client has one type per
 * enumeration. An enumeration of @clearline/shared (a list of values, or a value → label map) is named after
 * what its export enumerates: `FACILITY_STATES` becomes `FacilityState`, `INCIDENT_TYPE_LABELS` `IncidentType`.
 */

/** The extension a field's schema names its enumeration by; the document's completion turns it into a reference. */
export const ENUM_NAME = 'x-enum-name';

type Choices = Readonly<Record<string, string>> | readonly string[];

/** An export that can be an enumeration: a list of strings, or an object whose every value is a string. */
function isEnumeration(value: unknown): value is Choices {
  if (Array.isArray(value)) return value.length > 0 && value.every((v) => typeof v === 'string');
  if (typeof value !== 'object' || value === null) return false;
  const values = Object.values(value);
  return values.length > 0 && values.every((v) => typeof v === 'string');
}

/** A schema name from a name in any case: `FACILITY_STATES` → `FacilityStates`, `titleId` → `TitleId`. */
export function schemaNameOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join('');
}

/** What an export enumerates, in the singular: `INCIDENT_STATUSES` and `INCIDENT_STATUS_LABELS` both `INCIDENT_STATUS`. */
function stemOf(exportName: string): string {
  const name = exportName.replace(/_(LABELS?|VALUES)$/, '');
  if (/SES$/.test(name)) return name.slice(0, -2);
  if (/IES$/.test(name)) return `${name.slice(0, -3)}Y`;
  if (/(SS|US)$/.test(name) || !name.endsWith('S')) return name;
  return name.slice(0, -1);
}

/** The values an enumeration accepts: the list itself, or the keys of a value → label map. */
export const enumValuesOf = (choices: Choices): readonly string[] => (Array.isArray(choices) ? choices : Object.keys(choices));

/*
 * The exports of one stem with the same values (a list and its label map) are one enumeration, named after
 * the stem (`IncidentStatus`); exports of one stem with different values keep their own export names.
 */
const enumerations = Object.entries(shared as Record<string, unknown>).filter((e): e is [string, Choices] => isEnumeration(e[1]));
const valuesByStem = new Map<string, Set<string>>();
for (const [name, value] of enumerations) {
  valuesByStem.set(stemOf(name), (valuesByStem.get(stemOf(name)) ?? new Set()).add(JSON.stringify(enumValuesOf(value))));
}
const BY_OBJECT = new Map<object, string>();
const BY_VALUES = new Map<string, Set<string>>();
for (const [name, value] of enumerations) {
  if (BY_OBJECT.has(value)) continue;
  const schema = schemaNameOf(valuesByStem.get(stemOf(name))!.size === 1 ? stemOf(name) : name);
  BY_OBJECT.set(value, schema);
  const key = JSON.stringify(enumValuesOf(value));
  BY_VALUES.set(key, (BY_VALUES.get(key) ?? new Set()).add(schema));
}

/** The schema name of a shared enumeration given as the exported object itself; undefined for any other list. */
export const enumNameOf = (choices: Choices): string | undefined => BY_OBJECT.get(choices);

/** The schema name of the one shared enumeration with exactly these values (in this order); undefined when none or several have them. */
export function enumNameByValues(values: readonly unknown[]): string | undefined {
  const names = BY_VALUES.get(JSON.stringify(values));
  return names?.size === 1 ? [...names][0] : undefined;
}
