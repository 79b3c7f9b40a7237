import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ClockChoice, useClockChoice } from './ClockChoice';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The game choice's use of it: the remembered clock and its switch. */
function Chooser() {
  const [clock, setClock] = useClockChoice();
  return (
    <>
      <ClockChoice clock={clock} onChange={setClock} />
      <output>{clock}</output>
    </>
  );
}

const relaxed = () => screen.getByRole<HTMLInputElement>('switch', { name: 'Relaxed clock' });

test('a labelled switch, off for a new player: the label sits in it and names it', () => {
  render(<Chooser />);
  expect(relaxed().checked).toBe(false);
  expect(relaxed().closest('label')?.textContent).toContain('Relaxed clock');
  expect(screen.getByText('standard')).toBeTruthy();
});

test('clicking the switch or its label turns the relaxed clock on and off', () => {
  render(<Chooser />);
  fireEvent.click(relaxed());
  expect(relaxed().checked).toBe(true);
  expect(screen.getByText('relaxed')).toBeTruthy();
  fireEvent.click(screen.getByText('Relaxed clock'));
  expect(relaxed().checked).toBe(false);
  expect(screen.getByText('standard')).toBeTruthy();
});

test('the choice is remembered in this browser: a later visit finds it as it was left', () => {
  const first = render(<Chooser />);
  fireEvent.click(relaxed());
  first.unmount();
  render(<Chooser />);
  expect(relaxed().checked).toBe(true);
  fireEvent.click(relaxed());
  cleanup();
  render(<Chooser />);
  expect(relaxed().checked).toBe(false);
});

test('a stored value it does not know gives the standard clock', () => {
  localStorage.setItem('octoduel.clock', 'turbo');
  render(<Chooser />);
  expect(relaxed().checked).toBe(false);
});
