import { characterByLetter, SQUARES, squareName, type Seat } from '../../../engine';
import type { BoardModel, SquareModel, TokenModel } from '../game/board/boardModel';
import { i18n } from '../i18n/init';
import type { ReplayStep } from './replaySteps';

/** What the play screen's board draws for a replay step: both characters, and in a turn both plans' landings. */
export function replayBoardModel(step: ReplayStep, name: (s: Seat) => string): BoardModel {
  const tokens: TokenModel[] = [];
  for (const seat of ['A', 'B'] as const) {
    const { letter, square, from } = step.sides[seat];
    if (letter === null || square === null) continue;
    tokens.push({
      id: seat,
      letter,
      name: i18n.t('replay:board.token', {
        character: characterByLetter(letter)?.name ?? letter,
        name: name(seat),
      }),
      square,
      owner: seat === 'A' ? 'me' : 'foe',
      picked: step.kind === 'choose',
      from: from ?? -1,
    });
  }
  const landed = new Map<number, 'hit' | 'winning'>();
  const turn = step.story?.turn ?? 0;
  const hits = step.kind === 'turn' || step.kind === 'end' ? (step.story?.hits ?? []) : [];
  for (const h of hits)
    if (landed.get(h.square) !== 'winning') landed.set(h.square, h.landed ? 'winning' : 'hit');
  const squares = Array.from({ length: SQUARES }, (_, sq): SquareModel => {
    const parts = [squareName(sq), ...tokens.filter((t) => t.square === sq).map((t) => t.name)];
    for (const seat of ['A', 'B'] as const) {
      const s = step.sides[seat];
      if (s.from === sq && s.move !== sq) parts.push(i18n.t('replay:board.movedFrom', { name: name(seat) }));
      if (s.hit === sq) parts.push(i18n.t('replay:board.hit', { name: name(seat) }));
    }
    if (step.kind === 'end')
      for (const h of hits)
        if (h.square === sq) parts.push(i18n.t('replay:board.landed', { name: name(h.seat) }));
    return {
      square: sq,
      label: parts.join(', '),
      move: false,
      hit: false,
      plannedMove: false,
      plannedHit: false,
      landed: landed.get(sq) ?? 'none',
      active: false,
    };
  });
  return { step: 'none', squares, tokens, revealTurn: turn };
}
