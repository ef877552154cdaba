import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ContentPageData } from './loaders';

/**
 * Route glue of the content pages (issue 18), kept tiny because it is in the main bundle: pages
 * and loaders are chunks of their own. The server renders them with their text, so search
 * engines and readers without JavaScript get the whole page.
 */
const OTHER_CONTENT_ROUTES: ReadonlySet<string> = new Set([
  'information',
  'betting_alphabet',
  'news',
  'betting_awards',
  'mobile_app',
  'desktop_app',
  'ourpartners',
  'partner',
]);

/** information/* (every info_ route: pages, rules, payment, calculator) and the pages above. */
export const isContentRoute = (routeId: string): boolean =>
  routeId.startsWith('info_') || OTHER_CONTENT_ROUTES.has(routeId);

/** The route's own checks (rules such as availableRoutes 47, access) run first and may throw. */
type Guard = (args: LoaderFunctionArgs) => unknown;

/**
 * Information pages that are one document of text: after the first page, the shell loads them
 * as remote views (spec §1 sub-applications, §4 loading states, §7 remote view fetch). The
 * calculator and rules carry their own UI, so they keep their page loader.
 */
export const isRemoteViewRoute = (routeId: string): boolean =>
  routeId.startsWith('info_') && routeId !== 'info_rules' && routeId !== 'info_betting_calculator';

function contentLoader(routeId: string, guard: Guard): LoaderFunction {
  return async (args) => {
    guard(args);
    // In the browser a loader runs only on client navigation (the first page hydrates from the
    // server's data), so the server still renders every page whole for search engines.
    if (typeof document !== 'undefined' && isRemoteViewRoute(routeId)) {
      const remote: ContentPageData = { kind: 'remote', routeId, path: new URL(args.request.url).pathname, seo: null };
      return remote;
    }
    const { loadContentPage } = await import('./loaders');
    return loadContentPage(routeId, args);
  };
}

export function contentRoute(routeId: string, guard: Guard): Pick<RouteObject, 'loader' | 'lazy'> {
  return {
    loader: contentLoader(routeId, guard),
    lazy: async () => {
      const { pageComponentOf } = await import('./pages/index');
      return { Component: pageComponentOf(routeId) };
    },
  };
}
