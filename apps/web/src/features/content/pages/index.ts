import type { ComponentType } from 'react';
import DocumentPage from './document-page';
import InformationPage from './information-page';
import RulesPage from './rules-page';
import NewsPage from './news-page';
import AlphabetPage from './alphabet-page';

/** The component of each content route id (one chunk for the content pages). */
export function pageComponentOf(routeId: string): ComponentType {
  if (routeId === 'information') return InformationPage;
  if (routeId === 'info_rules') return RulesPage;
  if (routeId === 'news') return NewsPage;
  if (routeId === 'betting_alphabet') return AlphabetPage;
  return DocumentPage;
}
