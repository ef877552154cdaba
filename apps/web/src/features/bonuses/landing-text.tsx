import { Link } from 'react-router';
import { parseMarkup, type Inline } from '@sb/contracts';
import { useLngHref } from '../../lib/use-lng';

function Inlines({ inlines }: { inlines: readonly Inline[] }) {
  const href = useLngHref();
  return (
    <>
      {inlines.map((i, n) =>
        i.type === 'text' ? (
          <span key={n}>{i.text}</span>
        ) : i.type === 'strong' ? (
          <strong key={n}>{i.text}</strong>
        ) : i.href.startsWith('/') ? (
          <Link key={n} to={href(i.href.slice(1))}>
            {i.text}
          </Link>
        ) : (
          <a key={n} href={i.href} rel="noopener noreferrer">
            {i.text}
          </a>
        ),
      )}
    </>
  );
}

/**
 * The operator's landing text (content service SEO block of the landing's slug), in the content
 * markup every content page uses (parseMarkup): React escapes every text, no HTML gets through.
 */
export function LandingText({ body }: { body: string }) {
  return (
    <div className="promo-landing__text" data-testid="landing-text">
      {parseMarkup(body).map((block, n) =>
        block.type === 'heading' ? (
          <h2 key={n}>{block.text}</h2>
        ) : block.type === 'paragraph' ? (
          <p key={n}>
            <Inlines inlines={block.inlines} />
          </p>
        ) : (
          <ul key={n}>
            {block.items.map((item, m) => (
              <li key={m}>
                <Inlines inlines={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
