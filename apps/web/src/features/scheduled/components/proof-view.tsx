import { useState } from 'react';
import type { ScheduledRound } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { seedMatchesCommitment } from '../lib/verify';

/** A round's provably fair proof: the commitment, the revealed seed, the formula, and a check in the browser. */
export function ProofView({ proof }: { proof: ScheduledRound['proof'] }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<boolean | null>(null);
  const seed = proof.seed;
  return (
    <dl className="sched-proof" data-testid="scheduled-proof">
      <dt>{t('scheduled_proof_commitment')}</dt>
      <dd>
        <code>{proof.commitment}</code>
      </dd>
      <dt>{t('scheduled_proof_seed')}</dt>
      <dd>{seed ? <code>{seed}</code> : t('scheduled_proof_hidden')}</dd>
      <dt>{t('scheduled_proof_formula')}</dt>
      <dd>
        <code>{proof.formula}</code>
      </dd>
      {seed ? (
        <dd className="sched-proof__check">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void seedMatchesCommitment(seed, proof.commitment).then(setChecked)}
          >
            {t('scheduled_proof_check')}
          </button>{' '}
          {checked === null ? null : (
            <span role="status" data-testid="scheduled-proof-result" className={checked ? 'sched-ok' : 'sched-bad'}>
              {t(checked ? 'scheduled_proof_ok' : 'scheduled_proof_bad')}
            </span>
          )}
        </dd>
      ) : null}
    </dl>
  );
}
