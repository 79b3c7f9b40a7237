import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { SIGNUP_LINKS, SignUpLinks } from './SignUpLinks';

afterEach(cleanup);

test('closed, the SignUp section still says what it holds', () => {
  const { container } = render(<SignUpLinks />);
  const details = container.querySelector('details')!;
  expect(details.open).toBe(false);
  expect(details.querySelector('summary')?.textContent).toBe('Sign upNo account yet? Here is how to get one');
});

test('open, it says an account is a Hive account, where to create one, and what an older email account does', () => {
  render(<SignUpLinks open />);
  expect(screen.getByText(/signs you in with a/).textContent).toContain('Hive account');
  for (const { label, href } of SIGNUP_LINKS) {
    const link = screen.getByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  }
  expect(screen.getByText('(needs verification)')).toBeTruthy();
  expect(screen.getByText('($2.45)')).toBeTruthy();
  expect(screen.getByText(/email and password\? Sign in with Old credentials/)).toBeTruthy();
});
