import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { JoinArea } from './JoinArea';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderJoin(onJoin = vi.fn((_code: string) => Promise.resolve<string | null>(null))) {
  render(<JoinArea joinText="Join Game" onJoin={onJoin} disabled={false} />);
  const box = screen.getByLabelText<HTMLInputElement>('Game code');
  const join = screen.getByRole('button', { name: 'Join Game' });
  const error = () => screen.getByRole('alert').textContent;
  return { onJoin, box, join, error };
}

describe('JoinArea', () => {
  test('asks for the code; digits only', () => {
    const { box } = renderJoin();
    expect(screen.getByText('Ask your friend for the code.')).toBeTruthy();
    fireEvent.change(box, { target: { value: '12ab3' } });
    expect(box.value).toBe('123');
  });

  test('more than 8 digits is ignored and says so; join is not sent while the error shows', () => {
    const { box, join, error, onJoin } = renderJoin();
    fireEvent.change(box, { target: { value: '1234' } });
    fireEvent.change(box, { target: { value: '123456789' } });
    expect(box.value).toBe('1234');
    expect(error()).toBe('maximum length is 8 digit.');
    fireEvent.click(join);
    expect(onJoin).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '12345678' } });
    expect(error()).toBe('');
  });

  test('empty: "Invalid code."', () => {
    const { join, error, onJoin } = renderJoin();
    fireEvent.click(join);
    expect(error()).toBe('Invalid code.');
    expect(onJoin).not.toHaveBeenCalled();
  });

  test("a refused code shows the server's answer", async () => {
    const { box, join, error, onJoin } = renderJoin(
      vi.fn(() => Promise.resolve('There is no game with this code.')),
    );
    fireEvent.change(box, { target: { value: '654321' } });
    fireEvent.click(join);
    expect(onJoin).toHaveBeenCalledWith('654321');
    await waitFor(() => {
      expect(error()).toBe('There is no game with this code.');
    });
  });

  test('Paste Code shows only when the clipboard can be read, and pastes digits', async () => {
    vi.stubGlobal('navigator', { userAgent: navigator.userAgent, clipboard: undefined });
    renderJoin();
    expect(screen.queryByRole('button', { name: 'Paste Code' })).toBeNull();
    cleanup();
    vi.stubGlobal('navigator', {
      userAgent: navigator.userAgent,
      clipboard: { readText: () => Promise.resolve(' 123 456 ') },
    });
    const { box } = renderJoin();
    fireEvent.click(screen.getByRole('button', { name: 'Paste Code' }));
    await waitFor(() => {
      expect(box.value).toBe('123456');
    });
  });
});
