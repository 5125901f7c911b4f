import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localePath } from '../../i18n/paths';
import { PageName } from '../../shared/page/body-attributes';
import { pageMetadata } from '../seo/metadata';
import { FullPageMessage } from './full-page-message';

/** The server-rendered full-page messages with the spec's texts (messages `page.*`). */
export async function MessagePage({
  locale,
  kind,
  countryName,
}: {
  locale: string;
  kind: 'not-found' | 'error' | 'locked' | 'blocked';
  countryName?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'page' });
  const message =
    kind === 'not-found'
      ? t('not-found.description')
      : kind === 'locked'
        ? t('locked.description')
        : kind === 'blocked'
          ? t('blocked.description', { countryName: countryName ?? t('blocked.unknown-country') })
          : t('error.description');
  const code = kind === 'not-found' ? '404' : kind === 'error' ? '500' : kind === 'locked' ? '401' : undefined;
  return (
    <FullPageMessage
      code={code}
      imageAlt={t('error.image-alt')}
      message={message}
      homeHref={localePath(locale, '/')}
      homeLabel={t('error.home-button.title')}
    />
  );
}

type RouteProps = { params: Promise<{ locale: string }> };

/** The route of a full-page message that has a page of its own (`/500`, `/locked`): metadata and page. */
export function messageRoute(kind: 'error' | 'locked', path: string) {
  return {
    async generateMetadata({ params }: RouteProps): Promise<Metadata> {
      const { locale } = await params;
      const t = await getTranslations({ locale, namespace: 'page' });
      return pageMetadata({ locale, path, title: t(`${kind}.title`) });
    },
    async Page({ params }: RouteProps) {
      const { locale } = await params;
      return (
        <>
          <PageName page={kind} />
          <MessagePage locale={locale} kind={kind} />
        </>
      );
    },
  };
}
