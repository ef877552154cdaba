import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COUPON_TYPE } from '@sb/coupon';
import { formatOddsById } from '@sb/odds';
import { useTranslation } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/app-context';
import { couponBetOf, couponStore, MAX_COUPON_BETS } from '../../../lib/coupon-store';
import { teamMarksOf } from '../../../components/ui/team-badge';
import { generatorPoolQuery } from '../api/betting';
import { BET_GENERATOR, candidatesOf, generateAccumulator, type Candidate } from '../lib/bet-generator';
import { gameNameOf } from '../lib/booking';
import { oddsOfCoef } from '../lib/coupon-math';
import { useBetErrorText } from '../lib/bet-error';
import { couponNotices } from '../lib/notices';

/** A picked outcome as a coupon selection, with its game's names and the teams' logo marks. */
function betOf({ outcome, game }: Candidate) {
  return couponBetOf(outcome, {
    gameName: gameNameOf({ team1: game.team1.name, team2: game.team2?.name ?? null, title: game.title }),
    champName: game.champName,
    startAt: game.startAt,
    gameStatusId: game.statusId,
    teams: teamMarksOf(game),
  });
}

/**
 * Spec §3 flag "bet generator": the player names a target total odds and a number of
 * selections; an accumulator of open outcomes of distinct games closest to it is added to the
 * coupon (features/coupon/lib/bet-generator.ts), and the coupon becomes an express.
 */
export function BetGenerator() {
  const { t } = useTranslation();
  const [prefs] = usePreferences();
  const client = useQueryClient();
  const errorText = useBetErrorText();
  const id = useId();
  const [target, setTarget] = useState(String(BET_GENERATOR.defaultTarget));
  const [legs, setLegs] = useState<number>(BET_GENERATOR.defaultLegs);
  /** Why nothing was added (the success is a coupon notice). */
  const [result, setResult] = useState<string | null>(null);
  const coefText = (coef: number) => {
    const odds = oddsOfCoef(coef);
    return (odds && formatOddsById(odds, prefs.coefViewId)) ?? coef.toFixed(2);
  };
  const value = Number(target.replace(',', '.'));
  const validTarget = value >= BET_GENERATOR.minTarget && value <= BET_GENERATOR.maxTarget;
  const build = useMutation({
    mutationFn: () => client.fetchQuery(generatorPoolQuery()),
    onSuccess: ({ games }) => {
      const { bets } = couponStore.get();
      const built = generateAccumulator({
        candidates: candidatesOf(games),
        target: value,
        maxLegs: legs,
        takenGames: new Set(bets.map((b) => b.market.gameId)),
        room: MAX_COUPON_BETS - bets.length,
      });
      if (!built) {
        setResult(t('coupon_gen_none'));
        return;
      }
      for (const pick of built.picks) if (!couponStore.has(pick.outcome.id)) couponStore.toggle(betOf(pick));
      couponStore.set({ typeId: COUPON_TYPE.express });
      // A coupon notice, not local state: the first selections swap the empty slip for the full
      // one, which mounts this form again.
      setResult(null);
      couponNotices.push({
        kind: 'info',
        text: t('coupon_gen_built', { n: built.picks.length, coef: coefText(built.coef) }),
      });
    },
    onError: (err) => setResult(errorText(err)),
  });
  return (
    <section className="bet-generator" aria-labelledby={`${id}-title`} data-testid="bet-generator">
      <h3 id={`${id}-title`} className="bet-generator__title">
        {t('coupon_gen_title')}
      </h3>
      <p className="bet-generator__intro">{t('coupon_gen_intro')}</p>
      <form
        className="bet-generator__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (validTarget) build.mutate();
        }}
      >
        <label>
          <span>{t('coupon_gen_target')}</span>
          <input
            name="target"
            inputMode="decimal"
            value={target}
            aria-invalid={!validTarget}
            data-testid="bet-generator-target"
            onChange={(e) => setTarget(e.target.value)}
          />
        </label>
        <label>
          <span>{t('coupon_gen_legs')}</span>
          <select
            name="legs"
            value={legs}
            data-testid="bet-generator-legs"
            onChange={(e) => setLegs(Number(e.target.value))}
          >
            {Array.from({ length: BET_GENERATOR.maxLegs - BET_GENERATOR.minLegs + 1 }, (_, i) => (
              <option key={i} value={BET_GENERATOR.minLegs + i}>
                {BET_GENERATOR.minLegs + i}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={!validTarget || build.isPending}
          data-testid="bet-generator-build"
        >
          {t('coupon_gen_build')}
        </button>
      </form>
      {!validTarget ? (
        <p className="bet-generator__result bet-generator__result--error" role="alert">
          {t('coupon_gen_bad_target', { min: BET_GENERATOR.minTarget, max: BET_GENERATOR.maxTarget })}
        </p>
      ) : result ? (
        <p
          className="bet-generator__result bet-generator__result--error"
          role="alert"
          data-testid="bet-generator-result"
        >
          {result}
        </p>
      ) : null}
    </section>
  );
}
