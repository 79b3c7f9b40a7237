// The English catalogue: every namespace, as i18next's resources for one language hold them.
import { ARENAS } from './arenas';
import { COMPONENTS } from './components';
import { ERRORS } from './errors';
import { FAIRNESS } from './fairness';
import { GAME } from './game';
import { GAME_BOARD } from './gameBoard';
import { GAME_CHOICE } from './gameChoice';
import { GAME_PANEL } from './gamePanel';
import { GAME_RESULT } from './gameResult';
import { GAME_SCREENS } from './gameScreens';
import { GUIDE } from './guide';
import { LEADERBOARD } from './leaderboard';
import { NOTICES } from './notices';
import { PRACTICE } from './practice';
import { PROFILE } from './profile';
import { PUZZLES } from './puzzles';
import { REPLAY } from './replay';
import { RULES } from './rules';
import { SHARED } from './shared';
import { WELCOME } from './welcome';

/** English, by namespace: `errors` by error code, `shared` for both sides of the wire, then one per screen. */
export const EN = {
  errors: ERRORS,
  shared: SHARED,
  components: COMPONENTS,
  rules: RULES,
  welcome: WELCOME,
  practice: PRACTICE,
  notices: NOTICES,
  fairness: FAIRNESS,
  leaderboard: LEADERBOARD,
  guide: GUIDE,
  profile: PROFILE,
  replay: REPLAY,
  game: GAME,
  gamePanel: GAME_PANEL,
  gameBoard: GAME_BOARD,
  gameResult: GAME_RESULT,
  gameChoice: GAME_CHOICE,
  gameScreens: GAME_SCREENS,
  arenas: ARENAS,
  puzzles: PUZZLES,
} as const;
