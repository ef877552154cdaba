import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { verifyQuery } from '../api';
import { formatMultiplier } from '../lib/money';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * casino/verify (issue 15): anyone recomputes a past round from its seeds — the server seed's
 * SHA-256 must be the hash shown before play, and the recomputed outcome the stored one.
 */
export function VerifyView({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(roundId);
  const valid = UUID.test(roundId);
  const q = useQuery({ ...verifyQuery(roundId), enabled: valid });
  const v = q.data;
  return (
    <>
      <p>{t('casino_verify_intro')}</p>
      <form
        className="casino-verify-form"
        onSubmit={(e) => {
          e.preventDefault();
          setParams({ roundId: text.trim() });
        }}
      >
        <label htmlFor="casino-verify-round">{t('casino_verify_round')}</label>
        <input id="casino-verify-round" value={text} onChange={(e) => setText(e.target.value)} maxLength={36} />
        <button type="submit" className="btn">
          {t('casino_verify_button')}
        </button>
      </form>
      {roundId && !valid ? <p role="alert">{t('casino_verify_bad_id')}</p> : null}
      {q.isError ? <p role="alert">{t('casino_verify_not_found')}</p> : null}
      {v ? (
        <dl className="casino-verify" data-testid="casino-verify">
          <dt>{t('casino_fair_server_hash')}</dt>
          <dd>
            <code>{v.serverSeedHash}</code>
          </dd>
          <dt>{t('casino_fair_server_seed')}</dt>
          <dd>
            <code>{v.serverSeed ?? t('casino_verify_not_revealed')}</code>
          </dd>
          <dt>{t('casino_fair_client_seed')}</dt>
          <dd>
            <code>{v.clientSeed}</code>
          </dd>
          <dt>{t('casino_fair_nonce')}</dt>
          <dd>{v.nonce}</dd>
          {v.revealed ? (
            <>
              <dt>{t('casino_verify_hash_ok')}</dt>
              <dd>{v.hashMatches ? t('casino_yes') : t('casino_no')}</dd>
              <dt>{t('casino_verify_recomputed')}</dt>
              <dd>{formatMultiplier(v.recomputed?.multiplier ?? null)}</dd>
              <dt>{t('casino_verify_matches')}</dt>
              <dd data-testid="casino-verify-matches">
                {v.matches === null ? t('casino_verify_round_game') : v.matches ? t('casino_yes') : t('casino_no')}
              </dd>
            </>
          ) : (
            <dd className="casino-note">{t('casino_verify_rotate_first')}</dd>
          )}
        </dl>
      ) : null}
    </>
  );
}
