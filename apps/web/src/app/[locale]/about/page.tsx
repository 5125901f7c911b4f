import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentPage } from '../../../features/content/content-page';
import { pageMetadata } from '../../../features/seo/metadata';
import { PageName } from '../../../shared/page/body-attributes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/about', title: t('about') });
}

/** Content page from Markdown in the repo (content/<locale>/about.md). */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  return (
    <>
      <PageName page="about" />
      <ContentPage name="about" locale={locale} />
    </>
  );
}
