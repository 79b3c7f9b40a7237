import CryptoJS from 'crypto-js';
import { describe, expect, test } from 'vitest';
import { hasDecrypt, hasEncrypt, HasCipherError, textToBase64 } from './hasCipher';

const KEY = '7f0c6d2e-4a1b-4c55-9e0f-2b8d1c3a5e77';
const TEXTS = {
  'a challenge request': JSON.stringify({ key_type: 'posting', challenge: 'octoduel:login:alice:00ff' }),
  'non-ASCII text': 'Ünïcödé ✓ 🐙',
  'the empty text': '',
  'a block exactly': '0123456789abcdef',
};

describe('HiveAuth payload encryption meets crypto-js (what wallets use)', () => {
  test.each(Object.entries(TEXTS))('%s: ours opened by crypto-js, and the reverse', async (_name, text) => {
    const ours = await hasEncrypt(text, KEY);
    expect(CryptoJS.AES.decrypt(ours, KEY).toString(CryptoJS.enc.Utf8)).toBe(text);
    const theirs = CryptoJS.AES.encrypt(text, KEY).toString();
    await expect(hasDecrypt(theirs, KEY)).resolves.toBe(text);
  });

  test('each encryption has its own salt: the same text twice gives two payloads', async () => {
    const a = await hasEncrypt('same', KEY);
    const b = await hasEncrypt('same', KEY);
    expect(a).not.toBe(b);
    await expect(hasDecrypt(b, KEY)).resolves.toBe('same');
  });
});

describe('refused payloads', () => {
  test('another key does not open it', async () => {
    const payload = CryptoJS.AES.encrypt(TEXTS['a challenge request'], KEY).toString();
    await expect(hasDecrypt(payload, 'another key')).rejects.toBeInstanceOf(HasCipherError);
  });

  test.each([
    ['not base64', '%%%'],
    ['too short', textToBase64('Salted__1234')],
    ['no salt header', textToBase64('x'.repeat(32))],
    ['a ragged length', textToBase64(`Salted__12345678${'x'.repeat(17)}`)],
  ])('%s', async (_name, payload) => {
    await expect(hasDecrypt(payload, KEY)).rejects.toBeInstanceOf(HasCipherError);
  });
});

test('textToBase64 is UTF-8 base64', () => {
  expect(textToBase64('{"a":"é"}')).toBe(Buffer.from('{"a":"é"}').toString('base64'));
});
