/** A country as the sign-up form lists it. */
export type CountryOption = { code: string; name: string };

/** The visitor's region from the browser language ("de-AT" → "AT"), or null. */
export function browserRegion(languages: readonly string[]): string | null {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // not a valid tag
    }
  }
  return null;
}

/**
 * The sign-up country list in the visitor's language: names from `Intl.DisplayNames` (the settings' English name
 * where the browser has none), sorted by that name with the language's collation; and the country to preselect, the
 * first of `detected` (settings' user country, the geo lookup, the browser's region) that is on the list, else ""
 * (the form then asks to choose).
 */
export function countryOptions(
  countries: readonly CountryOption[],
  locale: string,
  detected: readonly (string | null | undefined)[],
): { options: CountryOption[]; selected: string } {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  const options = countries
    .map((c) => ({ code: c.code, name: names?.of(c.code) ?? c.name }))
    .toSorted((a, b) => collator.compare(a.name, b.name));
  const codes = new Set(countries.map((c) => c.code));
  const selected = detected.find((code): code is string => typeof code === 'string' && codes.has(code)) ?? '';
  return { options, selected };
}
