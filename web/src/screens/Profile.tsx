import '../styles/signin.css';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { GRAPHICS_SETTING } from '../../../contract/routes';
import { call } from '../net/call';
import { PowerBars } from '../components/PowerBars';
import { GameHistory } from '../profile/GameHistory';
import { RatingCard } from '../profile/RatingCard';
import { Avatar } from '../signin/parts';
import { NameEditor } from '../signin/NameEditor';
import { useSession } from '../stores/session';

/** The profile background an admin uploaded (GET /v1/setting/setg), or null. */
function useProfileBackground(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    call(GRAPHICS_SETTING).then(
      // Read as possibly partial (an older server's answer).
      (g: { readonly profilebg?: string | null }) => {
        if (live) setUrl(g.profilebg ?? null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return url;
}

/** /profile: the player's name (view, edit), voting power and Sign out. */
export default function Profile() {
  const account = useSession((s) => s.account);
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  const background = useProfileBackground();
  const [leaving, setLeaving] = useState(false);
  // The server rereads the voting power from the chain on every session check.
  useEffect(() => {
    void useSession.getState().refresh();
  }, []);
  if (account === null) return null;
  const hive = account.hiveUsername ?? account.username;

  return (
    <div
      className="profile-bg"
      style={background === null ? undefined : { backgroundImage: `url(${JSON.stringify(background)})` }}
    >
      <div className="page signin-page stack">
        <section className="card stack" aria-labelledby="profile-title">
          <div className="sl-who">
            <Avatar name={hive} size={56} />
            <div>
              <h1 id="profile-title">{account.name ?? account.hiveUsername ?? account.username}</h1>
              <p className="muted">@{hive}</p>
            </div>
          </div>
          <NameEditor account={account} />
        </section>
        {account.hiveUsername !== null && <RatingCard username={account.hiveUsername} />}
        {account.hiveUsername !== null && <GameHistory username={account.hiveUsername} />}
        {account.hiveUsername !== null && (
          <section className="card stack" aria-labelledby="power-title">
            <h2 id="power-title">Voting power</h2>
            <PowerBars voting={account.voting_power} downvoting={account.downvoting_power} />
          </section>
        )}
        <button
          type="button"
          className="wide"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut().then(() => navigate('/signin', { replace: true }));
          }}
        >
          Sign out
        </button>
        {leaving && <p role="status">Signing out…</p>}
      </div>
    </div>
  );
}
