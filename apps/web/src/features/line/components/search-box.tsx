import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useLngHref } from '../../../lib/use-lng';
import { fetchJsonOf } from '../../../lib/request-services';
import { lineApi } from '../api/line-api';
import { champPath, gameName, gamePath, teamPath } from '../lib/url';
import { useKickOff, useLineT } from '../lib/use-line';

/** Search asks the catalog from this many characters on, after the typing pauses. */
export const SEARCH_MIN_CHARS = 2;
const SEARCH_DEBOUNCE_MS = 250;
const SEARCH_STALE_MS = 30_000;

/** Find a team, game or championship; results drop down under the box as links. */
export function SearchBox() {
  const t = useLineT();
  const href = useLngHref();
  const kickOff = useKickOff();
  const listId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = q.length >= SEARCH_MIN_CHARS;
  const { data, isFetching } = useQuery({
    queryKey: ['line', 'search', q],
    queryFn: () => lineApi(fetchJsonOf(undefined)).search(q),
    enabled,
    staleTime: SEARCH_STALE_MS,
  });
  const empty = data && data.games.length + data.teams.length + data.champs.length === 0;
  return (
    <div className="line-search" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <input
        type="search"
        value={text}
        placeholder={t('line_search_placeholder')}
        aria-label={t('line_search')}
        // Only while the results exist: aria-controls must name an element in the page.
        aria-controls={open && enabled ? listId : undefined}
        data-testid="line-search"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      />
      {open && enabled ? (
        <div id={listId} className="line-search__results" data-testid="line-search-results" aria-busy={isFetching}>
          {empty ? <p>{t('line_search_nothing')}</p> : null}
          <ul>
            {data?.teams.slice(0, 5).map((team) => (
              <li key={`t${team.id}`}>
                <Link to={href(teamPath(team))} onClick={() => setOpen(false)}>
                  {team.name}
                </Link>
              </li>
            ))}
            {data?.champs.slice(0, 5).map((c) => (
              <li key={`c${c.id}`}>
                <Link to={href(champPath(c))} onClick={() => setOpen(false)}>
                  {c.name}
                </Link>
              </li>
            ))}
            {data?.games.slice(0, 10).map((g) => {
              // Issue 13 bug 7: two fixtures of the same teams differ by their date.
              const { day, time } = kickOff(g.startAt);
              return (
                <li key={`g${g.id}`}>
                  <Link to={href(gamePath(g))} onClick={() => setOpen(false)}>
                    {gameName(g)}{' '}
                    <small>
                      <time dateTime={new Date(g.startAt).toISOString()} data-testid="line-search-date">
                        {day} {time}
                      </time>{' '}
                      · {t(`sport_${g.sportId}`)} · {g.champName}
                    </small>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
