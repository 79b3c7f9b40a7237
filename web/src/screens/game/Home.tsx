import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Guard, WaitingLogo } from '../../components/Guard';
import { GameChoice } from '../../game/choice/GameChoice';
import { CLIENT_CONFIG } from '../../../../contract/routes';
import { call } from '../../net/call';
import { guardTarget, useSession } from '../../stores/session';
import { Welcome } from '../../welcome/Welcome';
import '../../styles/game.css';

/** GET /v1/api/client-config: whether / shows an embedded site. */
interface ClientConfig {
  readonly homeEmbedUrl: string | null;
}

let configOnce: Promise<ClientConfig> | undefined;

/** The client configuration, read once per page load; no embed when it cannot be read. */
function loadClientConfig(): Promise<ClientConfig> {
  configOnce ??= call(CLIENT_CONFIG).then(
    // Read as possibly partial (an older server's answer).
    (c: { readonly homeEmbedUrl?: unknown }) => ({
      homeEmbedUrl: typeof c.homeEmbedUrl === 'string' && c.homeEmbedUrl !== '' ? c.homeEmbedUrl : null,
    }),
    () => ({ homeEmbedUrl: null }),
  );
  return configOnce;
}

/**
 * `/`: the configured site in a frame (public); else, for a visitor who is not signed in, the welcome screen;
 * else the game choice (signed-in players with a full profile, others redirected like the guard). `/game`
 * (`choice`, guarded by the router): always the game choice.
 */
export default function Home({ choice = false }: { choice?: boolean }) {
  const { t } = useTranslation('gameScreens');
  const [config, setConfig] = useState<ClientConfig | undefined>(undefined);
  useEffect(() => {
    if (choice) return;
    let alive = true;
    void loadClientConfig().then((c) => {
      if (alive) setConfig(c);
    });
    return () => {
      alive = false;
    };
  }, [choice]);

  if (choice) return <GameChoice />;
  if (config === undefined) return <WaitingLogo />;
  if (config.homeEmbedUrl !== null) {
    return (
      <iframe
        className="g-home-embed"
        src={config.homeEmbedUrl}
        title={t('homeEmbed')}
        // The framed site runs its scripts and opens links in new tabs, but cannot navigate this page.
        sandbox="allow-scripts allow-same-origin allow-popups"
      />
    );
  }
  return <WelcomeOrChoice />;
}

/** The welcome screen for a visitor the guard would send to sign in; the guarded game choice for everyone else. */
function WelcomeOrChoice() {
  const { status, account } = useSession();
  if (status === 'unknown') return <WaitingLogo />;
  if (guardTarget(account) === '/signin') return <Welcome />;
  return (
    <Guard>
      <GameChoice />
    </Guard>
  );
}
