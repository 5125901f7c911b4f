/**
 * Texts of the client-side error screens (error boundaries and the crashed-render fallback). They render
 * without the server's messages, so they carry their own: the spec's "error app" locales en, en-AU, en-CA,
 * en-NZ, ar, de and fr-CA, with en as the default.
 */
export type ErrorTexts = { description: string; home: string; retry: string; image: string };

const EN: ErrorTexts = {
  description: 'Oops! Sorry, something went wrong. Please come back in a while.',
  home: 'Go to home page',
  retry: 'Try again',
  image: 'Broken betting slip illustration',
};

export const ERROR_APP_TEXTS: Record<string, ErrorTexts> = {
  en: EN,
  'en-AU': EN,
  'en-CA': EN,
  'en-NZ': EN,
  de: {
    description: 'Hoppla! Leider ist etwas schiefgelaufen. Bitte versuche es später noch einmal.',
    home: 'Zur Startseite',
    retry: 'Erneut versuchen',
    image: 'Illustration eines zerrissenen Wettscheins',
  },
  ar: {
    description: 'عذرًا! حدث خطأ ما. يُرجى العودة بعد قليل.',
    home: 'الانتقال إلى الصفحة الرئيسية',
    retry: 'حاول مرة أخرى',
    image: 'رسم توضيحي لقسيمة رهان ممزقة',
  },
  'fr-CA': {
    description: 'Oups! Désolé, un problème est survenu. Veuillez revenir dans un moment.',
    home: "Aller à la page d'accueil",
    retry: 'Réessayer',
    image: 'Illustration d’un coupon de pari déchiré',
  },
};

/** Error texts for a locale: exact, else en. */
export function errorTexts(locale: string | undefined): ErrorTexts {
  return (locale && ERROR_APP_TEXTS[locale]) || EN;
}
