import { installChunkReload } from './lib/chunk-reload';
import './styles.css';

installChunkReload();

/**
 * The server's HTML is the page until hydration: let the browser paint it before the app's code
 * (React, the router, the routes) is evaluated, which would otherwise run first and hold back the
 * first paint. A hidden tab never paints: it starts at once.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // No paint timing (older engines): the frame after the next animation frame has painted.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    if (painted()) {
      resolve();
      return;
    }
    // The first contentful paint itself, not a guess at it: the app's chunks must not be
    // requested before it, or the page's first paint would wait on them. A safety timeout keeps
    // a page that never paints (an empty document) from never starting.
    const timer = setTimeout(finish, 3000);
    const observer = new PerformanceObserver(() => {
      if (painted()) finish();
    });
    function finish() {
      clearTimeout(timer);
      observer.disconnect();
      setTimeout(resolve, 0);
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** A new task: lets the browser handle input and paint between two pieces of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Evaluating a dynamically imported module graph is one task, however big the graph: importing
 * the app at once would evaluate React DOM, the router, TanStack Query and the app's modules in a
 * single long task (issue 13: total blocking time). The libraries have chunks of their own (see
 * vite.config.ts): evaluate them one per task first; the app's import then finds them evaluated.
 */
async function warmUp(): Promise<void> {
  // Only the evaluation matters: a namespace never read leaves the bundler free to tree-shake.
  const libraries = [
    () => import('react-dom/client').then(() => undefined),
    () => import('react-router').then(() => undefined),
    () => import('@tanstack/react-query').then(() => undefined),
  ];
  for (const load of libraries) {
    await load();
    await nextTask();
  }
}

await afterFirstPaint();
await warmUp();
await import('./boot');
