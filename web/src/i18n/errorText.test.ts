import { afterEach, expect, test } from 'vitest';
import { errorText } from './errorText';
import { i18n } from './init';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

test('an error the server described by its code alone is shown in English as the server wrote it', () => {
  expect(errorText({ code: 'auth/signed-out', message: 'Please sign in.' })).toBe('Please sign in.');
});

test('a translation shows the code’s sentence in its language; particular words and unknown codes stay', async () => {
  i18n.addResourceBundle('de', 'errors', { 'auth/signed-out': 'Bitte melde dich an.' });
  await i18n.changeLanguage('de');
  expect(errorText({ code: 'auth/signed-out', message: 'Please sign in.' })).toBe('Bitte melde dich an.');
  // What the server said beyond the code's sentence (which field, which limit) is its own.
  expect(errorText({ code: 'request/invalid', message: 'Name is required.' })).toBe('Name is required.');
  expect(errorText({ code: 'rematch/declined', message: 'The rematch was declined.' })).toBe(
    'The rematch was declined.',
  );
  // A code the translation has not filled in falls back to English.
  expect(errorText({ code: 'auth/not-admin', message: 'Only admins can change this.' })).toBe(
    'Only admins can change this.',
  );
});
