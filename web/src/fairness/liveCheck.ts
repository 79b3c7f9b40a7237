import {
  pickCommitment,
  pickLabel,
  publicPicks,
  verifyGame,
  type FairnessRecord,
  type PickValue,
  type PublicPlayer,
  type Seat,
  type Verdict,
} from '../../../engine';
import type { CommitmentView, GameView } from '../game/decoding/types';
import { i18n } from '../i18n/init';
import type { VerdictState } from './VerdictLine';

/** A commitment as the client holds it: the first one published for its pick (or an allowed replacement). */
type HeldCommitment = CommitmentView & {
  /** True once its nonce was checked against the public pick. */
  readonly opened: boolean;
};

/**
 * What the client has checked of one game so far (docs/FAIRNESS.md): fed every synced view in turn by
 * `observeView`, it holds the commitments as published and answers with a verdict.
 */
export interface LiveCheck {
  /** The game checked; null before a view with a game id. */
  readonly gameId: string | null;
  /** The first seed commitment seen. */
  readonly seedCommitment: string | null;
  /** The commitments seen, by pick label. */
  readonly picks: ReadonlyMap<string, HeldCommitment>;
  /** The latest turn whose reveal an earlier view showed (0 before any). */
  readonly revealedTurn: number;
  /** 'checking' until the record was checked, then Verified or the first failure found. */
  readonly verdict: VerdictState;
}

export const NEW_LIVE_CHECK: LiveCheck = {
  gameId: null,
  seedCommitment: null,
  picks: new Map(),
  revealedTurn: 0,
  verdict: 'checking',
};

const failure = (failed: string, message: string): Verdict => ({ ok: false, failed, message });

/**
 * The check after one more synced view. A view of another game starts a fresh check; once a verdict is reached
 * (Verified or the first failure) the check no longer changes. Returns `check` itself when nothing changed.
 */
export function observeView(check: LiveCheck, view: GameView): LiveCheck {
  if (view.gameId === null) return check;
  const current = view.gameId === check.gameId ? check : { ...NEW_LIVE_CHECK, gameId: view.gameId };
  if (current.verdict !== 'checking') return current;
  const next = observe(current, view.gameId, view);
  return next.verdict === 'checking' &&
    next.seedCommitment === current.seedCommitment &&
    next.revealedTurn === current.revealedTurn &&
    samePicks(next.picks, current.picks)
    ? current
    : next;
}

function observe(check: LiveCheck, gameId: string, view: GameView): LiveCheck {
  const fail = (v: Verdict): LiveCheck => ({ ...check, verdict: v });
  let seed = check.seedCommitment;
  if (view.seedCommitment !== null) {
    if (seed === null) seed = view.seedCommitment;
    else if (seed !== view.seedCommitment) return fail(failure('seed', i18n.t('fairness:live.seedChanged')));
  }
  const picks = new Map(check.picks);
  for (const c of view.commitments) {
    const held = picks.get(c.label);
    const problem = held === undefined ? null : replacementProblem(held, c, check.revealedTurn);
    if (problem !== null) return fail(failure(c.label, problem));
    const kept: HeldCommitment =
      held !== undefined && sameCommitment(held, c) ? held : { ...c, opened: false };
    const opened = kept.opened ? kept : open(gameId, kept, view);
    if (opened !== kept && !opened.opened)
      return fail(failure(c.label, i18n.t('fairness:live.doesNotOpen', { label: c.label })));
    picks.set(c.label, opened);
  }
  const revealedTurn = Math.max(check.revealedTurn, view.lastReveal?.turn ?? 0);
  const next: LiveCheck = { ...check, seedCommitment: seed, picks, revealedTurn };
  if (view.recordUnreadable)
    return { ...next, verdict: failure('record', i18n.t('fairness:live.unreadable')) };
  return view.record === null ? next : { ...next, verdict: checkRecord(next, gameId, view.record) };
}

/** Why `c` may not replace the held commitment for its pick, or null when it may (or is the same). */
function replacementProblem(held: HeldCommitment, c: CommitmentView, revealedTurn: number): string | null {
  if (held.commitment === c.commitment) {
    return held.nonce === '' || held.nonce === c.nonce
      ? null
      : i18n.t('fairness:live.nonceChanged', { label: c.label });
  }
  if (held.nonce !== '') return i18n.t('fairness:live.changedAfterNonce', { label: c.label });
  if (held.phase === 'plan' && held.turn <= revealedTurn)
    return i18n.t('fairness:live.changedAfterTurn', { label: c.label });
  return null;
}

const sameCommitment = (a: CommitmentView, b: CommitmentView): boolean =>
  a.commitment === b.commitment && a.nonce === b.nonce;

/**
 * The held commitment checked against the pick the view shows, once its nonce is known and the view shows
 * the pick: `opened` true when it opens, the same object back when it cannot be checked yet (the record
 * check covers a pick the client never saw public), and `opened` false when it does not open.
 */
function open(gameId: string, held: HeldCommitment, view: GameView): HeldCommitment {
  if (held.nonce === '') return held;
  const pick = publicPick(held, view);
  if (pick === null) return held;
  const ok = pickCommitment(gameId, held.phase, held.turn, held.seat, pick, held.nonce) === held.commitment;
  return { ...held, opened: ok };
}

/** The pick as this view shows it (the engine's `publicPicks`), or null when it does not. */
function publicPick(key: CommitmentView, view: GameView): PickValue | null {
  const label = pickLabel(key);
  const shown = publicPicks({
    players: { A: seatOf(view, 'A'), B: seatOf(view, 'B') },
    lastReveal: view.lastReveal,
  });
  return shown.find((p) => pickLabel(p) === label)?.pick ?? null;
}

/** A seat as the engine's public view has it (the web's view lists the seats); nothing shown when it is absent. */
const seatOf = (view: GameView, seat: Seat): PublicPlayer =>
  view.players.find((p) => p.seat === seat) ?? { character: null, square: null, done: false };

/** The record checked: it verifies, and it is the game, seed commitment and commitments this client saw. */
function checkRecord(check: LiveCheck, gameId: string, record: FairnessRecord): Verdict {
  const verdict = verifyGame(record);
  if (!verdict.ok) return verdict;
  if (record.gameId !== gameId)
    return failure('record', i18n.t('fairness:live.otherGame', { recorded: record.gameId, played: gameId }));
  if (record.seedCommitment !== check.seedCommitment)
    return failure('seed', i18n.t('fairness:live.otherSeed'));
  const recorded = new Map(record.picks.map((p) => [`${p.phase}/${p.turn}/${p.seat}`, p]));
  for (const [label, held] of check.picks) {
    const r = recorded.get(`${held.phase}/${held.turn}/${held.seat}`);
    if (r === undefined) {
      // verifyGame found a commitment for every pick the game made: one missing here was never played (the
      // AI commits at the start of a phase a forfeit then ended), unless its nonce was revealed.
      if (held.nonce === '') continue;
      return failure(label, i18n.t('fairness:live.noCommitment', { label }));
    }
    if (r.commitment !== held.commitment)
      return failure(label, i18n.t('fairness:live.otherCommitment', { label }));
    if (held.nonce !== '' && r.nonce !== held.nonce)
      return failure(label, i18n.t('fairness:live.otherNonce', { label }));
  }
  return { ok: true };
}

function samePicks(a: ReadonlyMap<string, HeldCommitment>, b: ReadonlyMap<string, HeldCommitment>): boolean {
  if (a.size !== b.size) return false;
  for (const [label, held] of a) if (b.get(label) !== held) return false;
  return true;
}
