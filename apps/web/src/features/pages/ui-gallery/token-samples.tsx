import { useTranslation } from '../../../lib/i18n';

/** The colour tokens of tokens.css, in the order a designer reads them. */
export const COLOUR_TOKENS = [
  '--color-bg',
  '--color-surface',
  '--color-surface-2',
  '--color-surface-3',
  '--color-text',
  '--color-text-muted',
  '--color-border',
  '--color-border-strong',
  '--color-brand',
  '--color-on-brand',
  '--color-accent',
  '--color-on-accent',
  '--color-danger',
  '--color-on-danger',
  '--color-success',
  '--color-focus',
  '--color-warning-bg',
  '--color-warning-text',
  '--color-danger-bg',
  '--color-success-bg',
  '--color-info-bg',
  '--color-header-bg',
  '--color-header-text',
  '--color-header-muted',
  '--color-header-hover',
  '--color-header-active',
  '--color-odds-bg',
  '--color-odds-hover',
  '--color-odds-text',
  '--color-odds-label',
  '--color-odds-selected-bg',
  '--color-odds-selected-text',
  '--color-odds-up',
  '--color-odds-down',
  '--color-live',
  '--color-scrim',
] as const;

const TEXT_SIZES = ['--text-2xl', '--text-xl', '--text-lg', '--text-md', '--text-sm', '--text-xs'] as const;
const SPACES = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-5', '--space-6', '--space-8'] as const;
const RADII = ['--radius-sm', '--radius-md', '--radius-lg', '--radius-pill'] as const;
const SHADOWS = ['--shadow-1', '--shadow-2', '--shadow-3'] as const;

/** Swatches and scales of every design token; each sample is styled by its data-token rule. */
export function TokenSamples() {
  const { t } = useTranslation();
  return (
    <>
      <section className="gallery__section">
        <h3>{t('ui_gallery_colours')}</h3>
        <ul className="gallery__swatches">
          {COLOUR_TOKENS.map((token) => (
            <li key={token} className="gallery__swatch">
              <span className="gallery__chip-colour" data-token={token} />
              {token}
            </li>
          ))}
        </ul>
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_type')}</h3>
        {TEXT_SIZES.map((token) => (
          <div key={token} className="gallery__row">
            <span className="gallery__label">{token}</span>
            <p className="gallery__type" data-token={token}>
              {t('ui_gallery_sample')}
            </p>
          </div>
        ))}
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_spacing')}</h3>
        {SPACES.map((token) => (
          <div key={token} className="gallery__row">
            <span className="gallery__label">{token}</span>
            <span className="gallery__bar" data-token={token} />
          </div>
        ))}
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_radii')}</h3>
        <div className="gallery__row">
          {RADII.map((token) => (
            <span key={token} className="gallery__box" data-token={token}>
              {token}
            </span>
          ))}
        </div>
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_elevation')}</h3>
        <div className="gallery__row">
          {SHADOWS.map((token) => (
            <span key={token} className="gallery__box" data-token={token}>
              {token}
            </span>
          ))}
        </div>
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_motion')}</h3>
        <p>{t('ui_gallery_motion_text', { fast: '120 ms', normal: '200 ms', slow: '320 ms' })}</p>
      </section>
    </>
  );
}
