import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { SHORTCUTS, ShortcutSheet } from './ShortcutSheet';

afterEach(cleanup);

const sheet = () => document.querySelector('dialog.g-keys-sheet');
const rows = () => [...(sheet()?.querySelectorAll('tr') ?? [])].map((r) => r.textContent);

test('the "?" button opens the sheet listing the arrows, Enter/Space and the phase keys (B, Backspace, S)', () => {
  render(<ShortcutSheet />);
  expect(sheet()).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
  expect(sheet()?.hasAttribute('open')).toBe(true);
  expect(screen.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeTruthy();
  expect(rows()).toEqual([
    '← ↑ → ↓Move between squares; while you pick, to the squares you can pick.',
    'Enter SpacePick the square in focus, or press the button in focus.',
    'B BackspaceBack: undo your last pick (Choose, Place, and planning your turn).',
    'SSet: confirm your move and hit for this turn.',
    'Tab Shift + TabGo to the next or previous button or link.',
    '?Show this list.',
    'EscapeClose this list, or the result (its buttons stay on the page).',
  ]);
  expect(rows()).toHaveLength(SHORTCUTS.length);
});

test('the "?" key opens it, Escape (the dialog\'s cancel) and Close shut it; "?" typed in a field does not', () => {
  render(
    <>
      <input aria-label="Note" />
      <ShortcutSheet />
    </>,
  );
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Note' }), { key: '?' });
  expect(sheet()).toBeNull();
  fireEvent.keyDown(document.body, { key: '?' });
  expect(sheet()?.hasAttribute('open')).toBe(true);
  act(() => {
    fireEvent(sheet()!, new Event('cancel', { cancelable: true }));
  });
  expect(sheet()).toBeNull();
  fireEvent.keyDown(document.body, { key: '?' });
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(sheet()).toBeNull();
});
