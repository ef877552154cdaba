import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useApp } from '../../lib/app-context';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { useLngHref } from '../../lib/use-lng';
import { Dialog } from '../../components/ui/dialog';
import { needsAgeConfirmation, nextReminderTime, reminderDue } from './timers';

function readNumber(key: string): number | null {
  try {
    const v = window.localStorage.getItem(key);
    return v === null || !/^\d+$/.test(v) ? null : Number(v);
  } catch {
    return null;
  }
}
function store(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the overlay may show again next time, which is the safe side.
  }
}
const AGE_KEY = 'age_confirmed_at';
const REMINDER_KEY = 'registration_reminder_next';

/** Spec §4 Age confirmation (kept 3 days). */
function AgeConfirmation() {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  const href = useLngHref();
  const [open, setOpen] = useState(() => needsAgeConfirmation(config, readNumber(AGE_KEY), Date.now()));
  const [refused, setRefused] = useState(false);
  if (!open || !config) return null;
  return (
    <Dialog
      title={t('age_title', { minAge: String(config.minAge) })}
      onClose={() => undefined}
      testId="age-confirmation"
      alert
    >
      {refused ? (
        <p role="alert">{t('age_refused', { minAge: String(config.minAge) })}</p>
      ) : (
        <p>{t('age_question', { minAge: String(config.minAge) })}</p>
      )}
      <div className="dialog__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            store(AGE_KEY, String(Date.now()));
            setOpen(false);
          }}
        >
          {t('age_yes')}
        </button>
        {refused ? (
          <a className="btn btn--ghost" href={href('information/responsiblegaming')}>
            {t('page_info_responsiblegaming')}
          </a>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={() => setRefused(true)}>
            {t('age_no')}
          </button>
        )}
      </div>
    </Dialog>
  );
}

/** Spec §4 Registration reminder popup: once after the delay, visitors only, nothing else open. */
function RegistrationReminder() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const href = useLngHref();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (initial.user || !config?.isRegistrationAllowed || config.isVipDomain) return undefined;
    if (!reminderDue(readNumber(REMINDER_KEY), Date.now())) return undefined;
    const timer = setTimeout(() => {
      const busy =
        document.querySelector('dialog[open]') !== null ||
        /\/(login|registration|forgotpassword)(\/|$)/.test(window.location.pathname);
      if (busy) return;
      store(REMINDER_KEY, String(nextReminderTime(config.registrationReminder.interval, Date.now())));
      setOpen(true);
    }, config.registrationReminder.delay * 1000);
    return () => clearTimeout(timer);
  }, [initial.user, config, pathname]);
  if (!open) return null;
  return (
    <Dialog title={t('reminder_title')} onClose={() => setOpen(false)} testId="registration-reminder">
      <p>{t('reminder_text')}</p>
      <div className="dialog__actions">
        <Link className="btn btn--primary" to={href('registration')} onClick={() => setOpen(false)}>
          {t('shell_register')}
        </Link>
        <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
          {t('shell_close')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * Spec §4 Welcome and first-deposit modals: the welcome modal once per player (stored flag), then
 * the first-deposit bonus modal (variant 1 or 2) only on the home page and only if not shown before.
 */
function WelcomeModals() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const href = useLngHref();
  const { pathname } = useLocation();
  const userId = initial.user?.id;
  const welcomeKey = `welcome_shown_${userId}`;
  const depositKey = `first_deposit_shown_${userId}`;
  const [stage, setStage] = useState<'welcome' | 'deposit' | null>(null);
  const onHome = /^\/[a-z]{2}\/?$/.test(pathname);
  useEffect(() => {
    if (!userId || !config?.isWelcomeModalEnabled) return;
    if (readNumber(welcomeKey) === null) setStage('welcome');
    else if (onHome && readNumber(depositKey) === null) setStage('deposit');
  }, [userId, welcomeKey, depositKey, onHome, config]);
  if (!stage || !userId) return null;
  if (stage === 'welcome') {
    return (
      <Dialog
        title={t('welcome_title')}
        onClose={() => {
          store(welcomeKey, '1');
          setStage(onHome && readNumber(depositKey) === null ? 'deposit' : null);
        }}
        testId="welcome-modal"
      >
        <p>{t('welcome_text')}</p>
        <div className="dialog__actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              store(welcomeKey, '1');
              setStage(onHome && readNumber(depositKey) === null ? 'deposit' : null);
            }}
          >
            {t('welcome_continue')}
          </button>
        </div>
      </Dialog>
    );
  }
  const variant = config?.firstDepositModalVariant ?? 1;
  const close = () => {
    store(depositKey, '1');
    setStage(null);
  };
  return (
    <Dialog
      title={t(variant === 2 ? 'first_deposit_title_2' : 'first_deposit_title_1')}
      onClose={close}
      testId={`first-deposit-modal-${variant}`}
    >
      <p>{t(variant === 2 ? 'first_deposit_text_2' : 'first_deposit_text_1')}</p>
      <div className="dialog__actions">
        <Link className="btn btn--primary" to={href('office/recharge')} onClick={close}>
          {t('first_deposit_cta')}
        </Link>
        <button type="button" className="btn btn--ghost" onClick={close}>
          {t('shell_close')}
        </button>
      </div>
    </Dialog>
  );
}

/** Page-wide overlays, one at a time: age first, then the player's or the visitor's modal. */
export default function Overlays() {
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const ageFirst = needsAgeConfirmation(config, readNumber(AGE_KEY), Date.now());
  const [ageDone, setAgeDone] = useState(!ageFirst);
  useEffect(() => {
    if (ageDone) return undefined;
    const id = setInterval(() => {
      if (!needsAgeConfirmation(config, readNumber(AGE_KEY), Date.now())) setAgeDone(true);
    }, 500);
    return () => clearInterval(id);
  }, [ageDone, config]);
  if (!ageDone) return <AgeConfirmation />;
  // No marketing during a time-out or self-exclusion (issue: responsible gaming).
  if (initial.player?.excluded) return null;
  return initial.user ? <WelcomeModals /> : <RegistrationReminder />;
}
