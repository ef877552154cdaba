import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/app';
import type { InitialState } from './lib/initial-state';
import type { RouteHandle } from './app/layouts/shell';
import type { RuleContext } from './app/route-rules';
import { routes } from './app/routes';
import { createPreferencesStore } from './lib/preferences-store';
import { computeHead, headToHtml, pageSeoOf } from './app/seo/head';
import type { RequestServices } from './lib/request-services';
import { createI18n, dynamicT } from './lib/i18n';

export { ROUTE_TABLE } from './app/route-table';
export type { InitialState, SeoOverride } from './lib/initial-state';
export { INITIAL_STATE_ELEMENT_ID } from './lib/initial-state';
export { HttpStatusError, type RequestServices } from './lib/request-services';
export { htmlAttributesOf } from './lib/preferences-store';

const handler = createStaticHandler(routes);

export type SerializedError =
  { __type: 'RouteErrorResponse'; status: number; statusText: string } | { __type: 'Error' };

export interface HydrationData {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: string; hydration: HydrationData };

function serializeErrors(errors: Record<string, unknown> | null): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [id, err] of Object.entries(errors)) {
    // Internal error messages never reach the page; the browser only needs the kind.
    out[id] = isRouteErrorResponse(err)
      ? { __type: 'RouteErrorResponse', status: err.status, statusText: err.statusText }
      : { __type: 'Error' };
  }
  return out;
}

export async function render(
  request: Request,
  initial: InitialState,
  services?: RequestServices,
): Promise<RenderResult> {
  const rules: RuleContext = {
    config: initial.config,
    authenticated: initial.authenticated,
    production: initial.production,
    player: initial.player,
  };
  const context = await handler.query(request, { requestContext: { rules, services } });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const i18n = createI18n(initial.lng, initial.dictionary);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders
      initial={initial}
      preferences={createPreferencesStore(initial.prefs, false)}
      i18n={i18n}
      queryClient={createQueryClient()}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  let entry = null;
  for (const m of context.matches) {
    const h = m.route.handle as RouteHandle | undefined;
    if (h?.entry) entry = h.entry;
  }
  const url = new URL(request.url);
  const head = computeHead({
    entry,
    status: context.statusCode,
    lng: initial.lng,
    languages: initial.languages,
    defaultLanguage: initial.defaultLanguage,
    restPath: url.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, ''),
    origin: initial.origin,
    companyName: initial.config?.companyName ?? '',
    translate: dynamicT(i18n.t.bind(i18n)),
    override: context.statusCode === 200 ? initial.seoOverride : null,
    pageSeo: pageSeoOf(context.matches.map((m) => context.loaderData[m.route.id])),
  });
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    head: headToHtml(head),
    hydration: { loaderData: context.loaderData, errors: serializeErrors(context.errors) },
  };
}
