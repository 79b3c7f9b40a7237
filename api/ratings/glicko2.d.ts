// Types for the parts of the `glicko2` package (plain JavaScript) that api/ratings uses.
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** Each match: [player, opponent, score of the first player (1 win, 0.5 draw, 0 loss)]. */
    updateRatings(matches: readonly (readonly [Player, Player, number])[]): void;
  }
}
