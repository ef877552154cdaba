import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BonusGameFairness, BonusGamePlayView } from '@sb/contracts';
import { FormError, FormSuccess } from '../../components/ui/form-message';
import type { DynamicTranslate } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { bonusGameCalls, bonusGameKeys, historyQuery, verifyQuery } from './api';
import { prizeLabel, tierLabel } from './text';

/** The committed seed now (hash, client seed, nonce) and the button that reveals it. */
export function FairnessPanel({ tr, fairness }: { tr: DynamicTranslate; fairness: BonusGameFairness | undefined }) {
  const qc = useQueryClient();
  const errorText = useErrorText();
  const rotate = useMutation({
    mutationFn: bonusGameCalls.rotate,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['bonus-games'] }),
  });
  return (
    <section className="card bg-section" aria-labelledby="bg-fair-title">
      <h2 id="bg-fair-title">{tr('bg_fair_title')}</h2>
      <p>{tr('bg_fair_text')}</p>
      {fairness ? (
        <dl className="bg-fair" data-testid="bonus-game-fairness">
          <dt>{tr('bg_fair_hash')}</dt>
          <dd className="bg-mono">{fairness.serverSeedHash}</dd>
          <dt>{tr('bg_fair_client')}</dt>
          <dd className="bg-mono">{fairness.clientSeed}</dd>
          <dt>{tr('bg_fair_nonce')}</dt>
          <dd>{fairness.nonce}</dd>
        </dl>
      ) : null}
      <button type="button" className="btn btn--ghost" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
        {tr('bg_fair_rotate')}
      </button>
      {rotate.isSuccess ? <FormSuccess message={tr('bg_fair_rotated')} /> : null}
      {rotate.isError ? <FormError message={errorText(rotate.error)} /> : null}
    </section>
  );
}

/** One round's proof: before the reveal it says so; after it, the recomputation and its verdict. */
function VerifyRound({ tr, playId }: { tr: DynamicTranslate; playId: number }) {
  const proof = useQuery(verifyQuery(playId));
  const errorText = useErrorText();
  if (proof.isError) return <FormError message={errorText(proof.error)} />;
  const v = proof.data;
  if (!v) return <p>{tr('bg_playing')}</p>;
  if (v.serverSeed === null) return <p data-testid="verify-pending">{tr('bg_fair_pending')}</p>;
  return (
    <div data-testid="verify-result">
      <dl className="bg-fair">
        <dt>{tr('bg_fair_seed')}</dt>
        <dd className="bg-mono">{v.serverSeed}</dd>
        <dt>{tr('bg_fair_hash')}</dt>
        <dd className="bg-mono">{v.serverSeedHash}</dd>
        <dt>{tr('bg_fair_client')}</dt>
        <dd className="bg-mono">{v.clientSeed}</dd>
        <dt>{tr('bg_fair_nonce')}</dt>
        <dd>{v.nonce}</dd>
      </dl>
      {v.matches && v.hashMatches ? (
        <FormSuccess message={tr('bg_fair_ok')} />
      ) : (
        <FormError message={tr('bg_fair_bad')} />
      )}
    </div>
  );
}

/** The player's rounds of this game, each with its prize and a proof on demand. */
export function RoundHistory({ tr, gameId }: { tr: DynamicTranslate; gameId: string }) {
  const history = useQuery(historyQuery(gameId));
  const plays = history.data?.plays ?? [];
  return (
    <section className="card bg-section" aria-labelledby="bg-history-title">
      <h2 id="bg-history-title">{tr('bg_history')}</h2>
      {history.isSuccess && plays.length === 0 ? <p>{tr('bg_history_empty')}</p> : null}
      <ul className="bg-history" data-testid="bonus-game-history">
        {plays.map((p) => (
          <HistoryItem key={p.id} tr={tr} play={p} />
        ))}
      </ul>
    </section>
  );
}

/** A round; its proof is read when the player opens it (again after each opening: a reveal may have happened). */
function HistoryItem({ tr, play: p }: { tr: DynamicTranslate; play: BonusGamePlayView }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  return (
    <li>
      <details
        onToggle={(e) => {
          const now = e.currentTarget.open;
          setOpen(now);
          if (now) void qc.invalidateQueries({ queryKey: bonusGameKeys.verify(p.id) });
        }}
      >
        <summary>
          <time dateTime={p.at}>{new Date(p.at).toLocaleString()}</time> · {tierLabel(tr, p.gameId, p.tier)} ·{' '}
          {prizeLabel(tr, p.prize.kind, p.prize.amount, p.prize.currency)}
          <span className="visually-hidden"> · {tr('bg_fair_verify', { id: p.id })}</span>
        </summary>
        {open ? <VerifyRound tr={tr} playId={p.id} /> : null}
      </details>
    </li>
  );
}
