import { expect, type Page } from '@playwright/test';

/** One element whose text does not fit its box. */
export type Overflow = { tag: string; className: string; text: string; scrollWidth: number; clientWidth: number };

/**
 * What overflows horizontally on the page as it is now: the document wider than the viewport, and every visible
 * box with text whose content is wider than the box (and whose own text reaches past its sides) without an ellipsis (wrapping, shrinking or an ellipsis are the
 * accepted answers; a scroll container such as a tab strip is one too). Only the innermost offender of a nest is
 * listed, so one long label reports once.
 */
export async function findOverflows(
  page: Page,
): Promise<{ documentWidth: number; viewport: number; boxes: Overflow[] }> {
  return page.evaluate(() => {
    /**
     * Whether text laid out in the box's own flow reaches past its sides. Text of an absolutely positioned
     * descendant (a badge on an icon's corner) or of a descendant cut with its own ellipsis does not count.
     */
    function textSpillsOut(el: HTMLElement): boolean {
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let excused = false;
        for (let up = node.parentElement; up && up !== el; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.position === 'absolute' || style.position === 'fixed' || style.textOverflow === 'ellipsis') {
            excused = true;
            break;
          }
        }
        if (excused) continue;
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1)) return true;
        }
      }
      return false;
    }

    const offenders: Element[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (!(el.textContent ?? '').trim() || el.closest('script, style, svg, template, [hidden], .sr-only')) continue;
      const style = getComputedStyle(el);
      // Inline boxes have no client width of their own; their block reports them.
      if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') continue;
      if (style.visibility !== 'visible' || el.getClientRects().length === 0 || el.clientWidth <= 1) continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (style.textOverflow === 'ellipsis') continue;
      if (el.scrollWidth > el.clientWidth + 1 && textSpillsOut(el)) offenders.push(el);
    }
    const innermost = offenders.filter((el) => !offenders.some((other) => other !== el && el.contains(other)));
    return {
      documentWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      boxes: innermost.map((el) => ({
        tag: el.tagName.toLowerCase(),
        className: typeof el.className === 'string' ? el.className : '',
        text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      })),
    };
  });
}

/** Fails the test with the list of offending elements (tag, class, text, widths) when anything overflows. */
export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const { documentWidth, viewport, boxes } = await findOverflows(page);
  const lines = boxes.map(
    (b) => `  <${b.tag} class="${b.className}"> ${b.scrollWidth} > ${b.clientWidth}: "${b.text}"`,
  );
  if (documentWidth > viewport) lines.unshift(`  the page is ${documentWidth} px wide in a ${viewport} px viewport`);
  expect.soft(lines, `overflow on ${where}:\n${lines.join('\n')}`).toEqual([]);
}
