import { describe, expect, it } from 'vitest';
import { parseBlocks } from './markdown';

describe('markdown blocks', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(parseBlocks('# Title\n\nSome text\nmore text\n\n- one\n- two\n\n1. first\n2. second')).toEqual([
      { type: 'heading', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'Some text more text' },
      { type: 'list', ordered: false, items: ['one', 'two'] },
      { type: 'list', ordered: true, items: ['first', 'second'] },
    ]);
  });
});
