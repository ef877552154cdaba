import { NavLink } from 'react-router';
import type { Champ, Sport } from '@sb/contracts';
import { ChartColumn, History, ListChecks } from 'lucide-react';
import { SportIcon } from '../../../components/ui/sport-icon';
import { useApp, usePreferences } from '../../../lib/app-context';
import { useLngHref } from '../../../lib/use-lng';
import { visibleSports } from '../lib/grouping';
import { leftMenuTools } from '../lib/left-menu';
import { champPath, sportPath } from '../lib/url';
import { useLineT } from '../lib/use-line';
import { useDisallowedSports } from '../lib/use-disallowed-sports';

const TOOL_ICONS = { stats: ChartColumn, results: ListChecks, history: History } as const;

/**
 * The left menu: sports with their icons and game counts; under the open sport its championships
 * with their counts, unless the player chose "sports only" (spec §3 flag); then the spec §2 left
 * menu entries stats, results and bet history.
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
  const { initial } = useApp();
  const disallowed = useDisallowedSports();
  return (
    <nav className="sport-menu" aria-label={t('line_sports')} data-testid="sport-menu">
      <ul>
        {visibleSports(sports, disallowed).map((s) => (
          <li key={s.id}>
            <NavLink
              to={href(sportPath(s))}
              className={`sport-menu__sport${s.id === active ? ' sport-menu__sport--current' : ''}`}
              aria-current={s.id === active ? 'page' : undefined}
              data-sport-id={s.id}
            >
              <SportIcon sportId={s.id} />
              <span className="sport-menu__name">{t(`sport_${s.id}`)}</span>
              <span className="count" data-testid="sport-count">
                {s.gamesCount}
              </span>
            </NavLink>
            {s.id === active && !prefs.flags.sportsOnly && champs.length > 0 ? (
              <ul className="sport-menu__champs">
                {champs.map((c) => (
                  <li key={c.id}>
                    <NavLink to={href(champPath(c))}>
                      <span className="sport-menu__name">{c.name}</span>
                      <span className="count">{c.gamesCount}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <ul className="sport-menu__tools" aria-label={t('linenav_menu_more')} data-testid="left-menu-tools">
        {leftMenuTools(initial.authenticated, initial.lng).map((tool) => {
          const Icon = TOOL_ICONS[tool.id];
          return (
            <li key={tool.id}>
              <NavLink to={tool.href} data-testid={`left-menu-${tool.id}`}>
                <Icon className="sport-icon" size={18} strokeWidth={1.75} aria-hidden="true" />
                <span className="sport-menu__name">{t(tool.labelKey)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
