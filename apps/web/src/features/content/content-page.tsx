import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localePath } from '../../i18n/paths';
import { PageName } from '../../shared/page/body-attributes';
import page from '../../shared/ui/page.module.css';
import { pageMetadata } from '../seo/metadata';
import { Markdown } from './markdown';

/** Folder of the Markdown content pages: `content/<locale>/<name>.md`, falling back to `content/en/`. */
const CONTENT_DIR = path.join(process.cwd(), 'content');

/** The content pages, each at `/<name>` (spec §2: general rules, about; also /terms-and-conditions, /help-center). */
export const CONTENT_NAMES = ['general-rules', 'about', 'terms-and-conditions', 'help-center'] as const;
export type ContentName = (typeof CONTENT_NAMES)[number];

/**
 * Content folders to try for a locale, in order: its own, its base language's (`fr-CA` → `fr`), the first regional
 * folder of that language (`pt` → `pt-BR`), then English. The same chain as the message files (i18n/messages.ts).
 */
export function contentChain(locale: string, folders: readonly string[]): string[] {
  const base = locale.split('-')[0] ?? locale;
  const sameBase = folders.find((folder) => folder.split('-')[0] === base);
  // Only existing folders: a locale from the URL never becomes a path by itself.
  const chain = [locale, base, sameBase, 'en'].filter((c): c is string => c !== undefined && folders.includes(c));
  return [...new Set(chain)];
}

let contentFolderList: Promise<string[]> | undefined;
/** The locale folders under content/ (read once: the files ship with the build and never change at run time). */
function contentFolders(): Promise<string[]> {
  contentFolderList ??= readdir(CONTENT_DIR).then(
    (names) => names.filter((name) => /^[a-zA-Z]+(-[a-zA-Z]+)*$/.test(name)),
    () => {
      contentFolderList = undefined; // not cached: the next request reads the folder again
      return [];
    },
  );
  return contentFolderList;
}

/** The Markdown of a content page in a locale (along {@link contentChain}); empty when no file exists. */
export async function loadContent(name: ContentName, locale: string): Promise<string> {
  for (const candidate of contentChain(locale, await contentFolders())) {
    try {
      return await readFile(path.join(CONTENT_DIR, candidate, `${name}.md`), 'utf8');
    } catch {
      // this folder lacks the page: try the next one
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

type RouteProps = { params: Promise<{ locale: string }> };

/** The route of a content page from Markdown in the repo (content/<locale>/<name>.md): metadata and page. */
export function contentRoute(name: ContentName, pageName: string) {
  return {
    async generateMetadata({ params }: RouteProps): Promise<Metadata> {
      const { locale } = await params;
      const t = await getTranslations({ locale, namespace: 'meta' });
      return pageMetadata({ locale, path: `/${name}`, title: t(name) });
    },
    async Page({ params }: RouteProps) {
      const { locale } = await params;
      return (
        <>
          <PageName page={pageName} />
          <ContentPage name={name} locale={locale} />
        </>
      );
    },
  };
}
