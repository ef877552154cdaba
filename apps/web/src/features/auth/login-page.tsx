import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useApp } from '../../lib/app-context';
import { useLngHref } from '../../lib/use-lng';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { returnTarget } from '../../lib/return-path';
import { LoginForm } from './components/login-form';
import { TwoStepForm } from './components/two-step-form';
import { SmsLoginForm } from './components/sms-login-form';
import { SocialButtons } from './components/social-buttons';
import { QrLogin } from './components/qr-login';

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
  // After a social login of a player with two-factor on, the server sends the browser here with
  // the two-step ticket in an httpOnly cookie: the code form asks for the code alone.
  const [socialTwoStep, setSocialTwoStep] = useState(search.get('two_step') === 'social');
  const twoStep = ticket !== null || socialTwoStep;
  const [bySms, setBySms] = useState(false);
  const [byQr, setByQr] = useState(false);
  const done = () => window.location.assign(returnTarget(search, initial.lng));
  const canRegister = config?.isRegistrationAllowed === true && !config.isVipDomain;
  return (
    <section className="page page--narrow" data-route-id="login">
      <h1>{t('page_login')}</h1>
      {search.get('reason') === 'auto_logoff' ? (
        <p className="notice notice--warning" role="status" data-testid="auto-logoff-notice">
          {t('auth_auto_logoff')}
        </p>
      ) : null}
      {twoStep ? (
        <TwoStepForm
          ticket={ticket}
          onLoggedIn={done}
          onBack={() => {
            setTicket(null);
            setSocialTwoStep(false);
          }}
        />
      ) : byQr ? (
        <QrLogin onLoggedIn={done} />
      ) : bySms ? (
        <SmsLoginForm onLoggedIn={done} onTwoStep={setTicket} />
      ) : (
        <LoginForm onLoggedIn={done} onTwoStep={setTicket} />
      )}
      {twoStep ? null : (
        <button
          type="button"
          className="btn btn--link"
          data-testid="toggle-sms-login"
          onClick={() => setBySms((v) => !v)}
        >
          {bySms ? t('auth_password_login_link') : t('auth_sms_login_link')}
        </button>
      )}
      {twoStep ? null : (
        <button
          type="button"
          className="btn btn--link"
          data-testid="toggle-qr-login"
          onClick={() => setByQr((v) => !v)}
        >
          {byQr ? t('auth_password_login_link') : t('qr_login_link')}
        </button>
      )}
      {twoStep ? null : <SocialButtons />}
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
