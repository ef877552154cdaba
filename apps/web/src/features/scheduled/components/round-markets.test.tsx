// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULED_OUTCOME_TYPE } from '@sb/contracts';
import { couponStore } from '../../../lib/coupon-store';
import { NOW, tvGame } from '../test/fixtures';
import { Providers } from '../test/render';
import { RoundMarkets } from './round-markets';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  localStorage.clear();
  couponStore.reset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const fiveOf36 = tvGame('5of36');
const next = fiveOf36.next[0];

function render(now: number) {
  act(() =>
    root.render(
      <Providers url="/en/tvgames/5of36">
        <RoundMarkets game={fiveOf36} gameName="5 of 36" now={now} />
      </Providers>,
    ),
  );
}

const odd = (id: string) => container.querySelector<HTMLButtonElement>(`[data-outcome-id="${id}"]`);

describe('issue 19 TV games: the next round’s prices go into the ordinary coupon', () => {
  it('a click adds the outcome as a coupon bet of the round (a second click removes it)', () => {
    render(NOW);
    const id = `${next?.game.id}_${SCHEDULED_OUTCOME_TYPE.ballDrawn}_7`;
    const button = odd(id);
    expect(button?.textContent).toContain('7');
    expect(button?.getAttribute('aria-label')).toMatch(/^7 7\.02/);
    expect(button?.disabled).toBe(false);
    act(() => button?.click());
    const bets = couponStore.get().bets;
    expect(bets).toHaveLength(1);
    expect(bets[0]?.market).toMatchObject({
      id,
      gameId: next?.game.id,
      sportId: 301,
      typeId: SCHEDULED_OUTCOME_TYPE.ballDrawn,
      param: 7,
      coef: 7.02,
    });
    expect(bets[0]?.gameName).toBe(`5 of 36 · Round ${next?.game.id}`);
    expect(bets[0]?.startAt).toBe(next?.startAt);
    expect(odd(id)?.getAttribute('aria-pressed')).toBe('true');
    act(() => odd(id)?.click());
    expect(couponStore.get().bets).toHaveLength(0);
  });

  it('the markets are grouped by kind and the round’s start and countdown are shown', () => {
    render(NOW);
    const titles = [...container.querySelectorAll('.market-group__title')].map((h) => h.textContent);
    expect(titles).toEqual(['Ball drawn', 'Sum of the balls']);
    expect(container.querySelector('[data-testid="scheduled-countdown"]')?.textContent).toBe('2:30');
    expect(container.textContent).toContain('Over 92.5');
  });

  it('sales close when the round starts: its prices are suspended and a click adds nothing', () => {
    render((next?.startAt ?? 0) + 1);
    const button = odd(`${next?.game.id}_${SCHEDULED_OUTCOME_TYPE.ballDrawn}_12`);
    expect(button?.disabled).toBe(true);
    act(() => button?.click());
    expect(couponStore.get().bets).toHaveLength(0);
    expect(container.textContent).toContain('Bets on this round are closed');
  });
});
