import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredGame } from '../../../engine';
import type { ChainInfo, GameAnchor } from '../../../contract/http';
import { explorerLink, offWords, outcomeWords } from '../fairness/anchorWords';
import { checkOnChain, type ChainOutcome } from '../fairness/chainCheck';
import { fetchChainInfo } from '../net/chain';
import { useAnchorUpdates } from './useAnchorUpdates';
import '../fairness/verdict.css';

/** The block the anchor is in, once the server names one (published or irreversible). */
const blockOf = (a: GameAnchor): number | null =>
  a.state === 'published' || a.state === 'irreversible' ? a.block : null;

/** GET /api/chain's answer: loading (undefined), or null when the server gave none (an older server). */
type Chain = ChainInfo | null | undefined;

/**
 * Where the game's anchor on Hive stands (docs/FAIRNESS.md "On Hive"): once it is in a block, "On Hive: block
 * N" with a link to the explorer and the browser's own check of this stored game against it, read from a Hive
 * node; else why it is not (yet) anchored, asked again while it waits. A node that cannot be reached is a calm
 * line.
 */
export function AnchorLine({ game, anchor: initial }: { game: StoredGame; anchor: GameAnchor }) {
  const { t } = useTranslation('fairness');
  const anchor = useAnchorUpdates(game.gameId, initial);
  const block = blockOf(anchor);
  const [chain, setChain] = useState<Chain>();
  const [outcome, setOutcome] = useState<ChainOutcome>();
  const [attempt, setAttempt] = useState(0);
  const needsChain = anchor.state === 'off' || block !== null;
  useEffect(() => {
    if (!needsChain) return;
    let live = true;
    const abort = new AbortController();
    setChain(undefined);
    setOutcome(undefined);
    fetchChainInfo().then(
      (info) => {
        if (!live) return;
        setChain(info);
        if (block === null) return;
        void checkOnChain(game, { txId: anchor.txId, block }, info, fetch, abort.signal).then((o) => {
          if (live) setOutcome(o);
        });
      },
      () => {
        if (live) setChain(null);
      },
    );
    return () => {
      live = false;
      abort.abort();
    };
  }, [game, anchor.txId, block, needsChain, attempt]);

  if (anchor.state === 'queued' || (anchor.state === 'published' && block === null))
    return <p className="verdict muted">{t('anchor.waiting')}</p>;
  if (anchor.state === 'failed') return <p className="verdict muted">{t('anchor.failed')}</p>;
  if (block === null)
    return chain === undefined ? null : (
      <p className="verdict muted">{offWords(game.mode, chain?.anchoring ?? false)}</p>
    );
  const href = chain ? explorerLink(chain.explorerUrl, block, anchor.txId) : null;
  return (
    <div className="verdict" data-testid="anchor">
      <p>
        {t('anchor.onHive')}{' '}
        {href === null ? (
          t('anchor.block', { block })
        ) : (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {t('anchor.block', { block })}
          </a>
        )}
        {anchor.state === 'published' && <span className="muted"> {t('anchor.notIrreversible')}</span>}
      </p>
      <ChainVerdict
        chain={chain}
        outcome={outcome}
        onRetry={() => {
          setAttempt((n) => n + 1);
        }}
      />
    </div>
  );
}

/** The node's host, shown so a reader knows whom the check trusted (docs/FAIRNESS.md "On Hive"). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** A calm line for a check that could not be made, and a button to try it again. */
function Unchecked({ words, onRetry }: { words: string; onRetry: () => void }) {
  const { t } = useTranslation('fairness');
  return (
    <p className="muted">
      <span>{words}</span>{' '}
      <button type="button" onClick={onRetry}>
        {t('anchor.checkAgain')}
      </button>
    </p>
  );
}

function ChainVerdict({
  chain,
  outcome,
  onRetry,
}: {
  chain: Chain;
  outcome: ChainOutcome | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('fairness');
  if (chain === null) return <Unchecked words={t('anchor.noNode')} onRetry={onRetry} />;
  if (outcome === undefined)
    return (
      <p className="muted" role="status">
        {t('anchor.checking')}
      </p>
    );
  if (outcome.kind === 'match')
    return (
      <p className="verdict--ok" role="status">
        <span className="verdict-word">{t('anchor.match')}</span>
        <span className="muted">
          {outcome.time !== null && ` · ${t('anchor.blockTime', { time: outcome.time.replace('T', ' ') })}`} ·{' '}
          {t('anchor.readFrom', { host: hostOf(chain?.rpcUrl ?? '') })}
        </span>
      </p>
    );
  if (outcome.kind === 'unreachable') return <Unchecked words={outcomeWords(outcome)} onRetry={onRetry} />;
  return (
    <p className="verdict--bad" role="alert">
      <span className="verdict-word">{outcomeWords(outcome)}</span>
    </p>
  );
}
