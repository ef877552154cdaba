import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** Chrome's install offer (not in the DOM typings: it is not a standard event yet). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const isInstallPromptEvent = (e: Event): e is InstallPromptEvent =>
  typeof (e as { prompt?: unknown }).prompt === 'function';

/**
 * The browser offers installation once per page load, possibly before this page renders, so the
 * offer is kept from the moment this chunk loads (boot resolves the route's chunk before hydrating).
 */
let offer: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    if (!isInstallPromptEvent(e)) return;
    // Keep the browser's own mini-infobar away: the page offers the button instead.
    e.preventDefault();
    offer = e;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    offer = null;
    notify();
  });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
type State = 'server' | 'offered' | 'installed' | 'manual';
const snapshot = (): State =>
  installed || window.matchMedia?.('(display-mode: standalone)').matches ? 'installed' : offer ? 'offered' : 'manual';

/** The PWA install button where the browser offers one (spec §1), else the manual steps of the page. */
export function InstallPrompt() {
  const { t } = useTranslation();
  const state = useSyncExternalStore<State>(subscribe, snapshot, () => 'server');
  const [busy, setBusy] = useState(false);
  if (state === 'server') return null;
  if (state === 'installed')
    return (
      <p className="content-install" data-testid="app-installed">
        {t('content_app_installed')}
      </p>
    );
  if (state === 'manual')
    return (
      <p className="content-install" data-testid="app-manual">
        {t('content_app_manual')}
      </p>
    );
  return (
    <p className="content-install">
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        data-testid="app-install"
        onClick={() => {
          const e = offer;
          if (!e) return;
          setBusy(true);
          void e
            .prompt()
            .then(() => e.userChoice)
            .then((choice) => {
              // The offer can be used once; after a refusal the browser may offer again later.
              offer = null;
              if (choice.outcome === 'accepted') installed = true;
              notify();
            })
            .finally(() => setBusy(false));
        }}
      >
        {t('content_app_install')}
      </button>
    </p>
  );
}
