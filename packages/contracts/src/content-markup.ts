/**
 * The markup of content bodies: a small subset of Markdown, parsed to blocks that the page (React)
 * and the remote view (HTML) render with escaping. Operators cannot write HTML, so a body can never
 * carry script or styles into the page.
 *
 * - a line `## Title` or `### Title` is a heading;
 * - consecutive lines starting with `- ` are a list;
 * - other non-empty lines, up to a blank line, are one paragraph;
 * - inline: `**strong**` and `[text](/path or https://…)`.
 */
export type Inline =
  { type: 'text'; text: string } | { type: 'strong'; text: string } | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'heading'; level: 2 | 3; text: string; id: string }
  | { type: 'paragraph'; inlines: Inline[] }
  | { type: 'list'; items: Inline[][] };

/** Only site-relative paths and https links: no javascript:, data: or protocol-relative URLs. */
export function isSafeHref(href: string): boolean {
  return (
    (/^\/(?!\/)/.test(href) || /^https:\/\/[^\s/]+/.test(href) || /^mailto:[^\s]+$/.test(href)) && !/\s/.test(href)
  );
}

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInlines(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index;
    if (at > last) out.push({ type: 'text', text: text.slice(last, at) });
    if (m[1] !== undefined) out.push({ type: 'strong', text: m[1] });
    else if (m[2] !== undefined && m[3] !== undefined) {
      out.push(isSafeHref(m[3]) ? { type: 'link', text: m[2], href: m[3] } : { type: 'text', text: m[2] });
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

/** An anchor id for a heading (its position keeps ids unique in any script, Arabic included). */
const anchorOf = (n: number) => `section-${n}`;

export function parseMarkup(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] = [];
  let headings = 0;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    if (list.length) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    if (!line) flush();
    else if (heading?.[1] && heading[2]) {
      flush();
      headings += 1;
      blocks.push({
        type: 'heading',
        level: heading[1].length === 2 ? 2 : 3,
        text: heading[2],
        id: anchorOf(headings),
      });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      list.push(parseInlines(line.slice(2).trim()));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Site paths in bodies carry no language; the reader's (`/en`) is put in front of them. */
const hrefWith = (href: string, pathPrefix: string) => (href.startsWith('/') ? `${pathPrefix}${href}` : href);

function inlinesToHtml(inlines: readonly Inline[], pathPrefix: string): string {
  return inlines
    .map((i) =>
      i.type === 'text'
        ? escape(i.text)
        : i.type === 'strong'
          ? `<strong>${escape(i.text)}</strong>`
          : `<a href="${escape(hrefWith(i.href, pathPrefix))}">${escape(i.text)}</a>`,
    )
    .join('');
}

/** Escaped HTML of a body (remote views and other non-React consumers). */
export function markupToHtml(body: string, pathPrefix = ''): string {
  return parseMarkup(body)
    .map((b) =>
      b.type === 'heading'
        ? `<h${b.level} id="${b.id}">${escape(b.text)}</h${b.level}>`
        : b.type === 'paragraph'
          ? `<p>${inlinesToHtml(b.inlines, pathPrefix)}</p>`
          : `<ul>${b.items.map((item) => `<li>${inlinesToHtml(item, pathPrefix)}</li>`).join('')}</ul>`,
    )
    .join('\n');
}

/** Escapes text for HTML (the remote view's title and head). */
export const escapeHtml = escape;

/** Plain text of a body (meta descriptions). */
export function markupToText(body: string): string {
  return parseMarkup(body)
    .map((b) =>
      b.type === 'heading'
        ? b.text
        : b.type === 'paragraph'
          ? b.inlines.map((i) => i.text).join('')
          : b.items.map((item) => item.map((i) => i.text).join('')).join('; '),
    )
    .join(' ');
}
