import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Blank modules around the code: the 4 the QR standard asks for, so a camera finds its edges. */
const QUIET = 4;

/**
 * `text` as a QR code: an SVG of black modules on white with its quiet zone, whatever the page's theme (a wallet's
 * scanner may not read light-on-dark codes), error correction M. `label` names it for screen readers.
 */
export function QrCode({ text, label, size = 240 }: { text: string; label: string; size?: number }) {
  const { count, path } = useMemo(() => qrPath(text), [text]);
  const side = count + 2 * QUIET;
  // A whole number of pixels per module, so no module is drawn wider than its neighbours.
  const pixels = side * Math.max(3, Math.floor(size / side));
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The code's module count and one path drawing its dark modules, each a unit square after the quiet zone. */
export function qrPath(text: string): { count: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col)) squares.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
  return { count, path: squares.join('') };
}
