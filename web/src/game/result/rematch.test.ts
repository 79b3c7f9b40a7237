import { expect, test } from 'vitest';
import { REMATCH_EXPIRED, rematchPrompt, type RematchPrompt } from './rematch';
import { i18n } from '../../i18n/init';

const REMATCH_STARTING = i18n.t('gameResult:rematch.starting');
import { view } from '../decoding/testViews';
import type { RematchView } from '../decoding/types';

const open: RematchView = { status: 'open', deadline: 20_000, asked: [], declinedBy: null };

// "me" sits in A, Bob ("them") in B.
test.each<[string, RematchView, RematchPrompt]>([
  ['nobody asked', open, { kind: 'offer' }],
  ['we asked', { ...open, asked: ['A'] }, { kind: 'asked', text: 'Waiting for Bob to accept…' }],
  ['they asked', { ...open, asked: ['B'] }, { kind: 'invited', text: 'Bob wants a rematch' }],
  ['agreed', { ...open, status: 'accepted', asked: ['A', 'B'] }, { kind: 'settled', text: REMATCH_STARTING }],
  [
    'they declined our offer',
    { ...open, status: 'declined', asked: ['A'], declinedBy: 'B' },
    { kind: 'settled', text: 'Bob declined' },
  ],
  [
    'we declined their offer',
    { ...open, status: 'declined', asked: ['B'], declinedBy: 'A' },
    { kind: 'settled', text: 'You declined the rematch.' },
  ],
  ['expired', { ...open, status: 'expired', asked: ['B'] }, { kind: 'settled', text: REMATCH_EXPIRED }],
])('%s', (_name, rematch, want) => {
  expect(rematchPrompt(view({ phase: 'over', rematch }), 'me')).toEqual(want);
});

test.each<[string, RematchView, RematchPrompt | null]>([
  // Regression (issue 36): "The rematch offer expired." showed before any offer was seen.
  [
    'the window closed before anyone asked: no message, the button just goes',
    { ...open, status: 'expired' },
    null,
  ],
  // Regression (issue 36): "Bob declined" a rematch nobody had offered, when Bob left the finished game.
  [
    'they left before anyone asked: said as leaving, not declining',
    { ...open, status: 'declined', declinedBy: 'B' },
    { kind: 'settled', text: 'Bob left: no rematch.' },
  ],
  ['we left before anyone asked', { ...open, status: 'declined', declinedBy: 'A' }, null],
  [
    'we asked and the offer ran out',
    { ...open, status: 'expired', asked: ['A'] },
    { kind: 'settled', text: REMATCH_EXPIRED },
  ],
])('%s', (_name, rematch, want) => {
  expect(rematchPrompt(view({ phase: 'over', rematch }), 'me')).toEqual(want);
});

test('nothing to show without an offer or to someone without a seat', () => {
  expect(rematchPrompt(view({ phase: 'over' }), 'me')).toBeNull();
  expect(rematchPrompt(view({ phase: 'over', rematch: open }), 'watcher')).toBeNull();
});
