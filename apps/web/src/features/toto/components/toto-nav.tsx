import { Link } from 'react-router';
import type { MessageKey } from '@sb/i18n';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';

export type TotoSection = 'draw' | 'next' | 'coupons' | 'draws';

const SECTIONS: readonly { id: TotoSection; label: MessageKey }[] = [
  { id: 'draw', label: 'toto_nav_draw' },
  { id: 'next', label: 'toto_nav_next' },
  { id: 'coupons', label: 'toto_nav_coupons' },
  { id: 'draws', label: 'toto_nav_draws' },
];

/** The toto's sections (spec §2 toto/{section?}: draw, next, coupons, draws). */
export function TotoNav({ current }: { current: TotoSection }) {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <nav className="toto-nav" aria-label={t('toto_nav_label')}>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <Link to={href(`toto/${s.id}`)} aria-current={current === s.id ? 'page' : undefined}>
              {t(s.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
