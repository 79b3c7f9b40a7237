import { useId } from 'react';

/** A percentage as the profile shows it: at most two decimals, no trailing zeros ("50 %", "12.34 %"). */
export function percentText(value: number): string {
  return `${Number(value.toFixed(2)).toString()} %`;
}

/** The account's voting and downvoting power (percent, read from the chain) as two labelled meters. */
export function PowerBars({
  voting,
  downvoting,
}: {
  voting: number | null | undefined;
  downvoting: number | null | undefined;
}) {
  return (
    <div className="power-bars stack">
      <PowerBar label="Voting power" value={voting} />
      <PowerBar label="Downvoting power" value={downvoting} />
    </div>
  );
}

function PowerBar({ label, value }: { label: string; value: number | null | undefined }) {
  const id = useId();
  if (value === null || value === undefined)
    return <p className="muted">{label}: not read from the chain yet</p>;
  const shown = Math.min(100, Math.max(0, value));
  const text = percentText(shown);
  return (
    <div className="power-bar">
      <div className="power-bar-head">
        <span id={id}>{label}</span>
        <span aria-hidden="true">{text}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={text}
        className="power-bar-track"
      >
        <div className="power-bar-fill" style={{ width: `${shown}%` }} />
      </div>
    </div>
  );
}
