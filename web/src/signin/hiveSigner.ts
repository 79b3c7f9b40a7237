// HiveSigner sign-in from the browser (issue 37): the server starts it and names HiveSigner's page; the browser
// goes there, and HiveSigner sends it back to the server's callback, which signs it in and goes on to the game.
// The browser never holds HiveSigner's access token: it travels from HiveSigner to the server in the redirect.
import { useEffect, useState } from 'react';
import { HIVESIGNER_CONFIG, HIVESIGNER_START } from '../../../contract/routes';
import { call } from '../net/call';

/** What the server says of its HiveSigner sign-in. */
export interface HiveSignerConfig {
  readonly enabled: boolean;
  /** HiveSigner's host (hivesigner.com), or null when it is off. */
  readonly host: string | null;
}

const OFF: HiveSignerConfig = { enabled: false, host: null };

/** Whether the server has HiveSigner set up; off when it cannot say. */
export async function hiveSignerConfig(): Promise<HiveSignerConfig> {
  try {
    // Read as possibly partial (an older server's answer).
    const config: Partial<HiveSignerConfig> = await call(HIVESIGNER_CONFIG);
    return config.enabled === true
      ? { enabled: true, host: typeof config.host === 'string' ? config.host : null }
      : OFF;
  } catch {
    return OFF;
  }
}

/** The server's HiveSigner setting, off until it answers. */
export function useHiveSignerConfig(): HiveSignerConfig {
  const [config, setConfig] = useState(OFF);
  useEffect(() => {
    let live = true;
    void hiveSignerConfig().then((answer) => {
      if (live && answer.enabled) setConfig(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** Starts a HiveSigner sign-in: the HiveSigner page this browser must go to (the server set its state cookie). */
export async function startHiveSigner(): Promise<string> {
  // Read as possibly malformed: the browser is sent there.
  const { url }: { readonly url?: unknown } = await call(HIVESIGNER_START, { body: {} });
  if (typeof url !== 'string' || !/^https?:\/\//.test(url))
    throw new Error('The server did not name a HiveSigner page. Please try again.');
  return url;
}
