import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useApp } from '../../app/app-context';
import { useLngHref } from '../../app/use-lng';
import { useSiteConfig } from '../../app/site-config/use-site-config';
import { returnTarget } from '../../lib/return-path';
import { LoginForm } from './components/login-form';
import { TwoStepForm } from './components/two-step-form';
import { SmsLoginForm } from './components/sms-login-form';
import { SocialButtons } from './components/social-buttons';

/**
 * Spec §2 login route. After login a full page load: the server renders the page for the player
 * (spec §4 Login: to the return address, else home).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const href = useLngHref();
  const [search] = useSearchParams();
  const [ticket, setTicket] = useState<string | null>(null);
  const [bySms, setBySms] = useState(false);
  const done = () => window.location.assign(returnTarget(search, initial.lng));
  const canRegister = config?.isRegistrationAllowed === true && !config.isVipDomain;
  return (
    <section className="page page--narrow" data-route-id="login">
      <h1>{t('page_login')}</h1>
      {ticket ? (
        <TwoStepForm ticket={ticket} onLoggedIn={done} onBack={() => setTicket(null)} />
      ) : bySms ? (
        <SmsLoginForm onLoggedIn={done} onTwoStep={setTicket} />
      ) : (
        <LoginForm onLoggedIn={done} onTwoStep={setTicket} />
      )}
      {ticket ? null : (
        <button
          type="button"
          className="btn btn--link"
          data-testid="toggle-sms-login"
          onClick={() => setBySms((v) => !v)}
        >
          {bySms ? t('auth_password_login_link') : t('auth_sms_login_link')}
        </button>
      )}
      {ticket ? null : <SocialButtons />}
      <p className="auth__links">
        <Link to={href('forgotpassword')}>{t('auth_forgot_password')}</Link>
        {canRegister ? (
          <Link to={`${href('registration')}${search.size ? `?${search.toString()}` : ''}`}>
            {t('auth_no_account')}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
