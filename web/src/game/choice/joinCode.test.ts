import { describe, expect, test } from 'vitest';
import { EMPTY_JOIN_CODE, submitCode, typeCode } from './joinCode';
import { i18n } from '../../i18n/init';

const CODE_TOO_LONG = i18n.t('gameChoice:join.tooLong');
const CODE_INVALID = i18n.t('gameChoice:join.invalid');

describe('typing a code', () => {
  test.each([
    { prev: '', input: '123456', code: '123456', error: null },
    { prev: '', input: '12345678', code: '12345678', error: null },
    { prev: '1234', input: '123456789', code: '1234', error: CODE_TOO_LONG },
    { prev: '', input: '12 34-56', code: '123456', error: null },
    { prev: '12', input: '12e', code: '12', error: null },
    { prev: '12', input: '', code: '', error: null },
    { prev: '', input: '１２３', code: '', error: null },
  ])('$prev + "$input" gives "$code"', ({ prev, input, code, error }) => {
    expect(typeCode({ code: prev, error: null }, input)).toEqual({ code, error });
  });

  test('a valid input clears the error', () => {
    const long = typeCode(EMPTY_JOIN_CODE, '999999999');
    expect(long.error).toBe(CODE_TOO_LONG);
    expect(typeCode(long, '99')).toEqual({ code: '99', error: null });
  });
});

describe('joining', () => {
  test('empty: "Invalid code." and nothing is sent', () => {
    expect(submitCode(EMPTY_JOIN_CODE)).toEqual({ state: { code: '', error: CODE_INVALID } });
  });

  test('nothing is sent while an error is displayed', () => {
    const shown = { code: '1234', error: CODE_TOO_LONG };
    expect(submitCode(shown)).toEqual({ state: shown });
    expect(submitCode({ code: '', error: CODE_INVALID })).toEqual({
      state: { code: '', error: CODE_INVALID },
    });
  });

  test('a code of 1 to 8 digits is sent', () => {
    expect(submitCode({ code: '123456', error: null })).toEqual({ join: '123456' });
    expect(submitCode({ code: '7', error: null })).toEqual({ join: '7' });
  });
});
