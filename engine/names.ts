/**
 * The display-name rule (spec section 5), shared by the server and the web client: 3 to 20 characters;
 * letters, apostrophes and hyphens, with at most one space; a first word of at least 3 characters; no space,
 * apostrophe or hyphen at the start or end, and none next to another.
 */
const NAME_RULE = /^(?=.{3,20}$)(?=[^ ]{3})\p{L}+(?:['-]\p{L}+)*(?: \p{L}+(?:['-]\p{L}+)*)?$/u;

/** True when the name follows the rule. */
export function isValidName(name: string): boolean {
  return NAME_RULE.test(name);
}

/** The name as it is stored: trimmed, each word capitalised and the rest lowercased ("mary-ann o'neil" -> "Mary-ann O'neil"). */
export function formatName(name: string): string {
  return name
    .trim()
    .split(' ')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** The messages refusing a name, the same from the server and the web client (spec section 5). */
export const NAME_EMPTY = 'The name should not be empty';
export const NAME_ENDS_SPACE = 'The first and the last character can not be space.';
export const NAME_BREAKS_RULE =
  'Use 3-20 letters, with spaces, apostrophes and hyphens only between letters (one space at most)';

/** The help text shown next to a name input. */
export const NAME_RULE_HELP =
  'Only letters, spaces, apostrophes and hyphens; spaces, apostrophes and hyphens not at the start or end and not next to each other; 3-20 characters.';
