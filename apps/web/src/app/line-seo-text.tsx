import { HydratedOnly } from '../components/ui/hydrated-only';
import { lazyWithReload } from '../lib/lazy-with-reload';

// A chunk of its own: the markup renderer stays out of the line page's first download.
const SeoText = lazyWithReload<{ page: string }>(() =>
  import('../features/content/seo-text').then((m) => ({ default: m.SeoText })),
);

/**
 * Spec §3 SEO state content under the line page: features/content's block, composed here
 * because a feature may not import another. Its text is fetched after hydration (it is below
 * the fold), so the server and the hydrating client both render nothing here.
 */
export function LineSeoText() {
  return (
    <HydratedOnly fallback={null}>
      <SeoText page="line" />
    </HydratedOnly>
  );
}
