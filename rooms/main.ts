// `npm start`: the one-process server. Until the API and rooms land (issues 3 and 4), it shows that the
// engine works by playing one seeded AI game, and says what comes next.
import { CHARACTERS, playAiGame } from '../engine';

const seed = Number(process.env.SEED ?? Date.now() % 100_000);
const game = playAiGame({ seed, a: 'greedy', b: 'random' });
const outcome = game.winner === 'draw' ? 'a draw' : `a win for ${game.winner === 'A' ? 'greedy' : 'random'}`;
console.log(`Octoduel engine ready: ${CHARACTERS.length} characters, 8x8 board.`);
console.log(`Demo game (seed ${seed}), greedy AI vs random AI: ${outcome} after ${game.turns} turn(s).`);
console.log(
  'The server (API, game rooms and web client on one port) arrives with the next issues; see README.md.',
);
