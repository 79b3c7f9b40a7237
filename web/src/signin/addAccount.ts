// SmartLock's Add Account rules (spec section 5) and the add itself: check each key against the chain
// account, save only the posting key, encrypted under the PIN.
import { fetchHiveAccount, hiveName, SignInError } from './flows';
import { publicKeyOf, WIF_LENGTH } from './hiveKeys';
import { saveAccount } from './vault';

export interface AddAccountForm {
  readonly username: string;
  readonly posting: string;
  readonly active: string;
  readonly pin: string;
  readonly confirm: string;
}

export const PIN_LENGTH = 5;
export const PIN_MISMATCH = 'Your password and confirmation password do not match.';

/** Add Account is enabled only when username >= 3, posting key >= 51, password 5 and confirm 5 characters. */
export function canAddAccount(f: AddAccountForm): boolean {
  return (
    f.username.trim().length >= 3 &&
    f.posting.trim().length >= WIF_LENGTH &&
    f.pin.length === PIN_LENGTH &&
    f.confirm.length === PIN_LENGTH
  );
}

/** A PIN as typed: digits only, at most 5. */
export const pinInput = (raw: string) => raw.replace(/\D/g, '').slice(0, PIN_LENGTH);

export interface AddResult {
  readonly username: string;
  /** An active key was given but is not one of the account's: it was not saved. */
  readonly activeRejected: boolean;
}

/**
 * Checks the form and the keys against the chain, then saves the posting key (never the active key). Fails with a message to show:
 * the PIN mismatch, the chain look-up's error ('Hive user not found'), or a posting key of someone else.
 */
export async function addSmartLockAccount(f: AddAccountForm, storage?: Storage): Promise<AddResult> {
  if (!canAddAccount(f)) throw new SignInError('Please fill in every field.');
  if (f.pin !== f.confirm) throw new SignInError(PIN_MISMATCH);
  const username = hiveName(f.username);
  const account = await fetchHiveAccount(username);
  const posting = f.posting.trim();
  const postingPublic = await publicKeyOf(posting);
  if (postingPublic === undefined || !account.postingKeys.includes(postingPublic))
    throw new SignInError(`This is not a private posting key of @${username}.`);
  const active = f.active.trim();
  let activeOk = false;
  if (active.length >= WIF_LENGTH) {
    const activePublic = await publicKeyOf(active);
    activeOk = activePublic !== undefined && account.activeKeys.includes(activePublic);
  }
  // The active key was only checked (the spec's flow); sign-in needs the posting key alone, so only it is kept.
  await saveAccount(username, { posting }, f.pin, { storage });
  return { username, activeRejected: active.length >= WIF_LENGTH && !activeOk };
}
