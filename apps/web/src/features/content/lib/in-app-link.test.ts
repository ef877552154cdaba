import { describe, expect, it } from 'vitest';
import { inAppPath, type LinkClick } from './in-app-link';

const LEFT: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const HERE = { origin: 'https://bet.example', pathname: '/en/information/about', search: '' };
const link = (href: string, target = '', download = false) => ({ href, target, download });

describe('issue 18 remote views: links inside a view navigate in the app, not with a full load', () => {
  it('a left click on a link to this site is a client navigation, with its query and hash', () => {
    expect(inAppPath(LEFT, link('https://bet.example/en/information/rules/sports?x=1#a'), HERE)).toBe(
      '/en/information/rules/sports?x=1#a',
    );
    expect(inAppPath(LEFT, link('/en/news'), HERE)).toBe('/en/news');
  });

  it('leaves new tabs, modified clicks, downloads, other sites, other schemes and same-page anchors to the browser', () => {
    expect(inAppPath({ ...LEFT, ctrlKey: true }, link('/en/news'), HERE)).toBeNull();
    expect(inAppPath({ ...LEFT, metaKey: true }, link('/en/news'), HERE)).toBeNull();
    expect(inAppPath({ ...LEFT, button: 1 }, link('/en/news'), HERE)).toBeNull();
    expect(inAppPath({ ...LEFT, defaultPrevented: true }, link('/en/news'), HERE)).toBeNull();
    expect(inAppPath(LEFT, link('/en/news', '_blank'), HERE)).toBeNull();
    expect(inAppPath(LEFT, link('/files/terms.pdf', '', true), HERE)).toBeNull();
    expect(inAppPath(LEFT, link('https://www.begambleaware.org/'), HERE)).toBeNull();
    expect(inAppPath(LEFT, link('mailto:support@bet.example'), HERE)).toBeNull();
    expect(inAppPath(LEFT, link('#section-2'), HERE)).toBeNull();
  });
});
