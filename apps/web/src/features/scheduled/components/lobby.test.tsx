// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { NOW, TV_LIST } from '../test/fixtures';
import { dictionary, renderHtml } from '../test/render';
import { Lobby, ScheduledNav } from './lobby';

const tiles = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll<HTMLElement>('[data-game-type]')];
};

describe('issue 19 TV games lobby (server-rendered from the list answer)', () => {
  const html = renderHtml(<Lobby kind="tv" games={TV_LIST.games} now={NOW} />);

  it('has a tile per game type, named from the dictionary, linking the game type page', () => {
    const t = tiles(html);
    expect(t.map((e) => e.dataset['gameType'])).toEqual(['5of36', 'wheel', 'the21']);
    expect(t[0]?.querySelector('a')?.getAttribute('href')).toBe('/en/tvgames/5of36');
    expect(t[0]?.textContent).toContain(dictionary.scheduled_5of36);
    expect(html).not.toContain('Server name of');
  });

  it("counts down to each type's next round from the answer's now, and marks a round being drawn", () => {
    const t = tiles(html);
    expect(t[0]?.querySelector('[data-testid="scheduled-countdown"]')?.textContent).toBe('2:30');
    expect(t[1]?.textContent).toContain(dictionary.scheduled_phase_drawing);
    expect(t[1]?.querySelector('[data-testid="scheduled-countdown"]')?.textContent).toBe('0:50');
    expect(t[2]?.querySelector('[data-testid="scheduled-countdown"]')?.textContent).toBe('4:00');
  });

  it('shows the last result decoded from its draw: balls, the wheel’s pocket, the hands of 21', () => {
    const t = tiles(html);
    expect([...(t[0]?.querySelectorAll('.sched-ball') ?? [])].map((b) => b.textContent)).toEqual([
      '7',
      '12',
      '3',
      '30',
      '21',
    ]);
    expect(t[1]?.textContent).toContain('Pocket 32');
    expect(t[1]?.querySelector('.sched-pocket-chip--red')).not.toBeNull();
    expect(t[2]?.textContent).toContain('Hand 1: A♠ 9♥ (20)');
    expect(t[2]?.textContent).toContain('Hand 2: K♣ 7♦ (17)');
  });

  it('the navigation lists the lobby and every game type, the current one marked', () => {
    const nav = renderHtml(<ScheduledNav kind="virtual" games={TV_LIST.games} current="wheel" />);
    expect(nav).toContain('href="/en/virtualsports"');
    expect(nav).toMatch(/aria-current="page" href="\/en\/virtualsports\/wheel"/);
  });
});
