import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import {
  BONUS_OFFERS_PATH,
  bonusOffersAnswerSchema,
  OFFICE_SAVE_SETTING_PATH,
  officeSaveAnswerSchema,
  type BonusOffer,
} from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import { getParsed, postParsed } from '../../lib/api-client';
import { dynamicT, useTranslation } from '../../lib/i18n';
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

/** The welcome modals' stored flags, per player (spec §4 "by stored flag"). */
export const welcomeKeys = (userId: number) => ({
  welcome: `welcome_shown_${userId}`,
  deposit: `first_deposit_shown_${userId}`,
});

/** The language home (`/en`, `/en/`): the only page the first-deposit modal may open on. */
export const isHomePath = (pathname: string) => /^\/[a-z]{2}\/?$/.test(pathname);

/**
 * Spec §4 Welcome and first-deposit modals, the rule: the welcome modal once (its stored flag),
 * then the first-deposit modal only on the home page and only if not shown before — and not to a
 * player who has made a deposit already (the offers say so) nor before the offers are known.
 */
export function welcomeStage(s: {
  welcomeShown: boolean;
  depositShown: boolean;
  onHome: boolean;
  hasDeposit: boolean | undefined;
}): 'welcome' | 'deposit' | null {
  if (!s.welcomeShown) return 'welcome';
  if (s.onHome && !s.depositShown && s.hasDeposit === false) return 'deposit';
  return null;
}

const offersQuery = queryOptions({
  queryKey: ['bonuses', 'offers'],
  queryFn: () => getParsed(bonusOffersAnswerSchema, BONUS_OFFERS_PATH, { auth: true }),
  retry: false,
});

/** An offer's grant in one line, with the bonus pages' own term texts. */
function useOfferLine(): (o: BonusOffer) => string {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const money = (minor: string) => formatMinor(BigInt(minor), 2);
  return (o) => {
    const grant =
      o.fixedAmountMinor !== null
        ? t('bonus_terms_fixed', { amount: money(o.fixedAmountMinor) })
        : o.capMinor !== null
          ? t('bonus_terms_percent_cap', { percent: o.percent, cap: money(o.capMinor) })
          : t('bonus_terms_percent', { percent: o.percent });
    return `${tr(`bonus_product_${o.product}`)}: ${grant}, ${t('bonus_terms_wagering', { times: o.wageringMultiplier })}`;
  };
}

/** Variant 2: both products' offers side by side, each with its choice (spec §3 bonus types 1/2). */
function OfferChoice({ offers, choice }: { offers: readonly BonusOffer[]; choice: number }) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const line = useOfferLine();
  const qc = useQueryClient();
  const choose = useMutation({
    mutationFn: (value: number) =>
      postParsed(
        officeSaveAnswerSchema,
        OFFICE_SAVE_SETTING_PATH,
        { id: 'first_deposit_bonus_type', value },
        { auth: true },
      ),
    onSuccess: () => void qc.invalidateQueries({ queryKey: offersQuery.queryKey }),
  });
  return (
    <ul className="welcome-offers" data-testid="first-deposit-offers">
      {offers.map((o) => {
        const value = o.product === 'sport' ? 1 : 2;
        const product = tr(`bonus_product_${o.product}`);
        return (
          <li key={o.id}>
            <strong>{o.name}</strong> <span>{line(o)}</span>{' '}
            {choice === value ? (
              <span role="status">{t('first_deposit_chosen', { product })}</span>
            ) : (
              <button
                type="button"
                className="btn btn--ghost"
                disabled={choose.isPending}
                onClick={() => choose.mutate(value)}
              >
                {t('first_deposit_choose', { product })}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Spec §4 Welcome and first-deposit modals: the welcome modal once per player (stored flag), then
 * the first-deposit bonus modal (variant 1 or 2) only on the home page and only if not shown before.
 * Both show the real first-deposit offers (GET /web-api/bonuses/offers): variant 1 the offer of the
 * player's chosen product, variant 2 every product's offer with a choice.
 */
export function WelcomeModals() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const href = useLngHref();
  const { pathname } = useLocation();
  const line = useOfferLine();
  const userId = initial.user?.id ?? 0;
  const { welcome: welcomeKey, deposit: depositKey } = welcomeKeys(userId);
  const enabled = Boolean(userId) && Boolean(config?.isWelcomeModalEnabled);
  const offers = useQuery({ ...offersQuery, enabled });
  const [stage, setStage] = useState<'welcome' | 'deposit' | null>(null);
  const onHome = isHomePath(pathname);
  const data = offers.data;
  const hasDeposit = data?.hasDeposit;
  const next = () =>
    welcomeStage({
      welcomeShown: readNumber(welcomeKey) !== null,
      depositShown: readNumber(depositKey) !== null,
      onHome,
      hasDeposit,
    });
  useEffect(() => {
    if (!enabled) return;
    setStage(
      welcomeStage({
        welcomeShown: readNumber(welcomeKey) !== null,
        depositShown: readNumber(depositKey) !== null,
        onHome,
        hasDeposit,
      }),
    );
  }, [enabled, welcomeKey, depositKey, onHome, hasDeposit]);
  if (!stage || !enabled) return null;
  const list = data?.offers ?? [];
  if (stage === 'welcome') {
    const done = () => {
      store(welcomeKey, '1');
      setStage(next());
    };
    return (
      <Dialog title={t('welcome_title')} onClose={done} testId="welcome-modal">
        <p>{t('welcome_text')}</p>
        {list.length > 0 && !data?.hasDeposit ? (
          <>
            <p>{t('welcome_offers')}</p>
            <ul className="welcome-offers" data-testid="welcome-offers">
              {list.map((o) => (
                <li key={o.id}>
                  <strong>{o.name}</strong> <span>{line(o)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="btn btn--primary" onClick={done}>
            {t('welcome_continue')}
          </button>
        </div>
      </Dialog>
    );
  }
  const variant = config?.firstDepositModalVariant === 2 ? 2 : 1;
  const choice = data?.choice ?? 0;
  const chosen = list.find((o) => o.product === (choice === 2 ? 'casino' : 'sport'));
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
      {list.length === 0 ? (
        <p>{t('first_deposit_no_offers')}</p>
      ) : variant === 2 ? (
        <OfferChoice offers={list} choice={choice} />
      ) : chosen && choice !== 0 ? (
        <p data-testid="first-deposit-offer">
          <strong>{chosen.name}</strong> <span>{line(chosen)}</span>
        </p>
      ) : (
        <OfferChoice offers={list} choice={choice} />
      )}
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
