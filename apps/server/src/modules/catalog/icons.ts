import type { Icons } from '@sportsbook/contract/catalog';

/**
 * The icons file (spec 001 §7.2): general icons and one per sport key, as SVG path data on a 24×24 grid.
 * Clients cache it by `version`; bump the version whenever a path changes.
 */
const ICONS: Icons = {
  version: '2026-11-21',
  general: {
    live: 'M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7.1-3.1 1.4 1.4a8 8 0 0 0 0 11.4l-1.4 1.4a10 10 0 0 1 0-14.2Zm14.2 0a10 10 0 0 1 0 14.2l-1.4-1.4a8 8 0 0 0 0-11.4l1.4-1.4Z',
    star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5Z',
    search:
      'M10.5 3a7.5 7.5 0 0 1 6 12l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
    calendar: 'M7 2h2v2h6V2h2v2h3v17H4V4h3V2Zm-1 7v10h12V9H6Z',
    trophy:
      'M6 3h12v3h3v3a4 4 0 0 1-4 4h-.4A5 5 0 0 1 13 15.9V18h3v3H8v-3h3v-2.1A5 5 0 0 1 7.4 13H7a4 4 0 0 1-4-4V6h3V3Z',
  },
  sports: {
    football: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 4.2-3.3 2.4 1.3 3.9h4l1.3-3.9L12 6.2Z',
    tennis:
      'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-6.9 6.3a8 8 0 0 0 0 7.4 6 6 0 0 0 0-7.4Zm13.8 0a6 6 0 0 0 0 7.4 8 8 0 0 0 0-7.4Z',
    basketball:
      'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1 2.1A8 8 0 0 0 4.1 11H11V4.1Zm2 0V11h6.9A8 8 0 0 0 13 4.1ZM4.1 13a8 8 0 0 0 6.9 6.9V13H4.1Zm8.9 0v6.9a8 8 0 0 0 6.9-6.9H13Z',
    'ice-hockey': 'M3 17h8l7-13 2 1-6.5 12H21v3H3v-3Zm2-4h5v2H5v-2Z',
    volleyball: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 0 0-3 .6 12 12 0 0 1 9.7 9.8A8 8 0 0 0 12 4Z',
    'table-tennis':
      'M14 3a7 7 0 0 1 5 11.9l-6.1-6.1A7 7 0 0 1 14 3ZM8.2 10.2l5.6 5.6-5.3 5.3-5.6-5.6 5.3-5.3ZM19 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
    cricket: 'M16.6 2 22 7.4 10.4 19l-5.4-5.4L16.6 2ZM4 15l5 5-2 2-5-5 2-2Zm14 1a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
    cs2: 'M3 11h11V8l7 4-7 4v-3H3v-2Zm2-6h4v3H5V5Zm0 11h4v3H5v-3Z',
    dota2: 'M4 4h16v16H4V4Zm3 3v3l7 7h3v-3L10 7H7Z',
    'league-of-legends': 'M6 3h4v14h8v4H6V3Z',
  },
};

export function iconsFile(): Icons {
  return ICONS;
}
