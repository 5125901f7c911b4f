import { readFile } from 'node:fs/promises';
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
