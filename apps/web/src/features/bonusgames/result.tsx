import type { BonusGamePlayView, BonusGameView } from '@sb/contracts';
import type { DynamicTranslate } from '../../lib/i18n';
import { prizeText } from './api';
import { tierPrizeText } from './board-props';
import { prizeLabel } from './text';

/** What the round drew, in words (the board shows it; this says it, also to screen readers). */
function detail(tr: DynamicTranslate, game: BonusGameView, play: BonusGamePlayView): string {
  const b = play.board;
  if ('segment' in b)
    return tr('bg_result_fortuna', { amount: prizeText('bonus', b.segments[b.segment] ?? 0, 'EUR').amount });
  if ('chests' in b) {
    const others = b.chests.filter((_, i) => i !== b.pick).map((c) => tierPrizeText(game, tr, c));
    return tr('bg_result_chest', { mine: tierPrizeText(game, tr, b.chests[b.pick] ?? ''), others: others.join(', ') });
  }
  if ('cards' in b)
    return tr('bg_result_memory', {
      cards: b.cards.map((c) => tr(`bg_symbol_${c}`)).join(', '),
      symbol: tr(`bg_symbol_${b.pair}`),
    });
  if ('combination' in b)
    return tr('bg_result_safe', { code: b.code.join(''), combination: b.combination.join(''), count: b.matches });
  if ('drawn' in b)
    return tr('bg_result_lottery', { numbers: b.numbers.join(', '), drawn: b.drawn.join(', '), count: b.hits });
  return tr('bg_result_dragon', { dragons: b.dragons.map((d) => d + 1).join(', '), count: b.cleared });
}

/** The prize of the round just played, once its board has shown it. */
export function RoundResult({
  tr,
  game,
  play,
}: {
  tr: DynamicTranslate;
  game: BonusGameView;
  play: BonusGamePlayView;
}) {
  const prize = prizeLabel(tr, play.prize.kind, play.prize.amount, play.prize.currency);
  return (
    <div className="bg-result notice notice--success" data-testid="bonus-game-result">
      <h2 className="bg-result__title">{tr('bg_result_title')}</h2>
      <p className="bg-result__prize" data-testid="bonus-game-prize">
        {tr('bg_result_won', { prize })}
      </p>
      <p>{detail(tr, game, play)}</p>
      <p>{tr(play.prize.kind === 'points' ? 'bg_result_credited_points' : 'bg_result_credited_money')}</p>
      <p className="bg-mono bg-result__proof" data-testid="bonus-game-proof">
        {tr('bg_result_proof', { id: play.id, nonce: play.fairness.nonce, hash: play.fairness.serverSeedHash })}
      </p>
    </div>
  );
}
