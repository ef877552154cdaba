import { HomePage } from '../features/pages/home-page';
import { HomeSports, HomeTop } from '../features/line/home-top';

/**
 * The home page (a storefront) with the line's top events, accumulator of the day and sport
 * links. A route chunk of its own (server-rendered with its data; the browser loads it before
 * hydrating, boot.tsx), so pages other than home do not download the games list. Promotions,
 * live and casino slots stay empty until their modules exist (issues 14, 16).
 */
export default function HomeRoute() {
  return <HomePage top={<HomeTop />} sports={<HomeSports />} />;
}
