import type { LotteryAnswer } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { drawTime } from '../lib/format';

/** The coming draws with the commitments published before sales (provably fair, issue 19). */
export function NextDraws({ draws }: { draws: LotteryAnswer['nextDraws'] }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  return (
    <section className="lotto-next" aria-labelledby="lotto-next">
      <h2 id="lotto-next">{t('lotto_next_draws')}</h2>
      <ol>
        {draws.map((d) => (
          <li key={d.scheduledAt}>
            <time dateTime={d.scheduledAt}>{drawTime(d.scheduledAt, initial.lng)}</time>
            {d.draw ? (
              <span className="lotto-hash" title={t('lotto_commitment')}>
                {t('lotto_commitment')}: <code>{d.draw.commitment}</code>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
