import { installChunkReload } from './lib/chunk-reload';
import './styles.css';

installChunkReload();

/**
 * The server's HTML is the page until hydration: let the browser paint it before the app's code
 * (React, the router, the routes) is evaluated, which would otherwise run first and hold back the
 * first paint. A hidden tab never paints, hence the timeout.
 */
await new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, 100);
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(timer);
      resolve();
    }, 0),
  );
});
await import('./boot');
