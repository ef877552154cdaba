import { Link } from 'react-router';
import { useApp } from '../../../lib/app-context';
import { useLngHref } from '../../../lib/use-lng';
import { countryNameOf } from '../lib/grouping';
import { champsOfCountry, PAGE_TYPE_TITLE } from '../lib/page-types';
import { LINE_ROOT } from '../lib/url';
import { useLineT } from '../lib/use-line';
import type { PageTypeContent } from '../page-type-loaders';
import { ChampList } from './champ-list';
import { GamesList } from './games-list';

/** An empty page type still offers the next step: the whole line. */
function Empty({ text }: { text: string }) {
  const t = useLineT();
  const href = useLngHref();
  return (
    <div className="line-empty" data-testid="page-type-empty">
      <p>{text}</p>
      <Link className="button" to={href(LINE_ROOT)}>
        {t('linenav_see_all_sports')}
      </Link>
    </div>
  );
}

/** The own page of a spec §2 page type: top games, bets on your country, the long-term board. */
export function PageTypeView({ content }: { content: PageTypeContent }) {
  const t = useLineT();
  const { initial } = useApp();
  const title = <h1 data-testid="page-type-title">{t(PAGE_TYPE_TITLE[content.view])}</h1>;
  if (content.view === 'top') {
    return (
      <section data-page-type="topgame">
        {title}
        <p className="line-intro">{t('linenav_topgame_intro')}</p>
        {content.games.games.length > 0 ? (
          <GamesList games={content.games.games} testId="topgame-list" />
        ) : (
          <Empty text={t('linenav_nothing_now')} />
        )}
      </section>
    );
  }
  if (content.view === 'country') {
    // The visitor's country comes from the site config (geo, spec §9 fallback 'ru').
    const code = initial.config?.geoCountryCode ?? null;
    const country = code ? countryNameOf(code, initial.lng) : '';
    const bySport = champsOfCountry(content.champsBySport, code);
    return (
      <section data-page-type="betsonyour">
        {title}
        {bySport.length === 0 ? (
          <Empty text={t('linenav_betsonyour_empty', { country })} />
        ) : (
          <>
            <p className="line-intro">{t('linenav_betsonyour_intro', { country })}</p>
            {bySport.map((s, i) => (
              <section key={s.sport.id} className="champs-sport">
                <h2>{t(`sport_${s.sport.id}`)}</h2>
                <ChampList champs={s.champs} toggle={i === 0} />
              </section>
            ))}
          </>
        )}
      </section>
    );
  }
  return (
    <section data-page-type="marble">
      {title}
      <p className="line-intro">{t('linenav_marble_intro')}</p>
      {content.champs.length > 0 ? <ChampList champs={content.champs} toggle={false} /> : null}
      {content.games && content.games.games.length > 0 ? (
        <GamesList games={content.games.games} page={content.games} testId="marble-list" />
      ) : (
        <Empty text={t('linenav_nothing_now')} />
      )}
    </section>
  );
}
