import { describe, expect, test } from 'vitest';
import { NAME_EMPTY, NAME_ENDS_SPACE } from '../../../engine';
import { decideNameUpdate, withPeriod } from './nameEdit';

describe('name update rules (spec section 5)', () => {
  test.each([
    {
      case: 'a space at the start',
      current: 'Alice',
      typed: ' Bob',
      want: { kind: 'alert', message: NAME_ENDS_SPACE },
    },
    {
      case: 'a space at the end',
      current: 'Alice',
      typed: 'Bob ',
      want: { kind: 'alert', message: NAME_ENDS_SPACE },
    },
    {
      case: 'spaces at both ends',
      current: 'Alice',
      typed: '  Bob Lee  ',
      want: { kind: 'alert', message: NAME_ENDS_SPACE },
    },
    { case: 'empty', current: 'Alice', typed: '', want: { kind: 'close', message: NAME_EMPTY } },
    { case: 'only spaces', current: 'Alice', typed: '   ', want: { kind: 'close', message: NAME_EMPTY } },
    { case: 'unchanged', current: 'Alice', typed: 'Alice', want: { kind: 'close' } },
    { case: 'unchanged once capitalised', current: 'Alice', typed: 'alice', want: { kind: 'close' } },
    { case: 'empty with no name yet', current: '', typed: '', want: { kind: 'close' } },
    { case: 'a new name', current: 'Alice', typed: 'Bob', want: { kind: 'send', name: 'Bob' } },
    {
      case: 'capitalised word by word',
      current: 'Alice',
      typed: 'mary-ANN smith',
      want: { kind: 'send', name: 'Mary-ann Smith' },
    },
    {
      case: 'left to the server when it breaks the rule',
      current: 'Alice',
      typed: 'b0b',
      want: { kind: 'send', name: 'B0b' },
    },
  ])('$case', ({ current, typed, want }) => {
    expect(decideNameUpdate(current, typed)).toEqual(want);
  });

  test.each([
    { message: 'The name should not be empty', want: 'The name should not be empty.' },
    { message: 'You can only change your own profile.', want: 'You can only change your own profile.' },
    { message: 'Use 3-20 letters', want: 'Use 3-20 letters.' },
  ])('a failure alerts its message plus one period: $message', ({ message, want }) => {
    expect(withPeriod(message)).toBe(want);
  });
});
