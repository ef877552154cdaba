import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CasinoGame } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { casinoCalls, casinoKeys, fairnessQuery, historyQuery } from '../api';
import { formatMinor, formatMultiplier } from '../lib/money';
import { PaytableView } from './paytable-view';

/** Rules, RTP, volatility and the stake range of a game (issue 15 game page). */
export function RulesPanel({ game, paytable }: { game: CasinoGame; paytable: unknown }) {
  const { t } = useTranslation();
  return (
    <section className="casino-panel" aria-labelledby="casino-rules">
      <h2 id="casino-rules">{t('casino_rules_title')}</h2>
      <p>{game.rules}</p>
      <dl className="casino-facts">
        <dt>{t('casino_rtp')}</dt>
        <dd data-testid="casino-rtp">{(game.rtp * 100).toFixed(2)} %</dd>
        <dt>{t('casino_volatility')}</dt>
        <dd>{game.volatility}</dd>
        <dt>{t('casino_bet_range')}</dt>
        <dd>
          {formatMinor(game.minBetMinor)} – {formatMinor(game.maxBetMinor)}
        </dd>
      </dl>
      {paytable !== null && paytable !== undefined ? (
        <details className="casino-paytable-screen" data-testid="casino-paytable">
          <summary>{t('casino_paytable')}</summary>
          <PaytableView value={paytable} />
        </details>
      ) : null}
    </section>
  );
}

/**
 * Provably fair (issue 15): the committed hash of the server seed, the client seed (the player
 * edits it), the nonce; rotating reveals the old seed so past rounds can be verified.
 */
export function FairnessPanel() {
  const { initial } = useApp();
  const { t } = useTranslation();
  const href = useLngHref();
  const qc = useQueryClient();
  const fair = useQuery({ ...fairnessQuery, enabled: initial.authenticated });
  const [seed, setSeed] = useState('');
  // Issue 25 §1: the old seed comes back only when no open round still uses it; else it is withheld.
  const [rotated, setRotated] = useState<{ revealed: string | null; withheld: boolean } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: casinoKeys.fairness });
  const rotate = useMutation({
    mutationFn: casinoCalls.rotate,
    onSuccess: (a) => {
      setRotated({
        revealed: a.revealed?.serverSeed ?? null,
        withheld: a.withheld !== undefined && a.withheld !== null,
      });
      void refresh();
    },
  });
  const setClient = useMutation({ mutationFn: casinoCalls.setClientSeed, onSuccess: () => void refresh() });
  return (
    <section className="casino-panel" aria-labelledby="casino-fair">
      <h2 id="casino-fair">{t('casino_fair_title')}</h2>
      {!initial.authenticated ? <p>{t('casino_fair_demo')}</p> : null}
      {fair.data ? (
        <dl className="casino-facts">
          <dt>{t('casino_fair_server_hash')}</dt>
          <dd>
            <code data-testid="casino-server-hash">{fair.data.serverSeedHash}</code>
          </dd>
          <dt>{t('casino_fair_client_seed')}</dt>
          <dd>
            <code>{fair.data.clientSeed}</code>
          </dd>
          <dt>{t('casino_fair_nonce')}</dt>
          <dd>{fair.data.nonce}</dd>
        </dl>
      ) : null}
      {initial.authenticated ? (
        <>
          <form
            className="casino-controls"
            onSubmit={(e) => {
              e.preventDefault();
              if (seed.trim()) setClient.mutate(seed.trim());
            }}
          >
            <label>
              {t('casino_fair_new_client_seed')}{' '}
              <input value={seed} onChange={(e) => setSeed(e.target.value)} maxLength={64} pattern="[\w.:\-]+" />
            </label>
            <button type="submit" className="btn" disabled={setClient.isPending}>
              {t('casino_fair_set')}
            </button>
          </form>
          {setClient.isError ? <p role="alert">{t('casino_fair_bad_seed')}</p> : null}
          <button type="button" className="btn" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
            {t('casino_fair_rotate')}
          </button>
          {rotated?.revealed ? (
            <p>
              {t('casino_fair_revealed')} <code data-testid="casino-revealed-seed">{rotated.revealed}</code>
            </p>
          ) : null}
          {rotated?.withheld && !rotated.revealed ? (
            <p data-testid="casino-seed-withheld">{t('casino_fair_withheld')}</p>
          ) : null}
        </>
      ) : null}
      <p>
        <Link to={href('casino/verify')}>{t('casino_fair_verify_link')}</Link>
      </p>
    </section>
  );
}

/** The player's rounds in this game, newest first, each with its verify link. */
export function HistoryPanel({ gameId }: { gameId: string }) {
  const { initial } = useApp();
  const { t, i18n } = useTranslation();
  const href = useLngHref();
  const history = useQuery({ ...historyQuery(gameId), enabled: initial.authenticated });
  if (!initial.authenticated) return null;
  const rounds = history.data?.rounds ?? [];
  return (
    <section className="casino-panel" aria-labelledby="casino-history">
      <h2 id="casino-history">{t('casino_history_title')}</h2>
      {rounds.length === 0 ? (
        <p>{t('casino_history_empty')}</p>
      ) : (
        <table className="casino-history" data-testid="casino-history">
          <thead>
            <tr>
              <th scope="col">{t('casino_history_time')}</th>
              <th scope="col">{t('casino_stake')}</th>
              <th scope="col">{t('casino_multiplier')}</th>
              <th scope="col">{t('casino_payout')}</th>
              <th scope="col">{t('casino_verify_button')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((r) => (
              <tr key={r.id} data-testid="casino-history-row">
                <td>{new Date(r.createdAt).toLocaleTimeString(i18n.language, { timeZone: 'UTC' })}</td>
                <td>
                  {formatMinor(r.totalStakeMinor)} {r.currency}
                </td>
                <td>{r.status === 'open' ? t('casino_round_open') : formatMultiplier(r.multiplier)}</td>
                <td>{formatMinor(r.payoutMinor)}</td>
                <td>
                  <Link to={`${href('casino/verify')}?roundId=${r.id}`}>#{r.nonce}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
