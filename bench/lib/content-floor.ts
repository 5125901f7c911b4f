import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFixture } from './next-floor';
import { stopProcess, waitUntilAnswering } from './server-process';

const root = new URL('../..', import.meta.url).pathname;
const fixtureDir = join(root, 'bench/fixtures/content-floor');

/** What the content floor serves for one page (read by `bench/fixtures/content-floor/app/content.js`). */
export type ContentSnapshot = {
  htmlAttributes: Record<string, string>;
  bodyAttributes: Record<string, string>;
  /** The head's tags and the body's markup, without scripts or script preloads. */
  markup: string;
};

/** A tag's attributes as React props (`class` → `className`; attributes without a value are empty strings). */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = '', value = ''] of tag.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
    attributes[name === 'class' ? 'className' : name] = value;
  }
  return attributes;
}

/**
 * A page's content as a visitor's first visit receives it, with none of its code: every `<script>` (the payload,
 * the chunks, the inline bootstraps) and script preload removed, and the charset and viewport (the floor's own
 * layout has them) left out. Images keep loading from the product's origin.
 */
export function contentOf(html: string, origin: string): ContentSnapshot {
  const part = (pattern: RegExp) => html.match(pattern)?.[1] ?? '';
  const strip = (markup: string) =>
    markup
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*\bas="script"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
      .replace(/<meta\b[^>]*\b(?:charSet|name="viewport")[^>]*>/g, '')
      .replace(/\b(src|srcSet|srcset)="\//g, `$1="${origin}/`);
  return {
    htmlAttributes: attributesOf(html.match(/<html\b[^>]*>/)?.[0].slice(5, -1) ?? ''),
    bodyAttributes: attributesOf(html.match(/<body\b[^>]*>/)?.[0].slice(5, -1) ?? ''),
    markup: strip(part(/<head>([\s\S]*?)<\/head>/)) + strip(part(/<body\b[^>]*>([\s\S]*)<\/body>/)),
  };
}

/**
 * The content floor (`bench/fixtures/content-floor`): each measured page's own markup and CSS, as a visitor's first
 * visit gets them, on a bare Next.js App Router page (the framework floor's one client component, no code of the
 * product's), compressed as the product's server compresses. Measured beside the page, it separates what the
 * content costs on the framework (the document's bytes, its style, layout and paint) from what the product's code
 * adds (its scripts, hydration and start-up work). `pages` maps a name to the page's URL.
 */
export async function startContentFloor(
  port: number,
  pages: Record<string, string>,
): Promise<{ urlOf: (name: string) => string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-content-floor-'));
  const keys = new Map(Object.keys(pages).map((name, i) => [name, `page-${i}`]));
  for (const [name, url] of Object.entries(pages)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const snapshot = contentOf(await response.text(), new URL(url).origin);
    writeFileSync(join(dir, `${keys.get(name)}.json`), JSON.stringify(snapshot));
  }
  buildFixture(fixtureDir, [join(root, 'bench/fixtures/next-floor')]);
  const server: ChildProcess = spawn(process.execPath, [join(fixtureDir, 'server.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', CONTENT_FLOOR_DIR: dir },
  });
  const urlOf = (name: string) => `http://127.0.0.1:${port}/${keys.get(name)}`;
  await waitUntilAnswering(server, urlOf(Object.keys(pages)[0] ?? ''), "the content floor's server");
  const stop = async () => {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  };
  return { urlOf, stop };
}
