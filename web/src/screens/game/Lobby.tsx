import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { relaxedText } from '../../game/choice/ClockChoice';
import { inRoom, leaveGame } from '../../game/net/connection';
import { isAgainstAi } from '../../game/choice/modeFacts';
import { useGame } from '../../stores/game';
import '../../styles/game.css';

/** /lobby: a private game's code to pass on, until the friend joins (then /play); an AI game passes through. */
export default function Lobby() {
  const { t } = useTranslation('gameScreens');
  const navigate = useNavigate();
  const roomId = useGame((s) => s.roomId);
  const phase = useGame((s) => s.view?.phase);
  const mode = useGame((s) => s.view?.mode);
  const status = useGame((s) => s.status);
  const clock = useGame((s) => s.view?.clock);
  const [copied, setCopied] = useState<boolean | 'failed'>(false);

  useEffect(() => {
    if (phase !== undefined && phase !== 'waiting') void navigate('/play', { replace: true });
  }, [phase, navigate]);

  if (status !== 'connecting' && !inRoom()) return <Navigate to="/" replace />;
  // The AI game has no code to pass on: it moves on to /play as soon as the room has started it.
  if (isAgainstAi(mode))
    return (
      <div className="page g-lobby">
        <p role="status">{t('lobby.startingAi')}</p>
      </div>
    );
  const code = roomId ?? '';
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => {
        setCopied(true);
      },
      () => {
        setCopied('failed');
      },
    );
  };
  const cancel = () => {
    void leaveGame().then(() => {
      void navigate('/');
    });
  };
  return (
    <div className="page g-lobby">
      <section className="card stack g-lobby-card" aria-labelledby="lobby-title">
        <h1 id="lobby-title">{t('lobby.heading')}</h1>
        <p
          className="g-game-code num"
          aria-label={t('lobby.codeLabel', { digits: code.split('').join(' ') })}
        >
          {code || '······'}
        </p>
        <div className="row">
          <button type="button" className="primary" onClick={copy} disabled={code === ''}>
            {copied === true ? t('lobby.copied') : t('lobby.copy')}
          </button>
          <button type="button" onClick={cancel}>
            {t('lobby.cancel')}
          </button>
        </div>
        {copied === 'failed' && <p className="error">{t('lobby.copyFailed')}</p>}
        <p className="g-lobby-clock">{clock === 'relaxed' ? relaxedText() : t('lobby.standardClock')}</p>
        <p className="g-lobby-wait" role="status">
          {t('lobby.waiting')}
        </p>
      </section>
    </div>
  );
}
