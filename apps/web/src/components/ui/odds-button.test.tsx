import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COEF_INDICATION_TYPE, DEFAULT_PREFERENCES, type CoefIndicationType } from '@sb/preferences';
import { createPreferencesStore } from '../../lib/preferences-store';
import { AppProviders } from '../../test/render-with-app';
import { OddsButton, type OddsButtonProps } from './odds-button';
import type { PriceMove } from './price-move';

function render(coefIndicationType: CoefIndicationType, props: Partial<OddsButtonProps> & { move: PriceMove }) {
  const prefs = { ...DEFAULT_PREFERENCES, coefIndicationType };
  return renderToStaticMarkup(
    <AppProviders preferences={createPreferencesStore(prefs, false)}>
      <OddsButton price="2.10" value={2.1} label="1" aria-label="Home: 2.10" {...props} />
    </AppProviders>,
  );
}

describe('spec §3 coefIndicationType on the odds button (the player preference drives it)', () => {
  it('0: a price that went up shows the up arrow and the up colour, and says so to screen readers', () => {
    const html = render(COEF_INDICATION_TYPE.arrowAndColour, { move: 'up' });
    expect(html).toContain('odds-btn--up');
    expect(html).toContain('lucide-arrow-up');
    expect(html).toContain('aria-label="Home: 2.10, price went up"');
  });
  it('1: a price that went down is coloured, with no arrow', () => {
    const html = render(COEF_INDICATION_TYPE.colourOnly, { move: 'down' });
    expect(html).toContain('odds-btn--down');
    expect(html).not.toContain('lucide-arrow');
    expect(html).toContain('data-move="down"');
  });
  it('2: a moved price looks like any other', () => {
    const html = render(COEF_INDICATION_TYPE.none, { move: 'up' });
    expect(html).not.toMatch(/odds-btn--(up|down)|lucide-arrow|data-move/);
    expect(html).toContain('aria-label="Home: 2.10"');
  });
  it('a suspended price is disabled, shows a lock and no move', () => {
    const html = render(COEF_INDICATION_TYPE.arrowAndColour, { move: 'up', suspended: true });
    expect(html).toContain('disabled=""');
    expect(html).toContain('lucide-lock');
    expect(html).not.toContain('lucide-arrow');
    expect(html).toContain('aria-label="Home: 2.10, suspended"');
  });
  it('a selected price is pressed', () => {
    expect(render(COEF_INDICATION_TYPE.arrowAndColour, { move: null, selected: true })).toContain(
      'aria-pressed="true"',
    );
  });
});
