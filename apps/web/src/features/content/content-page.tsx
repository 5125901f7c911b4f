import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localePath } from '../../i18n/paths';
import page from '../../shared/ui/page.module.css';
import { Markdown } from './markdown';

/** Folder of the Markdown content pages: `content/<locale>/<name>.md`, falling back to `content/en/`. */
const CONTENT_DIR = path.join(process.cwd(), 'content');

export type ContentName = 'general-rules' | 'about';

/** The Markdown of a content page in a locale (its own file, the base language's, else English). */
export async function loadContent(name: ContentName, locale: string): Promise<string> {
  const candidates = [locale, locale.split('-')[0] ?? locale, 'en'];
  for (const candidate of candidates) {
    if (!/^[a-zA-Z-]+$/.test(candidate)) continue;
    try {
      return await readFile(path.join(CONTENT_DIR, candidate, `${name}.md`), 'utf8');
    } catch {
      // try the next candidate
    }
  }
  return '';
}

/** A content page rendered from Markdown in the repo. */
export async function ContentPage({ name, locale }: { name: ContentName; locale: string }) {
  const source = await loadContent(name, locale);
  return (
    <article className={page.prose}>
      <Markdown source={source} linkHref={(href) => localePath(locale, href)} />
    </article>
  );
}
