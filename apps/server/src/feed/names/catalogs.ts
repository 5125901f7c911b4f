import type { NameCatalog } from './keys';
import { ar } from './locales/ar';
import { az } from './locales/az';
import { bg } from './locales/bg';
import { bn } from './locales/bn';
import { cs } from './locales/cs';
import { da } from './locales/da';
import { de } from './locales/de';
import { el } from './locales/el';
import { es } from './locales/es';
import { et } from './locales/et';
import { fa } from './locales/fa';
import { fi } from './locales/fi';
import { fil } from './locales/fil';
import { fr } from './locales/fr';
import { he } from './locales/he';
import { hi } from './locales/hi';
import { hr } from './locales/hr';
import { hu } from './locales/hu';
import { id } from './locales/id';
import { it } from './locales/it';
import { ja } from './locales/ja';
import { ka } from './locales/ka';
import { kk } from './locales/kk';
import { ko } from './locales/ko';
import { lt } from './locales/lt';
import { lv } from './locales/lv';
import { ms } from './locales/ms';
import { nb } from './locales/nb';
import { nl } from './locales/nl';
import { pl } from './locales/pl';
import { ptBR } from './locales/pt-BR';
import { ro } from './locales/ro';
import { ru } from './locales/ru';
import { sk } from './locales/sk';
import { srME } from './locales/sr-ME';
import { sv } from './locales/sv';
import { tg } from './locales/tg';
import { th } from './locales/th';
import { tr } from './locales/tr';
import { uk } from './locales/uk';
import { ur } from './locales/ur';
import { vi } from './locales/vi';
import { zh } from './locales/zh';
import { zhTW } from './locales/zh-TW';

/**
 * Every language's catalog but English, keyed by the web's message locales (apps/web/messages/*.json): `pt-BR` is
 * Brazilian Portuguese (European `pt` reads it), `zh` Simplified and `zh-TW` Traditional Chinese, `sr-ME`
 * Montenegrin in Latin script.
 */
export const CATALOGS: Readonly<Record<string, NameCatalog>> = {
  ar,
  az,
  bg,
  bn,
  cs,
  da,
  de,
  el,
  es,
  et,
  fa,
  fi,
  fil,
  fr,
  he,
  hi,
  hr,
  hu,
  id,
  it,
  ja,
  ka,
  kk,
  ko,
  lt,
  lv,
  ms,
  nb,
  nl,
  pl,
  'pt-BR': ptBR,
  ro,
  ru,
  sk,
  'sr-ME': srME,
  sv,
  tg,
  th,
  tr,
  uk,
  ur,
  vi,
  'zh-TW': zhTW,
  zh,
};
