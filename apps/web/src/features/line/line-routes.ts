import { createElement, Fragment, type ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';

/**
 * Route glue of the line pages, kept tiny because it is in the main bundle: the pages and their
 * loaders are separate chunks. On the server the static handler resolves `lazy` and renders the
 * page with its data; the browser resolves it before hydrating (boot.tsx).
 */
const THEMED = ['champ', 'epl', 'laliga', 'europaleague', 'ipl'].flatMap((t) => [
  `themed_${t}`,
  `themed_${t}_game`,
  `themed_${t}_final`,
]);
export const LINE_ROUTE_IDS: ReadonlySet<string> = new Set([
  'line',
  'champs',
  'results',
  'statistic',
  'statisticpopup',
  'multi',
  ...THEMED,
]);

/** The route's own checks (rules, access) run first; they throw a redirect or a 404. */
type Guard = (args: LoaderFunctionArgs) => unknown;

export function lineDataLoader(routeId: string, guard: Guard): LoaderFunction {
  return async (args) => {
    guard(args);
    const { loadLinePage } = await import('./loaders');
    return loadLinePage(routeId, args);
  };
}

/** `below`: what the app layer puts under the page (the SEO text block of features/content). */
export function lineRoute(routeId: string, guard: Guard, below?: ComponentType): Pick<RouteObject, 'loader' | 'lazy'> {
  return {
    loader: lineDataLoader(routeId, guard),
    lazy: async () => {
      const { pageComponentOf } = await import('./pages/index');
      const Page = pageComponentOf(routeId);
      return { Component: below ? withBelow(Page, below) : Page };
    },
  };
}

function withBelow(Page: ComponentType, Below: ComponentType): ComponentType {
  return function LinePageWithBelow() {
    return createElement(Fragment, null, createElement(Page), createElement(Below));
  };
}
