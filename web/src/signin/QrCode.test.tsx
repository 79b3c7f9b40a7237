import { render } from '@testing-library/react';
import jsQR from 'jsqr';
import { expect, test } from 'vitest';
import { QrCode, qrPath } from './QrCode';

/** Draws qrPath's squares into RGBA pixels (black on white, `scale` pixels a module), as a camera would see them. */
function rasterise(text: string, scale: number) {
  const { count, path } = qrPath(text);
  const side = (count + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels.set([0, 0, 0, 255], at);
      }
  return { pixels, side };
}

/** A deep link as long as a real one: the base64 of {account, uuid, key, host}. */
const LINK = `has://auth_req/${btoa(
  JSON.stringify({
    account: 'a-sixteen-chars.',
    uuid: '9b0e2dc3-f574-4766-abdd-c429dce11284',
    key: '03f63469-5a35-47cb-a6b4-e8c4d3144cf9',
    host: 'wss://hive-auth.arcange.eu',
  }),
)}`;

test('the code a wallet scans decodes to the deep link, quiet zone included', () => {
  const { pixels, side } = rasterise(LINK, 3);
  expect(jsQR(pixels, side, side)?.data).toBe(LINK);
});

test('drawn whole pixels per module, black on white, named for screen readers', () => {
  const { container, getByRole } = render(<QrCode text={LINK} label="HiveAuth QR code for @alice" />);
  const svg = getByRole('img', { name: 'HiveAuth QR code for @alice' });
  const side = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  expect(Number(svg.getAttribute('width')) % side).toBe(0);
  expect(Number(svg.getAttribute('width'))).toBeLessThanOrEqual(240);
  expect(container.querySelector('rect')?.getAttribute('fill')).toBe('#fff');
  expect(container.querySelector('path')?.getAttribute('fill')).toBe('#000');
});
