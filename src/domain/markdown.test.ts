import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and quotes', () => {
    const blocks = parseMarkdown(
      ['# Big news', '', 'First line', 'same paragraph.', '', '## Details', '### Small',  '- one', '- two', '', '1. first', '2. second', '', '> Said well.'].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Big news' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'First line same paragraph.' }] },
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Details' }] },
      { kind: 'heading', level: 3, content: [{ kind: 'text', text: 'Small' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
      { kind: 'quote', content: [{ kind: 'text', text: 'Said well.' }] },
    ]);
  });

  it('keeps HTML as the text it is: no block or mark is made of it', () => {
    const source = '<script>window.ran = true</script>\n\n<img src=x onerror="window.ran = true">';
    expect(parseMarkdown(source)).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '<script>window.ran = true</script>' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: '<img src=x onerror="window.ran = true">' }] },
    ]);
  });

  it('reads an empty body as nothing', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('\n \n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('reads strong, emphasis, code and links', () => {
    expect(parseInline('a **b** *c* _d_ `e` [f](https://example.com)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'emphasis', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'emphasis', children: [{ kind: 'text', text: 'd' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'e' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://example.com', children: [{ kind: 'text', text: 'f' }] },
    ]);
  });

  it('leaves a link whose address has brackets as plain text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[click](javascript:alert(1))' }]);
  });

  it('leaves underscores inside words alone', () => {
    expect(parseInline('snake_case_name')).toEqual([{ kind: 'text', text: 'snake_case_name' }]);
  });

  it.each(['javascript:alert`1`', 'JavaScript:alert%281%29', 'data:text/html,hi', '//evil.example', '/\\evil.example', '\\\\evil.example', '/\\/evil.example', 'vbscript:x'])(
    'keeps only the words of a link to %s',
    (href) => {
      expect(parseInline(`[click](${href})`)).toEqual([{ kind: 'text', text: 'click' }]);
    },
  );
});

describe('isSafeHref', () => {
  it.each(['https://lyla.example', 'http://lyla.example', 'mailto:desk@lyla.example', '#/home', '/site/app/'])('allows %s', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });
});
