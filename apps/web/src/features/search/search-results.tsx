import { Link } from 'react-router';
import { useTranslation, dynamicT } from '../../lib/i18n';
import { useApp, usePreferences } from '../../lib/app-context';
import { useLngHref } from '../../lib/use-lng';
import { formatDateTime } from '../../lib/format-date-time';
import type { SearchOption } from './lib/search-options';

function gameTitle({ game }: Extract<SearchOption, { kind: 'game' }>): string {
  if (!game.team2) return game.title ? `${game.team1.name}: ${game.title}` : game.team1.name;
  return `${game.team1.name} — ${game.team2.name}`;
}

const GROUPS = [
  { kind: 'game', label: 'search_games' },
  { kind: 'team', label: 'search_teams' },
  { kind: 'champ', label: 'search_champs' },
] as const;

/**
 * The found teams, games and championships as a listbox (the input keeps focus and points at the
 * active option). Issue 13 bug 7: every game shows its date and time in the player's time zone
 * and clock, and every result its sport, so two fixtures of the same teams can be told apart.
 */
export function SearchResults({
  options,
  active,
  listId,
  onPick,
}: {
  options: readonly SearchOption[];
  active: number;
  listId: string;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const sportName = (id: number | null) => (id === null ? '' : dynamicT(t)(`sport_${id}`));
  const href = useLngHref();
  const { initial } = useApp();
  const [prefs] = usePreferences();
  return (
    <div id={listId} role="listbox" aria-label={t('search_label')} className="search__list">
      {GROUPS.map((group) => {
        const items = options.map((o, i) => ({ o, i })).filter(({ o }) => o.kind === group.kind);
        if (items.length === 0) return null;
        const headingId = `${listId}-${group.kind}`;
        return (
          <ul key={group.kind} role="group" aria-labelledby={headingId} className="search__group">
            <li role="presentation" id={headingId} className="search__group-title">
              {t(group.label)}
            </li>
            {items.map(({ o, i }) => (
              <li
                key={o.key}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className="search__option"
                data-testid="search-result"
              >
                <Link to={href(o.path)} tabIndex={-1} onClick={onPick}>
                  {o.kind === 'game' ? (
                    <>
                      <span className="search__name">{gameTitle(o)}</span>
                      <span className="search__meta">
                        <time dateTime={new Date(o.game.startAt).toISOString()} data-testid="search-result-date">
                          {formatDateTime(o.game.startAt, initial.lng, prefs.timeZone, prefs.is12h)}
                        </time>
                        <span>{sportName(o.game.sportId)}</span>
                        <span>{o.game.champName}</span>
                      </span>
                    </>
                  ) : (
                    <>
                      <span className="search__name">{o.kind === 'team' ? o.team.name : o.champ.name}</span>
                      <span className="search__meta">
                        <span>{sportName(o.kind === 'team' ? o.team.sportId : o.champ.sportId)}</span>
                      </span>
                    </>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
