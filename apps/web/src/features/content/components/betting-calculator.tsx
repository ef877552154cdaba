import { useId, useState } from 'react';
import { BET_STATUS, COUPON_TYPE, isBetStatusId, isCouponTypeId, type CouponTypeId } from '@sb/coupon';
import { toDecimalNumber } from '@sb/odds';
import { useTranslation } from '../../../lib/i18n';
import {
  CALC_STATUSES,
  CALC_TYPES,
  calculate,
  defaultAntiExpressCoef,
  formatAmount,
  legCountOf,
  type CalcInput,
  type CalcLeg,
  type CalcResult,
} from '../lib/calculator';
import { BET_STATUS_LABELS, COUPON_TYPE_LABELS } from '../lib/labels';

const newLeg = (odds = '2.00'): CalcLeg => ({ odds, statusId: BET_STATUS.win, lobby: false, stake: '10' });

const INITIAL: CalcInput = {
  typeId: COUPON_TYPE.express,
  stake: '10',
  legs: [newLeg('1.85'), newLeg('2.10')],
  systemValue: 2,
  antiCoef: '',
};

/** Legs within the type's count: missing ones are added, extra ones dropped from the end. */
function fitLegs(legs: readonly CalcLeg[], typeId: CouponTypeId): CalcLeg[] {
  const { min, max } = legCountOf(typeId);
  const out = legs.slice(0, max);
  while (out.length < min) out.push(newLeg());
  return out;
}

const PER_LEG_STAKE: readonly CouponTypeId[] = [COUPON_TYPE.manySingles, COUPON_TYPE.conditional];
const SIZED: readonly CouponTypeId[] = [COUPON_TYPE.system, COUPON_TYPE.multiBet];

function ResultView({ result, input }: { result: CalcResult; input: CalcInput }) {
  const { t } = useTranslation();
  if (result.kind === 'invalid') {
    const { min, max } = legCountOf(input.typeId);
    const message =
      result.problem === 'legs'
        ? Number.isFinite(max)
          ? t('content_calc_problem_legs', { min, max })
          : t('content_calc_problem_legs_min', { min: input.typeId === COUPON_TYPE.multiBet ? 3 : min })
        : result.problem === 'odds'
          ? t('content_calc_problem_odds')
          : result.problem === 'stake'
            ? t('content_calc_problem_stake')
            : result.problem === 'system'
              ? t('content_calc_problem_system')
              : t('content_calc_problem_stake_small');
    return <p className="content-calc__problem">{message}</p>;
  }
  return (
    <dl className="content-calc__numbers">
      <dt>{t('content_calc_staked')}</dt>
      <dd data-testid="calc-staked">{formatAmount(result.staked)}</dd>
      <dt>{t('content_calc_lines')}</dt>
      <dd>{result.lines}</dd>
      {result.kind === 'open' ? (
        <dd className="content-calc__open">{t('content_calc_open')}</dd>
      ) : (
        <>
          <dt>{t('content_calc_return')}</dt>
          <dd data-testid="calc-return">{formatAmount(result.payout)}</dd>
          <dt>{t('content_calc_profit')}</dt>
          <dd data-testid="calc-profit">{formatAmount(result.profit)}</dd>
        </>
      )}
    </dl>
  );
}

/** information/betting-calculator: every coupon type and bet status, settled by packages/coupon. */
export function BettingCalculator() {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState<CalcInput>(INITIAL);
  const result = calculate(input);
  const set = (patch: Partial<CalcInput>) => setInput((s) => ({ ...s, ...patch }));
  const setLeg = (i: number, patch: Partial<CalcLeg>) =>
    setInput((s) => ({ ...s, legs: s.legs.map((l, n) => (n === i ? { ...l, ...patch } : l)) }));
  const { min, max } = legCountOf(input.typeId);
  const perLegStake = PER_LEG_STAKE.includes(input.typeId);
  const sized = SIZED.includes(input.typeId);
  const lineLegs = input.legs.filter((l) => input.typeId !== COUPON_TYPE.multiBet || !l.lobby).length;
  const sizes = Array.from({ length: Math.max(0, lineLegs - 2) }, (_, i) => i + 2);
  const anti = input.typeId === COUPON_TYPE.antiExpress ? defaultAntiExpressCoef(input.legs) : undefined;
  return (
    <form className="content-calc" data-testid="betting-calculator" onSubmit={(e) => e.preventDefault()}>
      <div className="content-calc__row">
        <label htmlFor={`${id}-type`}>{t('content_calc_type')}</label>
        <select
          id={`${id}-type`}
          value={input.typeId}
          data-testid="calc-type"
          onChange={(e) => {
            const v = Number(e.target.value);
            if (isCouponTypeId(v)) setInput((s) => ({ ...s, typeId: v, legs: fitLegs(s.legs, v) }));
          }}
        >
          {CALC_TYPES.map((ct) => (
            <option key={ct} value={ct}>
              {t(COUPON_TYPE_LABELS[ct])}
            </option>
          ))}
        </select>
      </div>
      {perLegStake ? null : (
        <div className="content-calc__row">
          <label htmlFor={`${id}-stake`}>
            {t(input.typeId === COUPON_TYPE.chain ? 'content_calc_unit_stake' : 'content_calc_stake')}
          </label>
          <input
            id={`${id}-stake`}
            inputMode="decimal"
            value={input.stake}
            data-testid="calc-stake"
            onChange={(e) => set({ stake: e.target.value })}
          />
        </div>
      )}
      {sized ? (
        <div className="content-calc__row">
          <label htmlFor={`${id}-size`}>{t('content_calc_system_value')}</label>
          <select
            id={`${id}-size`}
            value={input.systemValue}
            onChange={(e) => set({ systemValue: Number(e.target.value) })}
          >
            {sizes.map((k) => (
              <option key={k} value={k}>
                {k} / {lineLegs}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {input.typeId === COUPON_TYPE.antiExpress ? (
        <div className="content-calc__row">
          <label htmlFor={`${id}-anti`}>{t('content_calc_anti_coef')}</label>
          <input
            id={`${id}-anti`}
            inputMode="decimal"
            value={input.antiCoef}
            placeholder={anti ? toDecimalNumber(anti).toFixed(2) : ''}
            aria-describedby={`${id}-anti-hint`}
            onChange={(e) => set({ antiCoef: e.target.value })}
          />
          <small id={`${id}-anti-hint`}>
            {anti ? t('content_calc_anti_coef_hint', { coef: toDecimalNumber(anti).toFixed(3) }) : null}
          </small>
        </div>
      ) : null}
      <ol className="content-calc__legs">
        {input.legs.map((leg, i) => (
          <li key={i} className="content-calc__leg" data-testid="calc-leg">
            <fieldset>
              <legend>{t('content_calc_leg', { n: i + 1 })}</legend>
              <label>
                <span>{t('content_calc_odds')}</span>
                <input
                  inputMode="decimal"
                  value={leg.odds}
                  data-testid="calc-odds"
                  onChange={(e) => setLeg(i, { odds: e.target.value })}
                />
              </label>
              <label>
                <span>{t('content_calc_status')}</span>
                <select
                  value={leg.statusId}
                  data-testid="calc-status"
                  onChange={(e) => {
                    const v = Number(e.target.value);
                    if (isBetStatusId(v)) setLeg(i, { statusId: v });
                  }}
                >
                  {CALC_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(BET_STATUS_LABELS[s])}
                    </option>
                  ))}
                </select>
              </label>
              {perLegStake ? (
                <label>
                  <span>
                    {t(input.typeId === COUPON_TYPE.conditional ? 'content_calc_block_stake' : 'content_calc_stake')}
                  </span>
                  <input inputMode="decimal" value={leg.stake} onChange={(e) => setLeg(i, { stake: e.target.value })} />
                </label>
              ) : null}
              {input.typeId === COUPON_TYPE.multiBet ? (
                <label className="content-calc__check">
                  <input type="checkbox" checked={leg.lobby} onChange={(e) => setLeg(i, { lobby: e.target.checked })} />
                  <span>{t('content_calc_lobby')}</span>
                </label>
              ) : null}
              {input.legs.length > min ? (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setInput((s) => ({ ...s, legs: s.legs.filter((_, n) => n !== i) }))}
                >
                  {t('content_calc_remove_leg', { n: i + 1 })}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {input.legs.length < max ? (
        <button
          type="button"
          className="button"
          data-testid="calc-add-leg"
          onClick={() => setInput((s) => ({ ...s, legs: [...s.legs, newLeg()] }))}
        >
          {t('content_calc_add_leg')}
        </button>
      ) : null}
      <section className="content-calc__result" aria-live="polite" data-testid="calc-result">
        <h2>{t('content_calc_result')}</h2>
        <ResultView result={result} input={input} />
      </section>
    </form>
  );
}
