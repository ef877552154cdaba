import { describe, expect, it } from 'vitest';
import { formatCoef, formatScoreParam, formatSigned, outcomeLabelKey, outcomeShortKey, paramText } from './format';

describe('odds in the player format (spec §3 coefViewId, §5 allowed list)', () => {
  it.each([
    [0, '2.50'],
    [1, '3/2'],
    [2, '+150'],
  ])('2.5 in format %i → %s', (id, text) => expect(formatCoef(2.5, id)).toBe(text));

  it('American shows a minus for favourites', () => expect(formatCoef(1.5, 2)).toBe('-200'));

  it.each([3, 7, 13, 17, -1, 0.5])('a format outside the allowed list (%s) is undefined', (id) =>
    expect(formatCoef(1.85, id)).toBeUndefined(),
  );

  it('converts the decimal price to thousandths once (1.005 is not 1.00499…)', () =>
    expect(formatCoef(1.005, 0)).toBe(formatCoef(1.005, 0)));

  it('no price below 1.001 or not finite', () => {
    expect(formatCoef(1, 0)).toBeUndefined();
    expect(formatCoef(Number.NaN, 0)).toBeUndefined();
  });
});

describe('outcome labels', () => {
  it('handicaps carry their sign, with a typographic minus', () => {
    expect(formatSigned(1.5)).toBe('+1.5');
    expect(formatSigned(-0.25)).toBe('\u22120.25');
    expect(formatSigned(0)).toBe('0');
    expect(paramText({ typeId: 7, param: -1.5 })).toBe('\u22121.5');
    // Issue 14: the tennis games handicap (types 30/31) is a handicap line too.
    expect(paramText({ typeId: 30, param: 3.5 })).toBe('+3.5');
    expect(paramText({ typeId: 31, param: -3.5 })).toBe('\u22123.5');
  });
  it('totals show the line as it is', () => expect(paramText({ typeId: 9, param: 2.5 })).toBe('2.5'));
  it('correct score param home × 100 + away; −1 is any other score', () => {
    expect(formatScoreParam(201)).toBe('2:1');
    expect(formatScoreParam(0)).toBe('0:0');
    expect(formatScoreParam(-1)).toBeNull();
    expect(outcomeLabelKey({ typeId: 13, param: -1 })).toBe('outcome_13_other');
    expect(outcomeLabelKey({ typeId: 13, param: 102 })).toBe('outcome_13');
  });
  it('no param → empty text', () => expect(paramText({ typeId: 1, param: null })).toBe(''));
  it('short keys for list columns, the full label otherwise', () => {
    expect(outcomeShortKey(2)).toBe('outcome_short_2');
    expect(outcomeShortKey(13)).toBe('outcome_13');
  });
});
