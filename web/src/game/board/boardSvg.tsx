import { squareX, squareY } from '../../../../engine';

/** The centre of a square on a board drawn in an SVG 8 units wide (a8, square 0, is the top-left one). */
export function squareCentre(square: number): { x: number; y: number } {
  return { x: squareX(square) - 0.5, y: 8.5 - squareY(square) };
}

/** Arrowhead markers, one per side (`me`, `foe`), with ids `${idPrefix}-me` and `${idPrefix}-foe`. */
export function ArrowHeads({
  idPrefix,
  headClass,
}: {
  idPrefix: string;
  headClass: (side: string) => string;
}) {
  return (
    <defs>
      {(['me', 'foe'] as const).map((side) => (
        <marker
          key={side}
          id={`${idPrefix}-${side}`}
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="4"
          markerHeight="4"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className={headClass(side)} />
        </marker>
      ))}
    </defs>
  );
}
