import type { GameDetail } from '@sb/contracts';
import { usePreferences } from '../../../lib/app-context';
import { groupMarkets } from '../lib/grouping';
import { paramText } from '../lib/format';
import { marketGroupKey, outcomeKey } from '../lib/market-names';
import { useLineT } from '../lib/use-line';
import { OddButton } from './odd-button';

/** A game's full market list: one block per market group, names full or short (spec §3 marketsNameType). */
export function MarketsView({ game, names }: { game: GameDetail; names?: ReadonlyMap<number, string> }) {
  const t = useLineT();
  const [prefs] = usePreferences();
  const nameType = prefs.marketsNameType;
  const groups = groupMarkets(game.markets);
  if (groups.length === 0) return <p className="line-empty">{t('line_no_markets')}</p>;
  return (
    <div className="markets" data-testid="markets">
      {groups.map((g) => (
        <section key={g.groupId} className="market-group" aria-labelledby={`mg-${g.groupId}`}>
          <h2 id={`mg-${g.groupId}`} className="market-group__title">
            {t(marketGroupKey(g.groupId, nameType))}
          </h2>
          <div className="market-group__odds">
            {g.markets.flatMap((m) =>
              m.outcomes.map((o) => {
                // Outright outcomes are competitors: their param is the team id.
                const label =
                  o.typeId === 25 && o.param !== null
                    ? (o.name ?? names?.get(o.param) ?? `#${o.param}`)
                    : t(outcomeKey(o, nameType), { param: paramText(o) });
                return <OddButton key={o.id} outcome={o} game={game} label={label} />;
              }),
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
