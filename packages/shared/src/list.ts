/** Constants of tables and lists, shared by the API and the web. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
export const TOAST_HIDE_MS = 3000;
export const DEFAULT_COUNTRY_ID = 236;
export const TEXT_MAX = 128;
export const MULTILINE_MAX = 500;
