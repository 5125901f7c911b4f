import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeaturePage, isFeatureOn } from '../../../features/errors/feature-page';
import { pageMetadata } from '../../../features/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!(await isFeatureOn(locale, 'racing'))) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/racing', title: t('racing') });
}

/** Behind its settings flag: 404 while off. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  return <FeaturePage locale={locale} feature="racing" />;
}
