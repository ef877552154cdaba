import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { createToastStore, type ToastStore, type ToastTone } from './toast-store';

const ToastContext = createContext<ToastStore | null>(null);

const ICON: Record<ToastTone, typeof Info> = { info: Info, success: CircleCheck, error: CircleAlert };

/**
 * A small toast host: short confirmations ("bet accepted") at the bottom of the screen. The live
 * region is always in the page, so screen readers announce each new toast; errors are assertive.
 */
export function ToastHost({ children, store: given }: { children: ReactNode; store?: ToastStore }) {
  const [store] = useState(() => given ?? createToastStore());
  return (
    <ToastContext.Provider value={store}>
      {children}
      <ToastRegion store={store} />
    </ToastContext.Provider>
  );
}

/** Show a toast from anywhere under a ToastHost. */
export function useToast(): ToastStore['show'] {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast outside ToastHost');
  return store.show;
}

function ToastRegion({ store }: { store: ToastStore }) {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <section className="toasts" aria-label={t('ui_notifications')}>
      <div className="toasts__list" role="status" aria-live="polite">
        {toasts.map((toast) => {
          const Icon = ICON[toast.tone];
          return (
            <div
              key={toast.id}
              className={`toast toast--${toast.tone}`}
              role={toast.tone === 'error' ? 'alert' : undefined}
              data-testid="toast"
            >
              <Icon className="toast__icon" aria-hidden="true" />
              <p className="toast__text">{toast.text}</p>
              <button
                type="button"
                className="toast__close"
                aria-label={t('ui_close')}
                onClick={() => store.dismiss(toast.id)}
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
