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
  return pageMetadata({ locale, path: '/schedule', title: t('schedule') });
}

/** Schedule: upcoming matches by day (in the visitor's zone) and sport. */
export default async function SchedulePage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  return <DayListPage kind="schedule" locale={locale} query={query} />;
}
