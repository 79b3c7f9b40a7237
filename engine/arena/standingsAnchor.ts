// An arena's final standings on Hive (issue 41, docs/FAIRNESS.md "An arena's standings"): one anchor entry per arena,
// carried in an `octoduel` custom_json like a game's, whose hash pins every final line (rank, player, score), so
// anyone holding the standings the arena's page serves can check them against the chain.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson, type AnchorEntry } from '../anchor';

/** One line of an arena's final standings, as anchored. */
export interface FinalLine {
  readonly rank: number;
  readonly username: string;
  readonly score: number;
}

/** The anchor id of an arena's standings (a game's anchor id is its game id; an arena's is prefixed). */
export const arenaAnchorId = (arenaId: string): string => `arena:${arenaId}`;

/** The mode an arena's standings entry names. */
export const ARENA_ANCHOR_MODE = 'arena';

/** SHA-256 (hex) of the arena's final standings: the canonical JSON of `{arena, lines}`, lines in rank order. */
export function finalStandingsHash(arenaId: string, lines: readonly FinalLine[]): string {
  const ordered = [...lines]
    .sort((a, b) => a.rank - b.rank)
    .map(({ rank, username, score }) => ({ rank, username, score }));
  return bytesToHex(sha256(utf8ToBytes(canonicalJson({ arena: arenaId, lines: ordered }))));
}

/**
 * The anchor entry of an arena's final standings: the first two players as `a` and `b` (empty when there are
 * fewer), the winner `A` (the first; `none` with nobody), the reason `standings`, the hash of every line.
 */
export function arenaAnchorEntry(arenaId: string, lines: readonly FinalLine[]): AnchorEntry {
  const ordered = [...lines].sort((a, b) => a.rank - b.rank);
  return {
    i: arenaAnchorId(arenaId),
    m: ARENA_ANCHOR_MODE,
    a: ordered[0]?.username ?? '',
    b: ordered[1]?.username ?? '',
    ca: null,
    cb: null,
    w: ordered.length === 0 ? 'none' : 'A',
    r: 'standings',
    h: finalStandingsHash(arenaId, ordered),
    s: null,
  };
}
