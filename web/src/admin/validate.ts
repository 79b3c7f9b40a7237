// Client-side checks mirroring the server's (api/routes/settings.ts), with the same messages.

/** Limits of spec sections 5 and 9, and the server's text limits (docs/API.md "Text rules"). */
export const LIMITS = {
  titleMax: 50,
  players: [1, 100],
  aiNamesQty: [2, 5000],
  aiNamesMin: 2,
  aiNameMax: 40,
  aiGames: [2, 100],
  textMax: 40,
  imageBytes: 5 * 1024 * 1024,
} as const;

export type Range = readonly [number, number];

const CONTROL = /\p{Cc}/u;

/** Length as a person counts it (an emoji is one character), as the server counts it. */
export const textLength = (value: string) => Array.from(value).length;

/** The error for a required one-line text of at most `max` characters, or null when it is fine. */
export function textError(value: string, label: string, max: number): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return `${label} is required.`;
  if (textLength(trimmed) > max) return `${label} must be at most ${max} characters.`;
  if (CONTROL.test(trimmed)) return `${label} must be one line of text.`;
  return null;
}

/** The error for a required whole number typed as text, or null when it is within the range. */
export function wholeError(raw: string, [min, max]: Range, label: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '') return `${label} is required.`;
  const n = Number(trimmed);
  if (!/^-?\d+(\.\d+)?$/.test(trimmed) || !Number.isInteger(n) || n < min || n > max)
    return `${label} must be a whole number from ${min} to ${max}.`;
  return null;
}

/** AI names as the server keeps them: trimmed, empties and repeats (ignoring case) dropped. */
export function cleanNames(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of raw.map((n) => n.trim())) {
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** The error for a list of AI names, or null: at least 2 specific names, each one line of at most 40. */
export function namesError(raw: readonly string[]): string | null {
  const names = cleanNames(raw);
  const long = names.find((n) => textLength(n) > LIMITS.aiNameMax);
  if (long !== undefined)
    return `AI name "${Array.from(long).slice(0, 20).join('')}…" must be at most ${LIMITS.aiNameMax} characters.`;
  if (names.some((n) => CONTROL.test(n))) return 'An AI name must be one line of text.';
  if (names.length < LIMITS.aiNamesMin) return 'minimum 2 names';
  if (names.length > LIMITS.aiNamesQty[1]) return `At most ${LIMITS.aiNamesQty[1]} AI names.`;
  return null;
}

/** The server's answers to a refused image, checked before sending. */
export const UNSUPPORTED_IMAGE = 'Please upload a PNG, JPEG or WebP image.';
export const IMAGE_TOO_LARGE = 'The image is larger than 5 MB. Please upload a smaller image.';
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The error for a chosen image file, or null. A file without a declared type is left to the server. */
export function imageError(file: File): string | null {
  if (file.type !== '' && !IMAGE_TYPES.has(file.type)) return UNSUPPORTED_IMAGE;
  if (file.size > LIMITS.imageBytes) return IMAGE_TOO_LARGE;
  return null;
}

/** Opacity as the server stores it: within 0-1, rounded to one decimal. */
export const roundOpacity = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10) / 10;
