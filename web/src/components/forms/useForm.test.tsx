// The one form pattern (issue 39): every field's problem at once and nothing sent while one fails; a pending flag
// while the call runs; the success toast, or the failure's line.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from '../../net/http';
import { useToast } from '../../stores/toast';
import { useForm } from './useForm';

afterEach(() => {
  cleanup();
  useToast.setState({ toast: null });
});

/** A submit event whose default (the page load) is recorded. */
const submitEvent = () => {
  const preventDefault = vi.fn();
  return { event: { preventDefault }, preventDefault };
};

const check = ({ title, qty }: { title: string; qty: string }) => ({
  title: title.trim() === '' ? 'Title is required.' : null,
  qty: /^\d+$/.test(qty) ? null : 'Number must be a whole number.',
});

test('every failing field shows its problem at once, and nothing is sent', () => {
  const send = vi.fn(() => Promise.resolve());
  const { result } = renderHook(() => useForm({ title: ' ', qty: 'x' }, { check, send, success: 'Saved.' }));
  const { event, preventDefault } = submitEvent();
  act(() => {
    result.current.submit(event);
  });
  expect(preventDefault).toHaveBeenCalled();
  expect(result.current.errors).toEqual({
    title: 'Title is required.',
    qty: 'Number must be a whole number.',
  });
  expect(send).not.toHaveBeenCalled();
  act(() => {
    result.current.clearError('title');
  });
  expect(result.current.errors.title).toBeNull();
});

test('pending while the call runs, then the success toast; the fields edited are what is sent', async () => {
  let finish = () => {};
  const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { result } = renderHook(() => useForm({ title: '', qty: '3' }, { check, send, success: 'Saved.' }));
  act(() => {
    result.current.set('title', 'Board');
  });
  act(() => {
    result.current.submit(submitEvent().event);
  });
  expect(result.current.pending).toBe(true);
  expect(send).toHaveBeenCalledWith({ title: 'Board', qty: '3' });
  await act(async () => {
    finish();
    await Promise.resolve();
  });
  expect(result.current.pending).toBe(false);
  expect(result.current.failure).toBeNull();
  expect(useToast.getState().toast?.message).toBe('Saved.');
});

test("a failed call shows the failure's line (the API's message by default, or the form's own words), no toast", async () => {
  const refused = () => Promise.reject(new ApiError('Title is too long.', 'request/invalid', 400));
  const { result } = renderHook(() =>
    useForm({ title: 'x', qty: '1' }, { check, send: refused, success: 'Saved.' }),
  );
  await act(async () => {
    result.current.submit(submitEvent().event);
    await Promise.resolve();
  });
  expect(result.current.failure).toBe('Title is too long.');
  expect(result.current.pending).toBe(false);
  expect(useToast.getState().toast).toBeNull();
  const own = renderHook(() =>
    useForm(
      { name: '' },
      { send: () => Promise.reject(new Error('')), describe: () => 'Something went wrong.' },
    ),
  );
  await act(async () => {
    own.result.current.submit(submitEvent().event);
    await Promise.resolve();
  });
  expect(own.result.current.failure).toBe('Something went wrong.');
});
