import { getLocale, getTranslations } from 'next-intl/server';
import { MessagePage } from '../../features/errors/message-pages';
import { PageName } from '../../shared/page/body-attributes';

export async function generateMetadata() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'page' });
  return { title: t('not-found.title'), robots: { index: false, follow: false } };
}

export default async function NotFound() {
  const locale = await getLocale();
  return (
    <>
      <PageName page="not_found" />
      <MessagePage locale={locale} kind="not-found" />
    </>
  );
}
