import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

// allowMissing: the product's texts (from the shared catalogue) pass through translate() unchanged.
export const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en', { allowMissing: true });
