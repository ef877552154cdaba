import { Link } from 'react-router';
import type { Champ } from '@sb/contracts';
import { useApp, usePreferences } from '../../../lib/app-context';
import { useLngHref } from '../../../lib/use-lng';
import { groupChampsByCountry, sortChamps } from '../lib/grouping';
import { champPath } from '../lib/url';
import { useLineT } from '../lib/use-line';

function ChampLinks({ champs, hrefOf }: { champs: readonly Champ[]; hrefOf: (c: Champ) => string }) {
  return (
    <ul className="champ-list__items">
      {champs.map((c) => (
        <li key={c.id}>
          <Link to={hrefOf(c)} data-testid="champ-link">
            {c.name}
          </Link>
          <span className="count">{c.gamesCount}</span>
        </li>
      ))}
    </ul>
  );
}

/** Championships of a sport; under their country when the player groups by country (spec §3). */
export function ChampList({
  champs,
  hrefOf,
  toggle = true,
}: {
  champs: readonly Champ[];
  hrefOf?: (c: Champ) => string;
  /** Shows the group-by-country switch (once per page). */
  toggle?: boolean;
}) {
  const [prefs, store] = usePreferences();
  const { initial } = useApp();
  const t = useLineT();
  const href = useLngHref();
  const linkOf = hrefOf ?? ((c: Champ) => href(champPath(c)));
  const grouped = prefs.flags.groupByCountry;
  return (
    <div className="champ-list" data-testid="champ-list">
      {toggle ? (
        <label className="line-toggle">
          <input
            type="checkbox"
            checked={grouped}
            onChange={(e) => store.setFlag('groupByCountry', e.target.checked)}
            data-testid="group-by-country"
          />
          {t('flag_groupByCountry')}
        </label>
      ) : null}
      {grouped ? (
        groupChampsByCountry(champs, initial.lng, t('line_international')).map((g) => (
          <section key={g.countryCode ?? 'intl'} className="champ-list__country">
            <h3>{g.countryName}</h3>
            <ChampLinks champs={g.champs} hrefOf={linkOf} />
          </section>
        ))
      ) : (
        <ChampLinks champs={sortChamps(champs, initial.lng)} hrefOf={linkOf} />
      )}
    </div>
  );
}
