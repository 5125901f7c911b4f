import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MessagePage } from '../../../features/errors/message-pages';
import { pageMetadata } from '../../../features/seo/metadata';
import { PageName } from '../../../shared/page/body-attributes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'page' });
  return pageMetadata({ locale, path: '/locked', title: t('locked.title') });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;

  return (
    <>
      <PageName page="locked" />
      <MessagePage locale={locale} kind="locked" />
    </>
  );
}
