import type { ReactNode } from 'react';

/**
 * A small Markdown renderer for the content pages (rules, about, terms, help): headings, paragraphs, ordered and
 * unordered lists, **bold**, *italic*, `code` and [links](…). It builds React elements (no raw HTML), so
 * content cannot inject markup. Internal links get the locale prefix through `linkHref`.
 *
 * A heading may end with an anchor id, `## Cash-out {#cash-out}` (lowercase letters, digits, hyphens): the ids are
 * written by hand so they stay the same in every language, and `[Cash-out](#cash-out)` links to it on the page.
 */

type Block =
  | { type: 'heading'; level: 1 | 2 | 3; text: string; id?: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] };

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ type: 'list', ...list });
    list = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      const level = (heading[1]?.length ?? 1) as 1 | 2 | 3;
      const anchor = /^(.*?)\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/.exec(heading[2] ?? '');
      blocks.push(
        anchor
          ? { type: 'heading', level, text: anchor[1] ?? '', id: anchor[2] }
          : { type: 'heading', level, text: heading[2] ?? '' },
      );
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet?.[1] ?? numbered?.[1] ?? '').trim());
    } else if (list && raw.startsWith('  ')) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const INLINE = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

function inline(text: string, linkHref: (href: string) => string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    const key = `${i}-${part.length}`;
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`')) return <code key={key}>{part.slice(1, -1)}</code>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const href = link[2] ?? '#';
      // A fragment on this page: a plain link, so the browser scrolls and focus follows (no client navigation).
      if (/^#[a-z0-9-]+$/.test(href)) {
        return (
          <a key={key} href={href}>
            {link[1]}
          </a>
        );
      }
      if (/^(https?:|mailto:|sms:|tel:)/.test(href)) {
        return (
          <a key={key} href={href} rel="noopener noreferrer">
            {link[1]}
          </a>
        );
      }
      // Any other scheme (javascript:, data:, …) is never a link: only site paths get the locale prefix.
      if (!href.startsWith('/') || href.startsWith('//')) return link[1];
      return (
        <a data-spa key={key} href={linkHref(href)}>
          {link[1]}
        </a>
      );
    }
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={key}>{part.slice(1, -1)}</em>;
    return part;
  });
}

export function Markdown({ source, linkHref }: { source: string; linkHref: (href: string) => string }) {
  return (
    <>
      {parseBlocks(source).map((block, i) => {
        const key = `${block.type}-${i}`;
        if (block.type === 'heading') {
          const Tag = `h${block.level}` as const;
          return (
            <Tag key={key} id={block.id}>
              {inline(block.text, linkHref)}
            </Tag>
          );
        }
        if (block.type === 'list') {
          const Tag = block.ordered ? 'ol' : 'ul';
          return (
            <Tag key={key}>
              {block.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
                <li key={j}>{inline(item, linkHref)}</li>
              ))}
            </Tag>
          );
        }
        return <p key={key}>{inline(block.text, linkHref)}</p>;
      })}
    </>
  );
}
