import { getTranslations } from 'next-intl/server';
import { localeDigits } from './announcer-digits';
import { RealtimeMount } from './realtime-mount';

/** Server part of the real-time mount: the texts of the connection alert and the announcer. */
export async function LiveRoot({ locale }: { locale: string }) {
  const [error, t] = await Promise.all([
    getTranslations({ locale, namespace: 'error' }),
    getTranslations({ locale, namespace: 'realtime' }),
  ]);
  return (
    <RealtimeMount
      texts={{
        alertTitle: error('connection.title'),
        alertDescription: error('connection.description'),
        announcer: {
          prices: t.raw('prices-changed') as string,
          scores: t.raw('scores-changed') as string,
          digits: localeDigits(locale),
        },
      }}
    />
  );
}
