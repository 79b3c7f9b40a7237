// What only the admin forms need on top of the HTTP contract (contract/http.ts), which holds the
// limits, checks and messages the server uses.
import {
  IMAGE_TOO_LARGE,
  SETTING_LIMITS,
  UNSUPPORTED_IMAGE,
  wholeNumberError,
  type Range,
} from '../../../contract/http';

/** The error for a required whole number typed as text, or null when it is within the range. */
export function wholeError(raw: string, range: Range, label: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '') return `${label} is required.`;
  const n = /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return wholeNumberError(n, range, label);
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The error for a chosen image file, or null. A file without a declared type is left to the server. */
export function imageError(file: File): string | null {
  if (file.type !== '' && !IMAGE_TYPES.has(file.type)) return UNSUPPORTED_IMAGE;
  if (file.size > SETTING_LIMITS.imageBytes) return IMAGE_TOO_LARGE;
  return null;
}
