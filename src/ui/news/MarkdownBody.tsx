import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { parseMarkdown, type Block, type Inline } from '../../domain/markdown';
import * as styles from './news.css';

function renderInline(parts: Inline[]): ReactNode[] {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'strong':
        return <strong key={index}>{renderInline(part.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(part.children)}</em>;
      case 'code':
        return <code key={index}>{part.text}</code>;
      case 'link':
        // A page of this app stays in the app; anything else opens beside it.
        return part.href.startsWith('#/') ? (
          <Link key={index} to={part.href.slice(1)} className={styles.bodyLink}>
            {renderInline(part.children)}
          </Link>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={styles.bodyLink}>
            {renderInline(part.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? <h2 key={index}>{renderInline(block.content)}</h2> : <h3 key={index}>{renderInline(block.content)}</h3>;
    case 'paragraph':
      return <p key={index}>{renderInline(block.content)}</p>;
    case 'quote':
      return <blockquote key={index}>{renderInline(block.content)}</blockquote>;
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>);
      return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
  }
}

/**
 * An article body (Markdown) as React elements. Only text nodes and the elements above are
 * made, never HTML from the body, so nothing in a body can run (docs/decisions/0023).
 */
export function MarkdownBody({ source }: { source: string }) {
  return <div className={styles.body}>{parseMarkdown(source).map(renderBlock)}</div>;
}
