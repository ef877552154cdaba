import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CASINO_API,
  casinoPlayAnswerSchema,
  FREE_SPINS_PATH,
  freeSpinsAnswerSchema,
  type CasinoGame,
} from '@sb/contracts';
import { getParsed, postParsed } from '../../../lib/api-client';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { formatMinor } from '../lib/money';

const freeSpinsKey = (gameId: string) => ['casino', 'free-spins', gameId] as const;

/**
 * Issue 16 free spins on the slot's page: how many spins the player holds on this slot, and a button
 * that plays one (it costs nothing; the winnings of all spins become a casino bonus). Nothing shows
 * for a guest or a player without spins here.
 */
export function FreeSpinsPanel({ game }: { game: CasinoGame }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const qc = useQueryClient();
  const spins = useQuery({
    queryKey: freeSpinsKey(game.id),
    queryFn: () =>
      getParsed(freeSpinsAnswerSchema, `${FREE_SPINS_PATH}?gameId=${encodeURIComponent(game.id)}`, { auth: true }),
    enabled: initial.authenticated,
  });
  const spin = useMutation({
    mutationFn: (id: number) =>
      postParsed(casinoPlayAnswerSchema, `${CASINO_API}/free-spins/${id}/spin`, {}, { auth: true }),
    onSettled: () => void qc.invalidateQueries({ queryKey: freeSpinsKey(game.id) }),
  });
  const grant = spins.data?.freeSpins[0];
  const last = spin.data?.round;
  if (!grant && !last) return null;
  return (
    <section className="casino-free-spins" aria-labelledby="casino-free-spins" data-testid="casino-free-spins">
      <h2 id="casino-free-spins">
        {grant ? t('casino_free_spins_left', { count: grant.spinsLeft }) : t('casino_free_spins_done')}
      </h2>
      {grant ? (
        <>
          <p>
            {t('casino_free_spins_terms', {
              stake: formatMinor(grant.spinStakeMinor),
              currency: grant.currency,
              won: formatMinor(grant.winningsMinor),
            })}
          </p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={spin.isPending}
            onClick={() => spin.mutate(grant.id)}
            data-testid="casino-free-spin"
          >
            {t('casino_free_spin_play')}
          </button>
        </>
      ) : (
        <p>{t('casino_free_spins_bonus')}</p>
      )}
      {last ? (
        <p aria-live="polite" data-testid="casino-free-spin-outcome">
          {t('casino_free_spin_won', { payout: formatMinor(last.payoutMinor), currency: last.currency })}
        </p>
      ) : null}
      {spin.isError ? <p role="alert">{t('main_error')}</p> : null}
    </section>
  );
}
