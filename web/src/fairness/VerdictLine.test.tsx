import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { VerdictLine } from './VerdictLine';

afterEach(cleanup);

const details = () => screen.getByTestId<HTMLDetailsElement>('verdict');

test('a verified game says "Verified ✓"; a failed one names what failed; an old one says it cannot be checked', () => {
  const { rerender } = render(<VerdictLine verdict={{ ok: true }} />);
  expect(screen.getByText('Verified ✓')).toBeTruthy();
  expect(screen.getByRole('status').contains(screen.getByText('Verified ✓'))).toBe(true);
  rerender(
    <VerdictLine
      verdict={{
        ok: false,
        failed: 'turn 3 plan of B',
        message: 'The revealed plan and its nonce do not match its commitment.',
      }}
    />,
  );
  expect(screen.getByRole('alert').textContent).toContain('turn 3 plan of B does not match');
  rerender(<VerdictLine verdict="unverifiable" />);
  expect(screen.getByRole('status').textContent).toContain('Not verifiable');
});

test('"Verified ✓" is a disclosure that opens to say in words what was checked and what it means', () => {
  render(<VerdictLine verdict={{ ok: true }} />);
  expect(details().open).toBe(false);
  expect(screen.getByText('What was checked?').closest('summary')).toBeTruthy();
  // No tooltip left: the words are in the page, for touch and screen readers too.
  expect(document.querySelector('[title]')).toBeNull();
  fireEvent.click(screen.getByText('Verified ✓'));
  expect(details().open).toBe(true);
  const words = details().querySelector('.verdict-explain')!.textContent;
  expect(words).toMatch(/sealed fingerprint \(a hash\)/);
  expect(words).toMatch(/random seed was sealed/);
  expect(words).toMatch(/replayed every move with the rules and got the same result/);
  expect(words).toMatch(/no pick, the AI’s included, was changed/);
});

test('a failed check explains what failed and what to do; an unverifiable game says why', () => {
  const { rerender } = render(
    <VerdictLine
      verdict={{ ok: false, failed: 'result', message: 'The replayed result differs from the claimed one.' }}
    />,
  );
  const words = details().querySelector('.verdict-explain')!.textContent;
  expect(words).toContain('What failed: result. The replayed result differs from the claimed one.');
  expect(words).toContain('cannot be trusted');
  rerender(<VerdictLine verdict="unverifiable" />);
  expect(details().querySelector('.verdict-explain')!.textContent).toMatch(
    /nothing to check the picks against/,
  );
});

test('while checking, a plain status line (nothing to open yet)', () => {
  render(<VerdictLine verdict="checking" />);
  expect(screen.getByRole('status').textContent).toBe('Checking the game…');
  expect(screen.queryByTestId('verdict')).toBeNull();
});
