// The arena countdowns' arithmetic: the server's clock read from an answer's `now`, the time left until a moment
// of the server's clock, and that time as the page shows it. No clock of its own: the caller passes the time.

/** The server's clock minus ours, from an answer's `now` and the local time it arrived at (ms). */
export function clockOffset(serverNow: number, receivedAt: number): number {
  return serverNow - receivedAt;
}

/** The time left until `at` (the server's epoch ms), seen at the local time `localNow` (ms; never below 0). */
export function msUntil(at: number, localNow: number, offset: number): number {
  return Math.max(0, at - (localNow + offset));
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `ms` as a countdown shows it, rounded up to the second: `h:mm:ss` from an hour, else `m:ss`. */
export function countdownText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
    : `${minutes}:${twoDigits(seconds)}`;
}
