import { SANDBOX_BASE_PATH } from './protocol';

/**
 * The sandbox game page's script and styles (issue 15), served as files so the page's CSP needs
 * no inline code. The script plays a round through the sandbox's backend, shows it, keeps the
 * rounds of this page in a list and tells the operator's page (its parent) the new balance.
 */
export const GAME_JS = `(() => {
  const root = document.getElementById('sbx-game');
  if (!root) return;
  const d = root.dataset;
  const stakeInput = document.getElementById('sbx-stake');
  const outcome = document.getElementById('sbx-outcome');
  const rounds = document.getElementById('sbx-rounds');
  const balance = document.querySelector('[data-testid="sandbox-balance"]');
  let demo = 100000n;
  const fmt = (m) => {
    const v = BigInt(m);
    const neg = v < 0n;
    const a = neg ? -v : v;
    return (neg ? '-' : '') + (a / 100n).toString() + '.' + (a % 100n).toString().padStart(2, '0');
  };
  const minor = (text) => {
    const m = /^(\\d{1,7})(?:[.,](\\d{1,2}))?$/.exec(text.trim());
    return m ? BigInt(m[1]) * 100n + BigInt((m[2] || '').padEnd(2, '0')) : null;
  };
  const describe = (r) =>
    r.game === 'coin-flip' ? 'called ' + r.call + ', landed ' + r.landed : r.reels.join(' · ');
  const buttons = Array.from(document.querySelectorAll('.sbx-play'));
  for (const button of buttons)
    button.addEventListener('click', async () => {
      const stake = minor(stakeInput.value);
      if (stake === null || stake <= 0n) {
        outcome.textContent = 'Enter a stake such as 1.00';
        return;
      }
      buttons.forEach((b) => (b.disabled = true));
      try {
        const res = await fetch('${SANDBOX_BASE_PATH}/api/rounds', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({
            session: d.session,
            roundId: crypto.randomUUID(),
            stake: stake.toString(),
            params: JSON.parse(button.dataset.params || '{}'),
          }),
        });
        const a = await res.json();
        if (a.status === 'settled') {
          if (d.mode === 'demo') demo = demo - BigInt(a.stake) + BigInt(a.win);
          const shown = d.mode === 'demo' ? demo.toString() : a.balance;
          if (shown !== null) balance.textContent = fmt(shown);
          outcome.textContent = describe(a.result) + ': ' + (a.win === '0' ? 'no win' : 'won ' + fmt(a.win) + ' ' + a.currency);
          const li = document.createElement('li');
          li.dataset.testid = 'sandbox-round';
          li.textContent = describe(a.result) + ' — stake ' + fmt(a.stake) + ', win ' + fmt(a.win) + ' ' + a.currency;
          rounds.prepend(li);
          if (d.mode === 'real') window.parent.postMessage({ type: 'sandbox-provider:round', roundId: a.roundId }, '*');
        } else if (a.status === 'refused') {
          outcome.textContent = 'Refused by the wallet: ' + a.code;
        } else {
          outcome.textContent = 'Round ' + (a.status || 'failed') + (a.code ? ': ' + a.code : '');
        }
      } catch (e) {
        outcome.textContent = 'The provider could not be reached';
      } finally {
        buttons.forEach((b) => (b.disabled = false));
      }
    });
})();
`;

export const GAME_CSS = `body{font:15px/1.4 system-ui,sans-serif;margin:0;padding:12px;background:#14213d;color:#f5f5f5}
.sbx-banner{margin:0 0 12px;padding:6px 10px;background:#ffd166;color:#1b1b1b;font-weight:600;border-radius:4px}
h1{font-size:20px;margin:0 0 6px}h2{font-size:16px;margin:16px 0 6px}
.sbx-controls{display:flex;gap:8px;margin:10px 0}
button{font:inherit;padding:8px 16px;border:0;border-radius:4px;background:#06d6a0;color:#0b132b;cursor:pointer}
button:disabled{opacity:.5;cursor:wait}
input{font:inherit;padding:4px 6px}
a{color:#8ecae6}
.sbx-rules,.sbx-mode{color:#cfd8e3;font-size:13px}
`;
