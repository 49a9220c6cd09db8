/** Constants of tables and lists, shared by the API and the web. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
export const TOAST_HIDE_MS = 3000;
export const DEFAULT_COUNTRY_ID = 236;
export const TEXT_MAX = 128;
export const MULTILINE_MAX = 500;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `s` is a record id (every record of the product has a UUID): the API and the web's routes check it alike. */
export const isUuid = (s: string): boolean => UUID_RE.test(s);
