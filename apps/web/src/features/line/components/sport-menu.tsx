import { NavLink } from 'react-router';
import type { Champ, Sport } from '@sb/contracts';
import { usePreferences } from '../../../app/app-context';
import { useLngHref } from '../../../app/use-lng';
import { visibleSports } from '../lib/grouping';
import { champPath, sportPath } from '../lib/url';
import { useLineT } from '../lib/use-line';
import { useDisallowedSports } from '../lib/use-disallowed-sports';

/**
 * The left menu: sports with their game counts; under the open sport its championships, unless
 * the player chose "sports only" (spec §3 flag).
 */
export function SportMenu({
  sports,
  active,
  champs,
}: {
  sports: readonly Sport[];
  active: number | null;
  champs: readonly Champ[];
}) {
  const t = useLineT();
  const href = useLngHref();
  const [prefs] = usePreferences();
  const disallowed = useDisallowedSports();
  return (
    <nav className="sport-menu" aria-label={t('line_sports')} data-testid="sport-menu">
      <ul>
        {visibleSports(sports, disallowed).map((s) => (
          <li key={s.id}>
            <NavLink to={href(sportPath(s))} className="sport-menu__sport" data-sport-id={s.id}>
              <span>{t(`sport_${s.id}`)}</span>
              <span className="count">{s.gamesCount}</span>
            </NavLink>
            {s.id === active && !prefs.flags.sportsOnly && champs.length > 0 ? (
              <ul className="sport-menu__champs">
                {champs.map((c) => (
                  <li key={c.id}>
                    <NavLink to={href(champPath(c))}>
                      <span>{c.name}</span>
                      <span className="count">{c.gamesCount}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
