/**
 * The betting alphabet's tree (betting-alphabet/{block}/{category}/{slug}): the same in every
 * language; each language gives the title and text of every slug.
 */
export const GLOSSARY_TREE = {
  bets: {
    'bet-types': [
      'single',
      'express',
      'system',
      'chain',
      'multi-bet',
      'conditional-bet',
      'anti-express',
      'lucky',
      'patent',
      'banker',
    ],
    'bet-statuses': ['return', 'forced-return', 'half-win', 'half-loss', 'settlement'],
  },
  markets: {
    'main-markets': ['1x2', 'double-chance', 'handicap', 'total', 'both-teams-to-score', 'outright'],
    'asian-markets': ['asian-handicap', 'quarter-line', 'draw-no-bet'],
  },
  money: {
    odds: ['decimal-odds', 'fractional-odds', 'american-odds', 'margin', 'implied-probability'],
    bankroll: ['stake', 'bankroll', 'cash-out', 'value-bet', 'possible-win'],
  },
} as const;

type Tree = typeof GLOSSARY_TREE;
export type GlossarySlug = {
  [B in keyof Tree]: { [C in keyof Tree[B]]: Tree[B][C] extends readonly (infer S)[] ? S : never }[keyof Tree[B]];
}[keyof Tree];

/** A language's glossary: title and text of every entry (the type makes a missing one a compile error). */
export type GlossaryTexts = Readonly<Record<GlossarySlug, readonly [title: string, body: string]>>;

export interface GlossaryPlace {
  block: string;
  category: string;
  slug: GlossarySlug;
  position: number;
}

export const GLOSSARY_PLACES: readonly GlossaryPlace[] = Object.entries(GLOSSARY_TREE)
  .flatMap(([block, categories]) =>
    Object.entries(categories).flatMap(([category, slugs]) =>
      (slugs as readonly GlossarySlug[]).map((slug) => ({ block, category, slug, position: 0 })),
    ),
  )
  .map((p, i) => ({ ...p, position: i + 1 }));
