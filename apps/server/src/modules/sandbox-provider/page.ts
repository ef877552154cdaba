import { COIN_FLIP_CODE, SANDBOX_GAMES } from './games';
import { SANDBOX_BASE_PATH } from './protocol';

/**
 * The sandbox's own pages (issue 15): the provider renders its game page, shown in an iframe on
 * the operator's game page. Plain HTML with its script and styles as files (the page's CSP allows
 * 'self' only); every page says plainly that this is a sandbox, not a real studio.
 */
export const SANDBOX_LABEL = 'Sandbox provider — test games, not a real studio';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Only the operator's own http(s) pages are linked back to. */
const safeReturn = (url: string) => (/^https?:\/\/[^\s"'<>]+$/.test(url) ? url : '');

function frame(title: string, lang: string, body: string): string {
  return `<!doctype html>
<html lang="${escape(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escape(title)} · ${escape(SANDBOX_LABEL)}</title>
<link rel="stylesheet" href="${SANDBOX_BASE_PATH}/assets/game.css">
</head>
<body>
<p class="sbx-banner" role="note" data-testid="sandbox-banner">${escape(SANDBOX_LABEL)}</p>
${body}
</body>
</html>`;
}

export interface GamePageInput {
  game: string;
  mode: 'real' | 'demo';
  currency: string;
  lang: string;
  returnUrl: string;
  session: string;
}

export function gamePage(p: GamePageInput): string {
  const info = SANDBOX_GAMES.find((g) => g.code === p.game);
  const name = info?.name ?? p.game;
  const back = safeReturn(p.returnUrl);
  const controls =
    p.game === COIN_FLIP_CODE
      ? `<button type="button" class="sbx-play" data-params='{"side":"heads"}' data-testid="sandbox-play-heads">Heads</button>
<button type="button" class="sbx-play" data-params='{"side":"tails"}' data-testid="sandbox-play-tails">Tails</button>`
      : `<button type="button" class="sbx-play" data-params='{}' data-testid="sandbox-play-spin">Spin</button>`;
  return frame(
    name,
    p.lang,
    `<main id="sbx-game" data-session="${escape(p.session)}" data-game="${escape(p.game)}" data-mode="${p.mode}" data-currency="${escape(p.currency)}">
<h1>${escape(name)}</h1>
<p class="sbx-mode" data-testid="sandbox-mode">${p.mode === 'real' ? `Real money (${escape(p.currency)}), through the operator's seamless wallet` : 'Demo: play money, no wallet'}</p>
<p class="sbx-rules">${escape(info?.rules ?? '')}</p>
<p>Balance: <strong data-testid="sandbox-balance">${p.mode === 'demo' ? '1000.00' : '—'}</strong> ${escape(p.currency)}</p>
<label>Stake <input id="sbx-stake" inputmode="decimal" value="1.00" size="8" data-testid="sandbox-stake"></label>
<div class="sbx-controls">${controls}</div>
<p id="sbx-outcome" aria-live="polite" data-testid="sandbox-outcome"></p>
<h2>Your rounds</h2>
<ol id="sbx-rounds" data-testid="sandbox-rounds"></ol>
${back ? `<p><a href="${escape(back)}" target="_top">Back to the casino</a></p>` : ''}
</main>
<script src="${SANDBOX_BASE_PATH}/assets/game.js"></script>`,
  );
}

/** A launch link that is stale, altered or not the operator's. */
export function refusedPage(reason: string): string {
  return frame(
    'Launch refused',
    'en',
    `<main><h1>This game cannot open</h1><p data-testid="sandbox-refused">The launch link is ${escape(reason.replace('_', ' '))}. Open the game again from the casino.</p></main>`,
  );
}
