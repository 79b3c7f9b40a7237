/**
 * Whether a name follows Hive's account name rules: 3-16 characters; dot-separated segments of at least
 * 3 characters, each starting with a lowercase letter, ending with a letter or digit, and holding only
 * lowercase letters, digits and single hyphens.
 */
export function isValidHiveUsername(name: string): boolean {
  if (name.length < 3 || name.length > 16) return false;
  return name
    .split('.')
    .every((segment) => /^[a-z](?:[a-z0-9]|-(?!-))*[a-z0-9]$/.test(segment) && segment.length >= 3);
}

/** The Hive account a client means (lowercased), or undefined when it cannot be a Hive account. */
export function parseHiveUsername(raw: string): string | undefined {
  const name = raw.trim().toLowerCase();
  return isValidHiveUsername(name) ? name : undefined;
}
