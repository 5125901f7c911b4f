/**
 * Page names for `<body data-page>` (spec §2 page keys where the spec names them: in_play, e_sports, sport,
 * virtual_gaming_arena; the rest follow the route).
 */
const STATIC_PAGES: Record<string, string> = {
  '': 'home',
  live: 'in_play',
  cybersport: 'e_sports',
  favorites: 'favorites',
  settings: 'settings',
  schedule: 'schedule',
  results: 'results',
  promotions: 'promotions',
  'general-rules': 'general_rules',
  about: 'about',
  'terms-and-conditions': 'terms_and_conditions',
  'help-center': 'help_center',
  search: 'search',
  '404': 'not_found',
  '500': 'error',
  blocked: 'blocked',
  locked: 'locked',
  racing: 'racing',
  lotteries: 'lotteries',
  'premium-cricket': 'premium_cricket',
  'virtual-gaming-arena': 'virtual_gaming_arena',
};

/** The page name of a path without its locale prefix; two-segment sport paths are named by their kind. */
export function pageNameOf(path: string, slugKind?: 'category' | 'tournament' | 'match' | null): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return 'home';
  const [first = ''] = segments;
  if (segments.length === 1) return STATIC_PAGES[first] ?? 'sport';
  if (segments.length === 2 && !(first in STATIC_PAGES)) {
    if (slugKind === 'tournament') return 'league';
    return slugKind ?? 'not_found';
  }
  return 'not_found';
}
