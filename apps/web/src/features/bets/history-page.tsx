import { useTranslation } from '../../lib/i18n';
import { BetHistory } from './components/bet-history';

/** office/history: the player's bet history (§2 office history, left and office menu bet history). */
export default function HistoryPage() {
  const { t } = useTranslation();
  return (
    <div className="page bets-page" data-testid="history-page">
      <h1>{t('bets_title')}</h1>
      <BetHistory />
    </div>
  );
}
