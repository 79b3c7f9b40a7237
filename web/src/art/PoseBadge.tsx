import type { Pose } from './pose';

/** Small white glyphs on a coloured disc: arrows (move, blue), a target (give, red), a burst (act, amber). */
const GLYPHS: Readonly<Record<Exclude<Pose, 'face'>, string>> = {
  move: 'M8 2.5l2.6 3H9v1.6h1.6V5.4l3 2.6-3 2.6V9H9v1.6h1.6L8 13.5l-2.6-2.9H7V9H5.4v1.6L2.4 8l3-2.6v1.7H7V5.5H5.4z',
  give: 'M8 3.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 1 0 0-9.6zm0 2a2.8 2.8 0 1 1 0 5.6 2.8 2.8 0 1 1 0-5.6zm0 1.6a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 1 0 0-2.4z',
  act: 'M8 1.8l1.5 3.6 3.7-1.3-1.6 3.5 3.2 2-3.8.6.5 3.8L8 11.6l-3.5 2.4.5-3.8-3.8-.6 3.2-2-1.6-3.5 3.7 1.3z',
};

/** The badge that tells a default move, give or act picture apart from the face. */
export function PoseBadge({ pose }: { pose: Exclude<Pose, 'face'> }) {
  return (
    <svg className={`art-badge art-badge-${pose}`} viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="7.5" />
      <path d={GLYPHS[pose]} fillRule="evenodd" />
    </svg>
  );
}
