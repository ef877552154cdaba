import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeJson } from './document';

describe('state embedded in the page cannot break out of its script tag', () => {
  it('escapes </script> and line separators', () => {
    const out = safeJson({ a: '</script><script>alert(1)</script>', b: '\u2028' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('\u2028');
  });
  it('property: round-trips through JSON.parse', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(safeJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });
});
