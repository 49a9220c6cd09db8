import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';

// allowMissing: the product's texts (from the shared catalogue) pass through translate() unchanged.
const polyglot = polyglotI18nProvider(() => englishMessages, 'en', { allowMissing: true });

/** Names of list resources outside the menu, by resource: [one, many]. */
const resourceNames = new Map<string, readonly [string, string]>();

/**
 * Names a list resource that is not a menu resource (those take their label), in the words its empty
 * state and messages use ("No scheduled jobs found"); without it react-admin shows the resource id
 * ("No Tenant-scheduled-jobs found").
 */
export function registerResourceName(resource: string, one: string, many: string): void {
  resourceNames.set(resource, [one, many]);
}

const RESOURCE_NAME_KEY = /^resources\.(.+)\.name$/;

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options = {}) => {
    const named = resourceNames.get(RESOURCE_NAME_KEY.exec(key)?.[1] ?? '');
    if (named) return options.smart_count === 1 ? named[0] : named[1];
    return polyglot.translate(key, options);
  },
};
