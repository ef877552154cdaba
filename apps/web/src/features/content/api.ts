import {
  contentDocumentSchema,
  contentListAnswerSchema,
  seoStateAnswerSchema,
  termsAnswerSchema,
  type TermsItem,
  type ContentDocument,
  type ContentKind,
  type ContentListAnswer,
} from '@sb/contracts';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../lib/api-client';
import { HttpStatusError, type RequestServices } from '../../lib/request-services';

/** The content service's public API (apps/server/src/modules/content/routes.ts). */
export const CONTENT_API = '/bff-api/content/v1';

export interface ListFilter {
  tag?: string | null;
  group?: string;
  block?: string;
  category?: string;
  page?: number;
  pageSize?: number;
}

export function listPath(kind: ContentKind, lng: string, f: ListFilter = {}): string {
  const q = new URLSearchParams({ lng });
  if (f.tag) q.set('tag', f.tag);
  for (const k of ['group', 'block', 'category'] as const) {
    const v = f[k];
    if (v) q.set(k, v);
  }
  if (f.page) q.set('page', String(f.page));
  if (f.pageSize) q.set('pageSize', String(f.pageSize));
  return `${CONTENT_API}/documents/${kind}?${q.toString()}`;
}

export const documentPath = (kind: ContentKind, slug: string, lng: string) =>
  `${CONTENT_API}/documents/${kind}/${encodeURIComponent(slug)}?lng=${encodeURIComponent(lng)}`;

/** Issue 12: an answer that does not match the contract is refused, never cast. */
function parsed<T>(schema: { safeParse(d: unknown): { success: true; data: T } | { success: false } }, path: string) {
  return (answer: unknown): T => {
    const r = schema.safeParse(answer);
    if (!r.success) throw new HttpStatusError(502, path);
    return r.data;
  };
}

/** Loader reads: through the server's in-process call on the first render, else fetch. */
export function contentReader(fetchJson: RequestServices['fetchJson']) {
  return {
    list: async (kind: ContentKind, lng: string, f?: ListFilter): Promise<ContentListAnswer> => {
      const path = listPath(kind, lng, f);
      return parsed(contentListAnswerSchema, path)(await fetchJson(path));
    },
    /** Spec §3 terms items: the rules' groups with their chapters (subRules) in order. */
    terms: async (lng: string): Promise<TermsItem[]> => {
      const path = `${CONTENT_API}/terms?lng=${encodeURIComponent(lng)}`;
      return parsed(termsAnswerSchema, path)(await fetchJson(path)).items;
    },
    document: async (kind: ContentKind, slug: string, lng: string): Promise<ContentDocument> => {
      const path = documentPath(kind, slug, lng);
      return parsed(contentDocumentSchema, path)(await fetchJson(path));
    },
  };
}
export type ContentReader = ReturnType<typeof contentReader>;

/** Spec §3 SEO state content of a page (line, casino, a landing): TanStack Query with the contract. */
export function useSeoState(page: string, lng: string) {
  return useQuery({
    queryKey: ['content', 'seo', page, lng],
    queryFn: () => getParsed(seoStateAnswerSchema, `${CONTENT_API}/seo/${encodeURIComponent(page)}?lng=${lng}`),
    staleTime: 60_000,
  });
}
