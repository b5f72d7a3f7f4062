/**
 * The small part of Markdown that news bodies use, read into plain data (docs/decisions/0023):
 * headings (`#` and `##` under the page's own title, deeper ones a level below), paragraphs, lists, quotes, strong, emphasis, code and links. The UI turns this
 * data into elements, so every character of the body ends up as text: HTML in a body is shown
 * as the characters it is made of and never becomes an element, a script or an attribute.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'emphasis'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'quote'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

// One of: **strong**, *emphasis*, _emphasis_ (not inside a word), `code`, [text](href).
const INLINE_MARK = /\*\*(.+?)\*\*|\*(.+?)\*|(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])|`([^`]+)`|\[([^\]]+)\]\(([^()\s]+)\)/u;

/**
 * Where a link may lead: the web (an absolute `http(s)://` address), email, or a page of this
 * site (`#/…`, or a path of one slash). Anything else (`javascript:`, `data:`) is not a link:
 * its words are kept as text. Browsers read `\` as `/` in a web address, so `//host`, `/\host`
 * and `\\host` all lead to another host: none of them is a path of this site.
 */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href) || /^#\//.test(href) || /^\/(?![/\\])/.test(href);
}

export function parseInline(source: string): Inline[] {
  const parts: Inline[] = [];
  let rest = source;
  while (rest) {
    const mark = INLINE_MARK.exec(rest);
    if (!mark) {
      parts.push({ kind: 'text', text: rest });
      break;
    }
    if (mark.index > 0) parts.push({ kind: 'text', text: rest.slice(0, mark.index) });
    const [whole, strong, star, underscore, code, linkText, href] = mark;
    if (strong !== undefined) parts.push({ kind: 'strong', children: parseInline(strong) });
    else if (star !== undefined || underscore !== undefined) parts.push({ kind: 'emphasis', children: parseInline(star ?? underscore ?? '') });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined) {
      const children = parseInline(linkText);
      parts.push(...(isSafeHref(href) ? [{ kind: 'link' as const, href, children }] : children));
    }
    rest = rest.slice(mark.index + whole.length);
  }
  return parts;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^[-*+]\s+(.*)$/;
const NUMBERED = /^\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;

/** The blocks of a Markdown body; blank lines end paragraphs, lists and quotes. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (quote.length) blocks.push({ kind: 'quote', content: parseInline(quote.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    quote = [];
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const quoted = QUOTE.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      const [, hashes = '', text = ''] = heading;
      blocks.push({ kind: 'heading', level: hashes.length <= 2 ? 2 : 3, content: parseInline(text) });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else if (quoted) {
      if (!quote.length) flush();
      quote.push(quoted[1] ?? '');
    } else if (list && rawLine.startsWith(' ') && list.items.length) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list || quote.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
