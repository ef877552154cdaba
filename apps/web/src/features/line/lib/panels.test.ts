import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cookieValue, functionalCookiesAllowed, hiddenPanels } from './panels';

const both = { hideLeftPanel: true, hideRightPanel: true };

describe('spec §3 flags hideLeftPanel / hideRightPanel, gated by spec §5 cookie consent', () => {
  it('spec §3 hideLeftPanel/hideRightPanel: each flag hides its own panel', () => {
    expect(hiddenPanels({ hideLeftPanel: true, hideRightPanel: false }, 'all')).toEqual({ left: true, right: false });
    expect(hiddenPanels({ hideLeftPanel: false, hideRightPanel: true }, 'all')).toEqual({ left: false, right: true });
    expect(hiddenPanels({ hideLeftPanel: false, hideRightPanel: false }, 'all')).toEqual({ left: false, right: false });
  });

  it('spec §5 panel hiding depends on cookie consent: disabled cookies keep both panels', () => {
    expect(hiddenPanels(both, 'disabled')).toEqual({ left: false, right: false });
    expect(hiddenPanels(both, 'marketing')).toEqual({ left: false, right: false });
  });

  it('spec §4 cookie consent all, or the functional type chosen, allows hiding', () => {
    expect(functionalCookiesAllowed('all')).toBe(true);
    expect(functionalCookiesAllowed('functional')).toBe(true);
    expect(functionalCookiesAllowed('marketing,functional')).toBe(true);
    expect(functionalCookiesAllowed('necessary')).toBe(false);
  });

  it('spec §5: no choice yet (the consent banner still asks) allows no functional cookie', () => {
    expect(functionalCookiesAllowed(undefined)).toBe(false);
    expect(functionalCookiesAllowed('')).toBe(false);
  });

  it('spec §5: without consent nothing is ever hidden, whatever the flags (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (l, r) => {
        const h = hiddenPanels({ hideLeftPanel: l, hideRightPanel: r }, 'disabled');
        expect(h.left || h.right).toBe(false);
      }),
    );
  });

  it('reads the §9 cookie cookies_agree_type out of a cookie string', () => {
    expect(cookieValue('a=1; cookies_agree_type=functional; b=2', 'cookies_agree_type')).toBe('functional');
    expect(cookieValue('xcookies_agree_type=all', 'cookies_agree_type')).toBeUndefined();
    expect(cookieValue('cookies_agree_type=%E0%A4%A', 'cookies_agree_type')).toBeUndefined();
  });
});
