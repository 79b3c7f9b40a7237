import { useId } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('components');
  return (
    <div className="power-bars stack">
      <PowerBar label={t('power.voting')} value={voting} />
      <PowerBar label={t('power.downvoting')} value={downvoting} />
    </div>
  );
}

function PowerBar({ label, value }: { label: string; value: number | null | undefined }) {
  const { t } = useTranslation('components');
  const id = useId();
  if (value === null || value === undefined) return <p className="muted">{t('power.unread', { label })}</p>;
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
