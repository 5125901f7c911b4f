import { getTranslations } from 'next-intl/server';
import type { ConsentLabels } from './consent-labels';

/** Server side: the consent dialog's texts for a locale (`consent` namespace), flat for the client root. */
export async function consentLabels(locale: string): Promise<ConsentLabels> {
  const t = await getTranslations({ locale, namespace: 'consent' });
  return {
    title: t('title'),
    text: t('text'),
    acceptAll: t('accept-all'),
    necessaryOnly: t('necessary-only'),
    choose: t('choose'),
    save: t('save'),
    close: t('close'),
    categories: t('categories'),
    alwaysOn: t('always-on'),
    necessary: t('necessary'),
    necessaryText: t('necessary-text'),
    analytics: t('analytics'),
    analyticsText: t('analytics-text'),
    marketing: t('marketing'),
    marketingText: t('marketing-text'),
  };
}
