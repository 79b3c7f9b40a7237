// The catalogue's shape for i18next's types: `t('ns:key')` and `useTranslation('ns')` are checked against it, so a
// key that does not exist is a type error (tests/catalogue.test.ts checks the same by reading the sources).
import type { EN } from '../../../contract/catalogue/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: typeof EN;
    defaultNS: false;
  }
}
