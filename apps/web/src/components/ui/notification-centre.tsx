import { useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import type { ToastTone } from './toast-store';
import { notifications, type NotificationStore } from './notification-store';

const ICON: Record<ToastTone, typeof Info> = { info: Info, success: CircleCheck, error: CircleAlert };
const EMPTY: readonly never[] = [];

/**
 * The notification centre (spec §9 groups and durations), drawn with the toast look. Mounted
 * once after hydration; the live region is always present so each notice is announced.
 */
export function NotificationCentre({ store = notifications }: { store?: NotificationStore }) {
  const { t } = useTranslation();
  const items = useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
  return (
    <section className="toasts" aria-label={t('ui_notifications')}>
      <div className="toasts__list" role="status" aria-live="polite">
        {items.map((n) => {
          const Icon = ICON[n.tone];
          return (
            <div
              key={n.id}
              className={`toast toast--${n.tone}`}
              role={n.tone === 'error' ? 'alert' : undefined}
              data-testid="notification"
              data-group={n.group}
            >
              <Icon className="toast__icon" aria-hidden="true" />
              <p className="toast__text">{n.text}</p>
              {n.action ? (
                <button type="button" className="btn btn--secondary" onClick={n.action.run}>
                  {n.action.label}
                </button>
              ) : null}
              <button
                type="button"
                className="toast__close"
                aria-label={t('ui_close')}
                onClick={() => store.dismiss(n.id)}
              >
                <X aria-hidden="true" />
              </button>
            </div>
          );
        })}
      </div>
    </section>
  );
}
