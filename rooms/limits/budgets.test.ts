import { expect, test } from 'vitest';
import { MessageBudget } from './budgets';

test('30 messages a second pass; the 31st warns, the next are dropped, the 61st closes', () => {
  const budget = new MessageBudget(30, 30);
  const verdicts = Array.from({ length: 61 }, () => budget.take('c', 5_000));
  expect(verdicts.slice(0, 30).every((v) => v === 'ok')).toBe(true);
  expect(verdicts[30]).toBe('warn');
  expect(verdicts.slice(31, 60).every((v) => v === 'drop')).toBe(true);
  expect(verdicts[60]).toBe('close');
});

test('each second and each connection has its own count', () => {
  const budget = new MessageBudget(2, 1);
  expect([budget.take('a', 999), budget.take('a', 999), budget.take('a', 999)]).toEqual(['ok', 'ok', 'warn']);
  expect(budget.take('b', 999)).toBe('ok');
  expect(budget.take('a', 1000)).toBe('ok');
  budget.forget('a');
  expect([budget.take('a', 1000), budget.take('a', 1000)]).toEqual(['ok', 'ok']);
});
