import type { SeedDocument } from '../../service';

/** News, the betting-awards page, app pages and SEO blocks, English. */
export const moreEn: SeedDocument[] = [
  {
    kind: 'news',
    slug: 'cash-out-explained',
    tags: ['betting', 'cash-out'],
    title: 'Cash out: take your money before the final whistle',
    summary: 'How the cash-out offer on singles and expresses is calculated.',
    body: `Open bets in your bet history now show a cash-out offer for singles and expresses.

## How the offer is calculated
We value your coupon at today's odds: settled selections count with their result, open ones at the ratio of the odds you took to the odds now. A small margin is taken from that value. The offer is never above the coupon's maximum payout.

## When there is no offer
While a selection is suspended, has left the line or its match has started, the offer is paused. A coupon with a lost selection has no offer.`,
  },
  {
    kind: 'news',
    slug: 'limits-in-your-office',
    tags: ['responsible-gaming', 'account'],
    title: 'Set your limits in two clicks',
    summary: 'Deposit, session and reality-check limits now live in one place.',
    body: `The Responsible gaming section of your personal office now gathers all limits: deposits per day, week and month, a daily session limit, reality-check reminders, time-outs and self-exclusion.

Lowering a limit works immediately. Raising one waits 24 hours and then asks for your confirmation, so a decision taken in the heat of a match can be reconsidered. [Open your limits](/office/responsible).`,
  },
  {
    kind: 'news',
    slug: 'betting-calculator-launch',
    tags: ['betting', 'tools'],
    title: 'New: a betting calculator for every bet type',
    summary: 'Check how a system, chain or anti-express pays before you bet.',
    body: `The new [betting calculator](/information/betting-calculator) settles any of our ten bet types with the same rules as real settlement. Add selections, set their odds and results, enter a stake and see the return and profit.

It is a good way to understand half-won Asian lines or how a chain moves money from one selection to the next.`,
  },
  {
    kind: 'news',
    slug: 'site-in-eight-languages',
    tags: ['site'],
    title: 'The site now speaks eight languages',
    summary: 'Arabic joins with a right-to-left layout.',
    body: `The site is available in English, Russian, German, Spanish, Portuguese, Turkish, Ukrainian and Arabic. The Arabic version is laid out right to left. Your choice of language is remembered for your next visit.`,
  },
  {
    kind: 'awards',
    slug: 'betting-awards',
    title: 'Betting awards',
    summary: 'The recognitions our sportsbook earns, and how we earn them.',
    body: `We do not buy awards. What we work for every season:

## Settlement you can check
Every bet type is settled by published rules, and the [betting calculator](/information/betting-calculator) shows the same numbers our settlement pays.

## Fast payouts
Withdrawals are reviewed every day; most are paid the same day once the account is verified.

## Player protection
Limits, reality checks, time-outs and self-exclusion are open to every player, without asking support.

When industry juries recognise this work, you will find the awards listed here with the year and the category.`,
  },
  {
    kind: 'app',
    slug: 'mobile',
    title: 'Mobile app',
    summary: 'The site as an app on your phone.',
    body: `Our site installs as an app on Android and iPhone straight from the browser — no store and no download of a separate file.

## Android (Chrome, Edge, Samsung Internet)
Press **Install** on this page when the button is shown, or choose "Add to Home screen" in the browser menu.

## iPhone and iPad (Safari)
Tap the Share button, then "Add to Home Screen".

## What you get
A full-screen app with its own icon, quick start, and the same account, balance and bets as on the site. Updates arrive automatically.`,
  },
  {
    kind: 'app',
    slug: 'desktop',
    title: 'Desktop app',
    summary: 'The site in its own window on Windows, macOS and Linux.',
    body: `Install the site as a desktop app from Chrome or Edge: press **Install** on this page when the button is shown, or use the install icon at the end of the address bar.

The app opens in its own window, starts from the Start menu, Dock or launcher, and always runs the newest version of the site. Uninstall it from the app's menu at any time.`,
  },
  {
    kind: 'seo',
    slug: 'line',
    meta: { style: 'collapsed' },
    title: 'Sports betting',
    body: `## Sports betting online
Bet on football, tennis, basketball, ice hockey and dozens of other sports before the match and live. Choose singles, expresses, systems or any of ten bet types, and check the return in the [betting calculator](/information/betting-calculator) before you confirm.`,
  },
  {
    kind: 'seo',
    slug: 'casino',
    meta: { style: 'collapsed' },
    title: 'Online casino',
    body: `## Casino games
Slots, live dealers, card and table games from licensed providers. Every game shows its rules and return to player; your limits apply to casino play too.`,
  },
];
