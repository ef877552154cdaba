import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { LANGUAGE_NAMES, isShippedLanguage } from '@sb/i18n';
import { useApp } from '../../lib/app-context';
import { useLngHref } from '../../lib/use-lng';
import { useSiteConfig } from '../../lib/site-config/use-site-config';

const INFO_LINKS = [
  'about',
  'contacts',
  'howbet',
  'rules',
  'payment',
  'responsiblegaming',
  'cookies',
  'licenses',
  'amlpolicy',
  'kycpolicy',
  'disputeresolution',
  'betting-calculator',
] as const;

export function Footer() {
  const { t } = useTranslation();
  const href = useLngHref();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const { pathname, search } = useLocation();
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  const links = INFO_LINKS.filter((p) => p !== 'rules' || config?.availableRoutes.includes(47));
  return (
    <footer className="footer">
      <nav aria-label={t('shell_footer_information')}>
        <h2 className="footer__title">{t('shell_footer_information')}</h2>
        <ul className="footer__links">
          {links.map((p) => (
            <li key={p}>
              <Link to={href(`information/${p}`)}>{t(`page_info_${p.replace(/-/g, '_')}` as 'page_info_about')}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('shell_footer_languages')}>
        <h2 className="footer__title">{t('shell_footer_languages')}</h2>
        <ul className="footer__links footer__langs">
          {initial.languages.map((l) => (
            <li key={l}>
              {/* A full page load: the server renders the new language's dictionary and dir. */}
              <a
                href={`/${l}${rest}${search}`}
                hrefLang={l}
                lang={l}
                aria-current={l === initial.lng ? 'true' : undefined}
              >
                {isShippedLanguage(l) ? LANGUAGE_NAMES[l] : l}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer__age">{t('shell_age_notice', { minAge: String(config?.minAge ?? 18) })}</p>
      <p className="footer__copy">
        {t('shell_copyright', {
          year: String(new Date(initial.nowMs).getUTCFullYear()),
          companyName: config?.companyName ?? '',
        })}
      </p>
    </footer>
  );
}
