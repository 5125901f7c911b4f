'use client';

import { localePath, splitLocale } from '../../i18n/paths';
import { setCookie } from '../../shared/browser/cookie';
import { COOKIES } from '../../shared/browser/storage-keys';

/**
 * The language switcher: a native select (keyboard and screen-reader friendly for free). Choosing a language
 * loads the same page under that locale's prefix, so texts, direction and data names all change together.
 * For a signed-in player the server must confirm the new locale first (PATCH /player/update_locale).
 */
export function LanguageSelect({
  locale,
  locales,
  label,
  className,
}: {
  locale: string;
  locales: readonly { code: string; nameInLocale: string }[];
  label: string;
  className?: string;
}) {
  const codes = locales.map((l) => l.code);
  return (
    <select
      className={className}
      aria-label={label}
      value={locale}
      onChange={async (event) => {
        const select = event.currentTarget;
        const next = select.value;
        // Spec 000 §4: a signed-in player's locale applies only once the server confirms it.
        const { confirmLocaleChange } = await import('../account/locale-change');
        if (!(await confirmLocaleChange(next))) {
          select.value = locale;
          return;
        }
        const { path } = splitLocale(window.location.pathname, codes);
        setCookie(COOKIES.locale, next);
        window.location.assign(`${localePath(next, path)}${window.location.search}`);
      }}
    >
      {locales.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.nameInLocale}
        </option>
      ))}
    </select>
  );
}
