import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DayListPage } from '../../../../features/catalog/day-list-page';
import { pageMetadata } from '../../../../features/seo/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ day?: string | string[]; sport?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/results', title: t('results') });
}

/** Results: finished matches with final scores, by day (today and the six before) and sport. */
export default async function ResultsPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  return <DayListPage kind="results" locale={locale} query={query} />;
}
