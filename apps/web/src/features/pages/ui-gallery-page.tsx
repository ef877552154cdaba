import '../../styles/ui-gallery.css';
import { ToastHost } from '../../components/ui/toast';
import { useTranslation } from '../../lib/i18n';
import { ComponentSamples } from './ui-gallery/component-samples';
import { TokenSamples } from './ui-gallery/token-samples';

const THEMES = [
  { theme: 'light', title: 'ui_gallery_theme_light' },
  { theme: 'dark', title: 'ui_gallery_theme_dark' },
] as const;

/**
 * Issue 13: the design system documented by example, outside production only (the 'debugger'
 * route rule). Each theme panel sets data-theme, which tokens.css honours on any element, so
 * both palettes show side by side whatever the player's own theme. Its stylesheet is imported
 * here, so only this lazy chunk carries it.
 */
export default function UiGalleryPage() {
  const { t } = useTranslation();
  return (
    <ToastHost>
      <section className="page" data-testid="ui-gallery">
        <h1>{t('page_debugger_ui')}</h1>
        <p className="lead">{t('ui_gallery_lead')}</p>
        <div className="gallery__themes">
          {THEMES.map(({ theme, title }) => (
            <section key={theme} className="gallery__theme" data-theme={theme} aria-label={t(title)}>
              <h2>{t(title)}</h2>
              <TokenSamples />
              <ComponentSamples />
            </section>
          ))}
        </div>
      </section>
    </ToastHost>
  );
}
