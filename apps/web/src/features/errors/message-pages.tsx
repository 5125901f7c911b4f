import { getTranslations } from 'next-intl/server';
import { localePath } from '../../i18n/paths';
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
