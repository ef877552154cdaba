/** A dictionary text of a page's head: `vars` as they are, `varKeys` translated first (sport names). */
export interface SeoText {
  key: string;
  vars?: Record<string, string>;
  varKeys?: Record<string, string>;
}

/** Title and description a page computes from its data (a loader returns it as `seo`). */
export interface PageSeo {
  title: SeoText;
  description: SeoText;
}
