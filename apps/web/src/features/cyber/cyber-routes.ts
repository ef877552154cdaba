import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';

/**
 * Route glue of the esports pages (issue 14, spec §2 cyber/{type}/{discipline}/{champ}/{game} with
 * all, champs, dashboard), kept tiny because it is in the main bundle: the pages and their loaders
 * are a chunk of their own. The server renders them with their data.
 */
export const CYBER_ROUTE_IDS: ReadonlySet<string> = new Set(['cyber', 'cyber_sub']);

type Guard = (args: LoaderFunctionArgs) => unknown;

export function cyberRoute(routeId: string, guard: Guard): Pick<RouteObject, 'loader' | 'lazy'> {
  const loader: LoaderFunction = async (args) => {
    guard(args);
    const { loadCyberPage } = await import('./loaders');
    return loadCyberPage(routeId, args);
  };
  return {
    loader,
    lazy: async () => {
      const { default: Component } = await import('./pages/cyber-page');
      return { Component };
    },
  };
}
