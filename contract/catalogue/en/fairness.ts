// The `fairness` namespace: what the browser's own checks of a game say (docs/FAIRNESS.md): the verdict line, the
// live check's failures, and the check of a game against its anchor on Hive (web/src/fairness/).

/** The fairness checks' texts, as i18next's resources hold them. */
export const FAIRNESS = {
  verdict: {
    checking: 'Checking the game…',
    more: 'What was checked?',
    verified: 'Verified ✓',
    /** What "Verified ✓" means, in plain words (docs/FAIRNESS.md, "How to verify" and "What it proves"). */
    verifiedWords: {
      sealed:
        'Before each pick was revealed, the server published a sealed fingerprint (a hash) of it. At the end it revealed every pick with its secret, and your browser checked that each one matches its fingerprint.',
      seed: 'The game’s random seed was sealed the same way at the start, so the time-outs’ random picks and the AI’s choices could not be changed during the game.',
      replayed: 'Your browser then replayed every move with the rules and got the same result.',
      proves:
        'So no pick, the AI’s included, was changed after the other player’s was known. It cannot show whether two accounts belong to one person.',
    },
    notVerified: 'Not verified: {{failed}} does not match.',
    whatFailed: 'What failed: <strong>{{failed}}</strong>. {{message}}',
    failedWords:
      'A pick or the result does not match what was sealed before it was revealed, so this game’s record cannot be trusted as it stands. Report the game with its JSON (Download JSON on its replay).',
    unverifiable: 'Not verifiable: this game was stored before games carried commitments.',
    unverifiableWords:
      'Games stored before sealed fingerprints (commitments) were added carry nothing to check the picks against. The replay still shows what the rules give for the recorded moves.',
  },
  /** Why the live check failed: the first thing that did not match what the room published. */
  live: {
    seedChanged: 'The seed commitment changed after it was published.',
    doesNotOpen: 'The {{label}} and its nonce do not match its commitment.',
    unreadable: 'The game record the room sent cannot be read.',
    nonceChanged: 'The nonce of the {{label}} changed after it was revealed.',
    changedAfterNonce: 'The commitment to the {{label}} changed after its nonce was revealed.',
    changedAfterTurn: 'The commitment to the {{label}} changed after its turn was revealed.',
    otherGame: 'The record is of game {{recorded}}, not of game {{played}} that was played.',
    otherSeed: 'The record’s seed commitment is not the one published when the game started.',
    noCommitment: 'The record has no commitment for the {{label}}.',
    otherCommitment: 'The record’s commitment to the {{label}} is not the one published during the game.',
    otherNonce: 'The record’s nonce for the {{label}} is not the one revealed during the game.',
  },
  /** The game against its anchor on Hive (docs/FAIRNESS.md "On Hive"). */
  anchor: {
    none: 'none',
    mismatch: 'Does not match its anchor on Hive: {{what}} is {{stored}} here, {{anchored}} on the chain.',
    offNotCounted: 'Not anchored on Hive: only counted games (public games and games against the AI) are.',
    offAnchoring: 'Not anchored on Hive: anchoring is off on this server.',
    offBefore: 'Not anchored on Hive: only counted games recorded since anchoring began are.',
    waiting: 'Waiting to be anchored on Hive.',
    failed: 'Not anchored on Hive: publishing its anchor failed. The check above does not depend on it.',
    checking: 'Checking it against its anchor on Hive…',
    match: 'Matches its anchor on Hive ✓',
    noNode: 'Cannot check it on Hive now: the server did not say which Hive node to ask.',
    missing: 'Its anchor is not on Hive where the server says: {{reason}}.',
    unreadable: 'The stored game cannot be read to check it against Hive: {{reason}}.',
    unreachable: 'Cannot check it on Hive now: {{reason}}.',
    onHive: 'On Hive:',
    block: 'block {{block}}',
    notIrreversible: '(not irreversible yet)',
    blockTime: 'block time {{time}} UTC',
    readFrom: 'read from {{host}}',
    checkAgain: 'Check again',
  },
  /** Why the Hive node gave no block, or the server no place to look: the reason the anchor line names. */
  node: {
    unreachable: 'the Hive node cannot be reached',
    status: 'the Hive node answered {{status}}',
    notJson: 'the Hive node’s answer is not JSON',
    notRpc: 'the Hive node’s answer is not JSON-RPC',
    error: 'the Hive node answered an error',
    errorWith: 'the Hive node answered an error: {{message}}',
    noBlock: 'the Hive node’s answer holds no block',
    unknownBlock: 'the Hive node does not know block {{block}} yet',
    noAccount: 'the server names no Hive account',
    noTransaction: 'the server names no transaction',
  },
} as const;
