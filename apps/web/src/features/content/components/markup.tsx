import { Link } from 'react-router';
import { parseMarkup, type Block, type Inline } from '@sb/contracts';
import { useLngHref } from '../../../lib/use-lng';

/** Site paths in content are written without the language; the page adds the reader's. */
function InlineText({ inline }: { inline: Inline }) {
  const href = useLngHref();
  if (inline.type === 'text') return <>{inline.text}</>;
  if (inline.type === 'strong') return <strong>{inline.text}</strong>;
  if (inline.href.startsWith('/')) return <Link to={href(inline.href.slice(1))}>{inline.text}</Link>;
  return (
    <a href={inline.href} rel="noopener noreferrer">
      {inline.text}
    </a>
  );
}

const Inlines = ({ inlines }: { inlines: readonly Inline[] }) => (
  <>
    {inlines.map((i, n) => (
      <InlineText key={n} inline={i} />
    ))}
  </>
);

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? <h2 id={block.id}>{block.text}</h2> : <h3 id={block.id}>{block.text}</h3>;
    case 'paragraph':
      return (
        <p>
          <Inlines inlines={block.inlines} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, n) => (
            <li key={n}>
              <Inlines inlines={item} />
            </li>
          ))}
        </ul>
      );
  }
}

/** A content body (content-markup.ts): React escapes every text, operators cannot inject HTML. */
export function Markup({ body, blocks }: { body?: string; blocks?: readonly Block[] }) {
  const list = blocks ?? parseMarkup(body ?? '');
  return (
    <div className="content-body">
      {list.map((b, n) => (
        <BlockView key={n} block={b} />
      ))}
    </div>
  );
}
