/**
 * class-transformer `@Transform` functions for DTOs that also arrive as multipart form fields, where every
 * value is text: "true"/"false" and whole numbers are read as such, "" as no value, and a list as repeated
 * fields or one comma-separated field. A JSON body's values pass through unchanged.
 */
type Given = { value: unknown };

export const formBool = ({ value }: Given) => (value === 'true' ? true : value === 'false' ? false : value);
export const formInt = ({ value }: Given) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
export const formBlank = ({ value }: Given) => (value === '' ? null : value);
export const formList = ({ value }: Given) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : value;
