// i18next's `{{name}}` interpolation, for code that reads the catalogue without i18next (the server: contract/
// stays free of packages). It does what i18next does with `interpolation: { escapeValue: false }` for the forms
// the catalogue uses: `{{name}}` (spaces inside the braces allowed) is replaced by the parameter's text, and a
// placeholder whose parameter is not given is left as written. i18next's formats (`{{x, number}}`), nesting
// (`$t(key)`) and plurals are not implemented, and the catalogue does not use them (contract/catalogue/
// catalogue.test.ts checks both, and that this gives i18next's own output for every entry).

/** The names of the `{{name}}` parameters a catalogue text takes, as a union of string literal types. */
export type ParamNames<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The parameters a catalogue text takes: each `{{name}}` by its name (empty for a text without any). */
export type Params<Text extends string> = { readonly [Name in ParamNames<Text>]: string | number };

const PLACEHOLDER = /\{\{\s*([^{},]+?)\s*\}\}/g;

/** `text` with each `{{name}}` replaced by `params[name]`; a placeholder without its parameter is kept. */
export function interpolate(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
