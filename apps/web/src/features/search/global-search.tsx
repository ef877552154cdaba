import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { SEARCH_MIN_CHARS, searchQuery } from './api/search-query';
import { searchOptions, stepActive, type SearchLinks } from './lib/search-options';

/** The result list loads when the player first types (issue 13: not in the first-load JS). */
const SearchResults = lazy(() => import('./search-results').then((m) => ({ default: m.SearchResults })));

/** Search waits for the typing to pause this long, so one word is one request. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The header's site-wide search (issue 13 bug 7: search lived only on line pages): an input on
 * desktop; on phones a button that opens it full screen. Search as you type, arrows walk the
 * results, Enter opens the active one, Escape closes.
 */
export function GlobalSearch({ links }: { links: SearchLinks }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => setActive(-1), [q]);
  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);

  const query = useQuery(searchQuery(q));
  const options = useMemo(() => searchOptions(query.data, links), [query.data, links]);
  const typed = text.trim().length;
  const showPanel = open && typed > 0;

  const collapse = () => {
    setOpen(false);
    if (expanded) {
      setExpanded(false);
      trigger.current?.focus();
    }
  };
  const picked = () => {
    setOpen(false);
    setExpanded(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => stepActive(a, options.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter') {
      const option = options[active];
      if (!option) return;
      e.preventDefault();
      picked();
      void navigate(href(option.path));
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (showPanel && !expanded) setOpen(false);
      else collapse();
    }
  };

  let status = null;
  if (typed < SEARCH_MIN_CHARS) status = <p>{t('search_min_chars', { n: String(SEARCH_MIN_CHARS) })}</p>;
  else if (query.isError) status = <p role="alert">{t('main_query_error')}</p>;
  else if (!query.data) status = <p>{t('main_loading')}</p>;
  else if (options.length === 0)
    status = (
      <p data-testid="search-nothing">
        {t('search_nothing', { q })}{' '}
        <Link to={href('home/line')} onClick={picked}>
          {t('search_browse')}
        </Link>
      </p>
    );

  return (
    <div className={`search${expanded ? ' search--expanded' : ''}`} data-testid="global-search">
      <button
        ref={trigger}
        type="button"
        className="btn btn--ghost search__trigger"
        aria-label={t('search_open')}
        aria-expanded={expanded}
        data-testid="search-open"
        onClick={() => {
          setExpanded(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden="true" size={20} />
      </button>
      <div
        className="search__panel"
        role={expanded ? 'dialog' : undefined}
        aria-modal={expanded || undefined}
        aria-label={expanded ? t('search_label') : undefined}
        onBlur={(e) => {
          if (!expanded && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
        }}
      >
        <div className="search__field">
          <Search aria-hidden="true" size={18} className="search__icon" />
          <input
            ref={input}
            type="search"
            role="combobox"
            value={text}
            placeholder={t('search_placeholder')}
            aria-label={t('search_label')}
            aria-expanded={showPanel}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showPanel && active >= 0 ? `${listId}-${active}` : undefined}
            enterKeyHint="search"
            data-testid="search-input"
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="btn btn--ghost search__close"
            aria-label={t('search_close')}
            onClick={collapse}
          >
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        {showPanel ? (
          <div className="search__results" data-testid="search-results" aria-busy={query.isFetching}>
            {status}
            {options.length > 0 ? (
              <Suspense fallback={null}>
                <SearchResults options={options} active={active} listId={listId} onPick={picked} />
              </Suspense>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
