// The page's i18next instance (docs/MESSAGES.md): the message catalogue (contract/catalogue/) loaded synchronously
// at start, so the first render already has every text. main.tsx imports this once; a screen reads its texts with
// react-i18next's useTranslation('<its namespace>'), code outside React with `i18n.t('<namespace>:<key>')`.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, RESOURCES, SOURCE_LANGUAGE } from '../../../contract/catalogue/resources';

/** The page's i18next instance, initialised with the catalogue (react-i18next's hooks read it). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: SOURCE_LANGUAGE,
  fallbackLng: SOURCE_LANGUAGE,
  ns: [...NAMESPACES],
  resources: RESOURCES,
  // Everything is in the bundle: no back end to wait for, so `init` is done before it returns.
  initAsync: false,
  // React escapes what it renders; escaping here too would show `&amp;`.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
