/** Octoduel's rules and AI players: pure, deterministic, no I/O. Other layers import only from here. */
export {
  SQUARES,
  FILES,
  isSquare,
  squareX,
  squareY,
  squareAt,
  squareName,
  squareFromName,
  lineDistance,
  range,
} from './board';
export {
  CHARACTERS,
  isLetter,
  characterIndex,
  characterByLetter,
  characterAtStart,
  type Character,
  type CharacterRow,
  type Letter,
} from './characters';
export { moveTargets, hitTargets, canMove, canHit } from './targets';
export { MAX_TURNS, TURN_OUTCOMES, hitLands, resolveTurn, type TurnPlans, type TurnOutcome } from './resolve';
export {
  PHASES,
  PHASE_DURATIONS_MS,
  AI_START_MS,
  PHASE_LABELS,
  SPEC_PHASE_NAMES,
  AI_WATCH_MARKS_MS,
  PICK_PHASES,
  isTimedPhase,
  isPickPhase,
  isLivePhase,
  isPlanningPhase,
  showsReveal,
  CLOCKS,
  RELAXED_FACTOR,
  isClock,
  durationsFor,
  type Clock,
  type PickPhase,
  type Phase,
  type PhaseDurations,
} from './phases';
export { longestGameMs } from './longestGame';
export { Rng, deriveSeed, randomInt, seedState } from './rng';
export { SecretRng, deriveSecretSeed, isSecretSeed, secretInt, type SecretSeed } from './secretRng';
export {
  aiSeed,
  drawFill,
  firstDrawState,
  isGameSeed,
  randomFrom,
  type GameSeed,
  type Random,
} from './gameSeed';
export {
  createGame,
  advance,
  advanceWithFills,
  nextDeadline,
  isDone,
  phaseDuration,
  startsByItself,
  type GameOptions,
} from './game';
export type { Fill, FilledPhase } from './fills';
export { seatDeadline } from './berserk';
export { applyAction, isAllowed, parseAction, whyRefused } from './actions';
export {
  legalSteps,
  landedHits,
  pendingPick,
  watchedPickDue,
  resultMessage,
  resultSentence,
  seatActivity,
  NO_CONTEST_MESSAGE,
  type LegalSteps,
  type LandedHit,
  type ResultMessage,
  type SeatActivity,
  type SeatNames,
  type Step,
  type StepsInput,
} from './questions';
export { ABORT_BEFORE_FIRST_MOVE_MODES, applyEvent, forfeitResult, leaveAborts, replayGame } from './events';
export {
  seedCommitment,
  pickCommitment,
  pickLabel,
  pickSlot,
  slotKey,
  picksOfGame,
  finalPicks,
  publicPicks,
  samePickOf,
  fairnessRecord,
  verifyGame,
  type FairnessRecord,
  type KnownCommitments,
  type Pick,
  type PickKey,
  type PickReveal,
  type PickValue,
  type PlanPick,
  type Verdict,
} from './fairness';
export { pickKeysOfGame } from './pickKeys';
export {
  fairnessRecordOf,
  parseStoredGame,
  verifyStoredGame,
  type GamePlayer,
  type StoredGame,
} from './fairnessFile';
export {
  publicView,
  viewFor,
  ownView,
  watcherView,
  type PublicView,
  type PublicPlayer,
  type PlayerView,
} from './view';
export * from './types';
export {
  MODE_FACTS,
  ROOM_KINDS,
  ARENA_ROOM,
  EXHIBITION_ROOM,
  PUBLIC_ROOM,
  isRoomKind,
  factsOf,
  clockFor,
  kindsWith,
  modesWith,
  type ModeFacts,
  type ModeSeats,
  type RoomKind,
  type BooleanFact,
} from './modes';
export {
  AI_LEVELS,
  PLAYER_LEVELS,
  aiLevelFor,
  isPlayerLevel,
  type AiLevel,
  type PlayerLevel,
  type AiDecision,
  type AiPlayer,
  type Plan,
  type TurnView,
} from './ai/types';
export { aiLevelOfName, aiNamesFor, playerLevelOf } from './ai/names';
export { ExpertAi, EXPERT_ITERATIONS } from './ai/expertAi';
export { createAi } from './ai/createAi';
export { PerfectAi, type PerfectKnowledge } from './ai/perfectAi';
export {
  analyseGame,
  analyseReplay,
  type BestPlan,
  type GameAnalysis,
  type PlanScore,
  type TurnAnalysis,
} from './solved/analysis';
export {
  MIN_SCORED_TURNS,
  MISTAKE_MARGIN,
  seatAccuracy,
  seatThatLeft,
  turnAccuracy,
  type NoAccuracy,
} from './solved/accuracy';
export { warmUpAnalysis } from './solved/warmUp';
export {
  accuracyWords,
  analysisNotation,
  bestPlansWords,
  lossWords,
  mistakeWords,
  noAccuracyWords,
  planWords,
  seatFigureWords,
} from './analysisNotation';
export { AiSeat } from './ai/aiSeat';
export { aiPick } from './ai/aiPick';
export { playGame, playAiGame, type AiGameResult } from './ai/playGame';
export { recordAiGame } from './ai/recordAiGame';
export { AI_RATINGS } from './ai/ratings';
export {
  isValidName,
  formatName,
  NAME_RULE_HELP,
  NAME_EMPTY,
  NAME_ENDS_SPACE,
  NAME_BREAKS_RULE,
} from './names';
export {
  CLIENT_MESSAGE_TYPES,
  REMATCH_COMMANDS,
  REMATCH_STATUSES,
  ROOM_COMMANDS,
  SERVER_MESSAGE_TYPES,
  parseClientMessage,
  parseServerMessage,
  type ClientMessage,
  type ClientMessageType,
  type FilledPick,
  type RematchCommand,
  type RematchStatus,
  type RoomCommand,
  type RoomError,
  type ServerMessage,
  type ServerMessageBodies,
  type ServerMessageType,
} from './protocol';
export { revealStory, resultReason, type RevealStory, type StoryMove, type ResultReason } from './story';
export {
  gameNotation,
  parseGameRecord,
  recordToJson,
  replayRecord,
  resultNotation,
  turnNotation,
  type GameRecord,
  type Parsed,
  type ReplayedGame,
} from './notation';
export {
  SolvedTable,
  PairValues,
  PAIR_ENTRIES,
  TABLE_ENTRIES,
  TURNS,
  VALUE_SCALE,
  pairIndex,
  type SolvedValues,
} from './solved/solvedTable';
export { SOLVER_VERSION, manifestProblem, type SolvedGame, type SolvedManifest } from './solved/manifest';
export {
  solveOpening,
  OPENING_PICKS,
  type CharacterFigure,
  type OpeningSolution,
} from './solved/openingGame';
export {
  ANCHOR_OPERATION_ID,
  ANCHOR_VERSION,
  MAX_CUSTOM_JSON_BYTES,
  anchorEntryOf,
  anchorHash,
  anchorJson,
  canonicalJson,
  checkAgainstAnchor,
  findAnchorInBlock,
  packAnchors,
  parseAnchorOperation,
  type AnchorCheck,
  type AnchorEntry,
  type AnchorOperation,
  type AnchorWhere,
} from './anchor';
export {
  ARENA_OUTCOMES,
  ARENA_POINTS,
  BERSERK_BONUS,
  BERSERK_MIN_TURNS,
  EMPTY_SHEET,
  FIRE_AFTER_WINS,
  FIRE_FACTOR,
  addGame,
  berserkBonusEarned,
  scoreNext,
  sheetOf,
  type ArenaGameScore,
  type ArenaOutcome,
  type ArenaSheet,
  type ScoredGame,
} from './arena/scoring';
export {
  PERFORMANCE_SPREAD,
  compareStandings,
  performanceFrom,
  performanceOf,
  standingsOf,
  type ArenaEntrant,
  type ArenaPlayedGame,
  type StandingKey,
  type Standing as ArenaStanding,
} from './arena/standings';
export {
  PAIRING_WINDOW,
  RANK_WEIGHT,
  mayPair,
  pairCost,
  pairWave,
  type Pairing,
  type PairingCandidate,
  type PairingWave,
} from './arena/pairing';
export {
  ARENA_ANCHOR_MODE,
  arenaAnchorEntry,
  arenaAnchorId,
  finalStandingsHash,
  type FinalLine,
} from './arena/standingsAnchor';
export * from './puzzles/types';
export { PUZZLE_MARGIN } from './puzzles/definition';
export { puzzleAt, puzzleReplies, puzzlesOfGame, type PuzzleGame } from './puzzles/puzzleAt';
export { judgePuzzle, solves } from './puzzles/judge';
export { PUZZLE_SET_FILE, parsePuzzleSet, puzzleSetJson } from './puzzles/puzzleSet';
export { puzzleId } from './puzzles/puzzleId';
export {
  PUZZLE_MATCHES,
  engineGame,
  engineGameSeed,
  generatePuzzles,
  type GeneratedPuzzles,
  type GeneratorProgress,
} from './puzzles/generator';
export {
  RATING_CEILING as PUZZLE_RATING_CEILING,
  RATING_FLOOR as PUZZLE_RATING_FLOOR,
} from './puzzles/difficulty';
