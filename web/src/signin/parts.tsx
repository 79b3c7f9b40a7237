import { useState } from 'react';
import type { Account } from '../net/account';
import type { LinkTarget } from './flows';

/** What every sign-in form gets from the screen around it. */
export interface FormProps {
  /** Set when linking a Hive account to the signed-in email account. */
  readonly link?: LinkTarget;
  /** Shows a message on the screen's red error line ('' clears it). */
  readonly onError: (message: string) => void;
  readonly onSignedIn: (account: Account) => void;
  /** Back to the list this form was opened from. */
  readonly onClose: () => void;
}

/** A Hive account's picture from the public avatar service; its initial when the picture cannot load. */
export function Avatar({ name, size = 40 }: { name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <span className="avatar avatar-fallback" style={{ width: size, height: size }} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  return (
    <img
      className="avatar"
      src={`https://images.hive.blog/u/${encodeURIComponent(name)}/avatar`}
      alt=""
      width={size}
      height={size}
      onError={() => {
        setFailed(true);
      }}
    />
  );
}

/** The round X that closes a form. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="close-x" aria-label={label} title={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** A form's heading with its close X. */
export function FormHead({
  title,
  closeLabel,
  onClose,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="form-head">
      <h2>{title}</h2>
      <CloseButton label={closeLabel} onClick={onClose} />
    </div>
  );
}

/** What the screen is waiting for, announced politely; nothing when idle. */
export function Busy({ message }: { message: string }) {
  return (
    <p className="busy" role="status" aria-live="polite">
      {message}
    </p>
  );
}
