import type { LotterySummary } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';

/** "6 of 45", "5 of 36 plus a bonus ball", "pick 1–10, 20 of 80 drawn" and the published RTP. */
export function FormatLine({ lottery }: { lottery: LotterySummary }) {
  const { t } = useTranslation();
  const rtps = Object.values(lottery.fixedRtp);
  const rtp = `${(Math.max(...rtps) * 100 + lottery.poolShareBp / 100).toFixed(2)} %`;
  return (
    <p className="lotto-format">
      {lottery.pickMin === lottery.pickMax
        ? t('lotto_format', { pick: lottery.pickMin, n: lottery.n })
        : t('lotto_format_keno', { min: lottery.pickMin, max: lottery.pickMax, drawn: lottery.drawn, n: lottery.n })}
      {lottery.bonusOf !== null ? ` ${t('lotto_format_bonus', { bonus: lottery.bonusOf })}` : ''}
      {' · '}
      {t('lotto_rtp', { rtp })}
    </p>
  );
}
