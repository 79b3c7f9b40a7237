import { useEffect, useRef } from 'react';
import type { PostingGrant } from './flows';

interface Props {
  readonly grant: PostingGrant;
  readonly onAnswer: (proceed: boolean) => void;
}

/** Says in plain words what giving the app account posting authority means, before Keychain asks. */
export function GrantNotice({ grant: { username, appAccount }, onAnswer }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    <div
      className="stack grant-notice"
      role="dialog"
      aria-modal="false"
      aria-labelledby="grant-title"
      aria-describedby="grant-text"
    >
      <h3 id="grant-title">Give @{appAccount} posting authority?</h3>
      <div id="grant-text" className="stack">
        <p>
          Hive Keychain will now ask you to give the account <strong>@{appAccount}</strong> posting authority
          over your account <strong>@{username}</strong>.
        </p>
        <p>
          With it, @{appAccount} can act for @{username} on Hive: vote, post, comment, reblog and follow. It
          cannot move your funds, power down or change your keys.
        </p>
        <p>You can remove it at any time in Hive Keychain or any Hive wallet.</p>
      </div>
      <div className="row">
        <button
          type="button"
          ref={cancel}
          onClick={() => {
            onAnswer(false);
          }}
        >
          Cancel
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            onAnswer(true);
          }}
        >
          Continue to Keychain
        </button>
      </div>
    </div>
  );
}
