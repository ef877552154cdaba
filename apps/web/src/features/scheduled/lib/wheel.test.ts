import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landingRotation, pocketAngle, pocketColour, WHEEL_ORDER } from './wheel';

describe('issue 19 TV games: the wheel lands on the drawn pocket', () => {
  it('has each pocket 0–36 once; 0 is green, 32 red, 15 black', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(32)).toBe('red');
    expect(pocketColour(15)).toBe('black');
    expect(WHEEL_ORDER.filter((p) => pocketColour(p) === 'red')).toHaveLength(18);
  });

  it('pocket 0 sits at the top; 32 is the next one clockwise', () => {
    expect(pocketAngle(0)).toBe(0);
    expect(pocketAngle(32)).toBeCloseTo(360 / 37);
    expect(pocketAngle(37)).toBeNull();
    expect(landingRotation(37, 4)).toBeNull();
  });

  it('after the final rotation every drawn pocket is under the pointer, after the whole turns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36 }), fc.integer({ min: 0, max: 10 }), (pocket, turns) => {
        const rotation = landingRotation(pocket, turns) ?? NaN;
        const angle = pocketAngle(pocket) ?? NaN;
        const atTop = (((rotation + angle) % 360) + 360) % 360;
        expect(Math.min(atTop, 360 - atTop)).toBeCloseTo(0, 6);
        expect(rotation).toBeGreaterThanOrEqual(turns * 360);
        expect(rotation).toBeLessThan((turns + 1) * 360);
      }),
    );
  });
});
