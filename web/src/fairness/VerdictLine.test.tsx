import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { VerdictLine } from './VerdictLine';

afterEach(cleanup);

test('a verified game says "Verified ✓"; a failed one names what failed; an old one says it cannot be checked', () => {
  const { rerender } = render(<VerdictLine verdict={{ ok: true }} />);
  expect(screen.getByRole('status').textContent).toBe('Verified ✓');
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
