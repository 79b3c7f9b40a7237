import { PrivateKey } from 'hive-tx';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { vi } from 'vitest';
import {
  addSmartLockAccount,
  canAddAccount,
  PIN_MISMATCH,
  pinInput,
  type AddAccountForm,
} from './addAccount';
import { fakeApi, type FakeApi } from './testApi';
import { saveAccount, savedAccounts, unlockAccount, VAULT_ITEM } from './vault';

const key = (role: 'posting' | 'active', who = 'alice') => PrivateKey.fromLogin(who, 'secret', role);
const POSTING = key('posting').toString();
const ACTIVE = key('active').toString();
const ALICE = {
  name: 'alice',
  postingKeys: [key('posting').createPublic().toString()],
  activeKeys: [key('active').createPublic().toString()],
  postingAccountAuths: [],
};
const FORM: AddAccountForm = {
  username: 'alice',
  posting: POSTING,
  active: ACTIVE,
  pin: '13579',
  confirm: '13579',
};

describe('Add Account is enabled only when every field is long enough', () => {
  test.each([
    { case: 'everything filled', form: FORM, want: true },
    { case: 'no active key (optional)', form: { ...FORM, active: '' }, want: true },
    { case: 'username of 3', form: { ...FORM, username: 'abc' }, want: true },
    { case: 'username of 2', form: { ...FORM, username: 'ab' }, want: false },
    { case: 'username of spaces', form: { ...FORM, username: '   ' }, want: false },
    { case: 'posting key of 50', form: { ...FORM, posting: POSTING.slice(0, 50) }, want: false },
    { case: 'password of 4', form: { ...FORM, pin: '1357' }, want: false },
    { case: 'confirmation of 4', form: { ...FORM, confirm: '1357' }, want: false },
    {
      case: 'password and confirmation differ (checked on submit)',
      form: { ...FORM, confirm: '24680' },
      want: true,
    },
  ])('$case: $want', ({ form, want }) => {
    expect(canAddAccount(form)).toBe(want);
  });

  test.each([
    { typed: '12a34', want: '1234' },
    { typed: '1234567', want: '12345' },
    { typed: ' 1 2 ', want: '12' },
  ])('the password keeps digits only, at most 5: $typed -> $want', ({ typed, want }) => {
    expect(pinInput(typed)).toBe(want);
  });
});

describe('adding an account', () => {
  let server: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    server = fakeApi();
    server.on('GET /v1/api/hive/account/alice', { body: ALICE });
    server.on('GET /v1/api/hive/account/nobody', { status: 404, body: { message: 'Hive user not found' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // Issue #10 point 7: the active key is checked against the chain, then not stored.
  test('both keys match the chain: only the posting key is saved under the PIN', async () => {
    await expect(addSmartLockAccount(FORM)).resolves.toEqual({ username: 'alice', activeRejected: false });
    expect(savedAccounts()).toEqual(['alice']);
    const entry = () => (JSON.parse(localStorage.getItem(VAULT_ITEM)!) as { alice: { data: string } }).alice;
    const stored = entry().data.length;
    await saveAccount('alice', { posting: POSTING }, '13579');
    expect(stored).toBe(entry().data.length);
    await expect(unlockAccount('alice', '13579')).resolves.toEqual({ posting: POSTING });
  });

  test('the username is trimmed and lowercased', async () => {
    await addSmartLockAccount({ ...FORM, username: ' Alice ' });
    expect(savedAccounts()).toEqual(['alice']);
  });

  test('an active key of someone else is not saved', async () => {
    const result = await addSmartLockAccount({ ...FORM, active: key('active', 'bob').toString() });
    expect(result.activeRejected).toBe(true);
    await expect(unlockAccount('alice', '13579')).resolves.toEqual({ posting: POSTING });
  });

  test('the posting key given as active is not an active key', async () => {
    const result = await addSmartLockAccount({ ...FORM, active: POSTING });
    expect(result.activeRejected).toBe(true);
  });

  test('an active key under 51 characters is skipped', async () => {
    const result = await addSmartLockAccount({ ...FORM, active: 'short' });
    expect(result.activeRejected).toBe(false);
    await expect(unlockAccount('alice', '13579')).resolves.toEqual({ posting: POSTING });
  });

  test.each([
    { case: "someone else's posting key", posting: key('posting', 'bob').toString() },
    { case: 'the active key as posting key', posting: ACTIVE },
    { case: 'not a key at all', posting: 'x'.repeat(51) },
  ])('refuses $case and saves nothing', async ({ posting }) => {
    await expect(addSmartLockAccount({ ...FORM, posting })).rejects.toThrow(
      'This is not a private posting key of @alice.',
    );
    expect(savedAccounts()).toEqual([]);
  });

  test('different password and confirmation: the spec message, and the chain is not asked', async () => {
    await expect(addSmartLockAccount({ ...FORM, confirm: '24680' })).rejects.toThrow(PIN_MISMATCH);
    expect(server.calls).toEqual([]);
  });

  test("an unknown account: 'Hive user not found'", async () => {
    await expect(addSmartLockAccount({ ...FORM, username: 'nobody' })).rejects.toThrow('Hive user not found');
    expect(savedAccounts()).toEqual([]);
  });
});
