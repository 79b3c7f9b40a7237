// The message catalogue as react-i18next loads it (docs/MESSAGES.md): `resources` by language, then namespace.
// Pure data: no I/O, so the server (contract/catalogue/messageFor.ts) and the web (web/src/i18n/init.ts) both
// read it. A translation is one more language here with the same namespaces and keys.
import { EN } from './en';

/** The language every text is first written in, and the one a missing translation falls back to. */
export const SOURCE_LANGUAGE = 'en';

/** i18next's `resources`: language → namespace → key → text. */
export const RESOURCES = { en: EN } as const;

/** The catalogue's namespaces (i18next's `ns`). */
export const NAMESPACES = Object.keys(EN) as readonly (keyof typeof EN)[];

/** A namespace of the catalogue. */
export type Namespace = keyof typeof EN;
