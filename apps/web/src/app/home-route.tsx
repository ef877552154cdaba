import { HomePage } from '../features/pages/home-page';
import { HomeTop } from '../features/line/home-top';

/**
 * The home page with the line's top events and accumulator of the day. A route chunk of its own
 * (server-rendered with its data; the browser loads it before hydrating, boot.tsx), so
 * pages other than home do not download the games list.
 */
export default function HomeRoute() {
  return <HomePage top={<HomeTop />} />;
}
