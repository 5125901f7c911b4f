const SPECIAL: Readonly<Record<string, string>> = {
  ß: 'ss',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ı: 'i',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

/** URL slug from a name with diacritics: "Atlético Madrid" → "atletico-madrid", "Beşiktaş" → "besiktas". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßłøđıæœþ]/g, (c) => SPECIAL[c] ?? c)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
