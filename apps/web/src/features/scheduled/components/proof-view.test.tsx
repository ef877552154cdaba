// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ABC_SHA256 } from '../test/fixtures';
import { Providers, renderHtml } from '../test/render';
import { ProofView } from './proof-view';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

const formula = 'seed = link; SHA-256(seed) = commitment';

describe('issue 19 provably fair proof of a round', () => {
  it('before the round has finished only the commitment and the formula are shown', () => {
    const html = renderHtml(<ProofView proof={{ commitment: ABC_SHA256, seed: null, formula }} />);
    expect(html).toContain(ABC_SHA256);
    expect(html).toContain('Revealed once the round has finished');
    expect(html).not.toContain('Check');
  });

  it.each([
    ['abc', 'SHA-256 of the seed is the commitment.'],
    ['abd', 'SHA-256 of the seed is not the commitment.'],
  ])(
    'the check hashes the revealed seed %s in the browser and says whether it is the commitment',
    async (seed, text) => {
      const el = document.createElement('div');
      const root = createRoot(el);
      act(() =>
        root.render(
          <Providers>
            <ProofView proof={{ commitment: ABC_SHA256, seed, formula }} />
          </Providers>,
        ),
      );
      await act(async () => {
        el.querySelector<HTMLButtonElement>('.sched-proof__check button')?.click();
        await new Promise((r) => setTimeout(r, 10));
      });
      expect(el.querySelector('[data-testid="scheduled-proof-result"]')?.textContent).toBe(text);
      act(() => root.unmount());
    },
  );
});
