import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SPORT_IDS } from '@sb/contracts/line-ids';
import { hasSportIcon, SportIcon } from './sport-icon';

// The feed's SportSpec.id is typed SportId, so SPORT_IDS lists every sport the feed can produce.
const FEED_SPORTS = Object.values(SPORT_IDS);

describe('SportIcon', () => {
  it.each(FEED_SPORTS)('issue 13 sport icons: sport %i of the feed has its own icon, not the fallback', (id) => {
    expect(hasSportIcon(id)).toBe(true);
    const html = renderToStaticMarkup(<SportIcon sportId={id} />);
    expect(html).toContain(`data-sport-icon="${id}"`);
    expect(html).toContain('aria-hidden="true"');
  });

  it('issue 13 sport icons: no two sports share one icon', () => {
    const markups = FEED_SPORTS.map((id) =>
      renderToStaticMarkup(<SportIcon sportId={id} />).replace(/ data-sport-icon="[^"]*"/, ''),
    );
    expect(new Set(markups).size).toBe(FEED_SPORTS.length);
  });

  it('an unknown sport gets the neutral fallback', () => {
    expect(hasSportIcon(123456)).toBe(false);
    expect(renderToStaticMarkup(<SportIcon sportId={123456} />)).toContain('data-sport-icon="fallback"');
  });
});
