import { useEffect, useRef, useState } from 'react';

interface ConfirmButtonProps {
  readonly label: string;
  /** What will happen, asked before it does. */
  readonly question: string;
  readonly busy: boolean;
  onConfirm: () => void;
}

/** A button that asks first: the action runs only after "Yes, {label}"; Cancel (or Escape) backs out. */
export function ConfirmButton({ label, question, busy, onConfirm }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking)
    return (
      <button
        ref={opener}
        type="button"
        disabled={busy}
        onClick={() => {
          setAsking(true);
        }}
      >
        {busy ? `${label}…` : label}
      </button>
    );
  return (
    <div
      className="confirm"
      role="group"
      aria-label={`Confirm: ${label}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setAsking(false);
      }}
    >
      <p>{question}</p>
      <div className="row">
        <button
          ref={yes}
          type="button"
          className="primary danger"
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          Yes, {label.toLowerCase()}
        </button>
        <button
          type="button"
          onClick={() => {
            setAsking(false);
          }}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
