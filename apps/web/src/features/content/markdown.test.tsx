import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown';

describe('markdown blocks', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(parseBlocks('# Title\n\nSome text\nmore text\n\n- one\n- two\n\n1. first\n2. second')).toEqual([
      { type: 'heading', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'Some text more text' },
      { type: 'list', ordered: false, items: ['one', 'two'] },
      { type: 'list', ordered: true, items: ['first', 'second'] },
    ]);
  });

  it('reads an anchor id at the end of a heading, and only a plain one', () => {
    expect(parseBlocks('## Cash-out {#cash-out}\n### Odds {#odds-2}\n## Bad {#Not ok}')).toEqual([
      { type: 'heading', level: 2, text: 'Cash-out', id: 'cash-out' },
      { type: 'heading', level: 3, text: 'Odds', id: 'odds-2' },
      { type: 'heading', level: 2, text: 'Bad {#Not ok}' },
    ]);
  });
});

describe('markdown rendering', () => {
  const html = (source: string) => renderToStaticMarkup(<Markdown source={source} linkHref={(href) => `/de${href}`} />);

  it('gives anchored headings their id and links fragments on the page as plain links', () => {
    expect(html('## Cash-out {#cash-out}')).toBe('<h2 id="cash-out">Cash-out</h2>');
    expect(html('- [Cash-out](#cash-out)')).toBe('<ul><li><a href="#cash-out">Cash-out</a></li></ul>');
    expect(html('[Rules](/general-rules)')).toBe('<p><a data-spa="true" href="/de/general-rules">Rules</a></p>');
  });

  it('never renders markup from the source', () => {
    expect(html('## <img src=x onerror=alert(1)> {#x}')).toBe('<h2 id="x">&lt;img src=x onerror=alert(1)&gt;</h2>');
    expect(html('[x](javascript:alert(1))')).toBe('<p>x)</p>');
    expect(html('[x](//evil.example/)')).toBe('<p>x</p>');
  });
});
