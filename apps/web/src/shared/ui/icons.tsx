import type { ReactNode, SVGProps } from 'react';

/**
 * Icons as one inline SVG sprite (rendered once by the layout, see {@link IconSprite}) referenced with `<use>`:
 * a list of 40 leagues repeats a 40-byte reference instead of the path data. Decorative: hidden from
 * assistive technology.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Use({ href, size = 20, ...rest }: IconProps & { href: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      <use href={href} />
    </svg>
  );
}

/** Line-drawn general icons (24×24, stroked with the current colour). */
const GLYPHS = {
  menu: (
    <>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </>
  ),
  close: (
    <>
      <path d="M6 6l12 12M18 6 6 18" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  home: (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h14V10" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="3" fill="currentColor" />
      <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
    </>
  ),
  star: (
    <>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
    </>
  ),
  'star-filled': (
    <>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" fill="currentColor" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </>
  ),
  sliders: (
    <>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </>
  ),
  ticket: (
    <>
      <path d="M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6z" />
      <path d="M9 9h6M9 12h6M9 15h4" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M10 17h4" />
    </>
  ),
  gift: (
    <>
      <rect x="4" y="9" width="16" height="11" rx="1" />
      <path d="M3 9h18M12 9v11M12 9c-2-4-6-4-6-1.5S10 9 12 9zm0 0c2-4 6-4 6-1.5S14 9 12 9z" />
    </>
  ),
  gamepad: (
    <>
      <path d="M7 8h10a4 4 0 0 1 4 4.5l-.6 3.5a2 2 0 0 1-3.4 1L15 15H9l-2 2a2 2 0 0 1-3.4-1L3 12.5A4 4 0 0 1 7 8z" />
      <path d="M8 11v3M6.5 12.5h3M15.5 12h.01M17.5 13.5h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </>
  ),
  book: (
    <>
      <path d="M5 4h10a4 4 0 0 1 4 4v12H9a4 4 0 0 1-4-4z" />
      <path d="M5 16a4 4 0 0 1 4-4h10" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: (
    <>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </>
  ),
  // Points forward (to the next item): mirrored on right-to-left pages (ForwardIcon).
  'chevron-forward': (
    <>
      <path d="m9 6 6 6-6 6" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof GLYPHS;

/** A general icon by name. */
export function Icon({ name, ...rest }: IconProps & { name: IconName }) {
  return <Use href={`#i-${name}`} {...rest} />;
}

export const MenuIcon = (p: IconProps) => <Icon {...p} name="menu" />;
export const CloseIcon = (p: IconProps) => <Icon {...p} name="close" />;
export const SearchIcon = (p: IconProps) => <Icon {...p} name="search" />;
export const HomeIcon = (p: IconProps) => <Icon {...p} name="home" />;
export const LiveIcon = (p: IconProps) => <Icon {...p} name="live" />;
export const StarIcon = (p: IconProps) => <Icon {...p} name="star" />;
export const BellIcon = (p: IconProps) => <Icon {...p} name="bell" />;
export const SlidersIcon = (p: IconProps) => <Icon {...p} name="sliders" />;
export const TicketIcon = (p: IconProps) => <Icon {...p} name="ticket" />;
export const CalendarIcon = (p: IconProps) => <Icon {...p} name="calendar" />;
export const TrophyIcon = (p: IconProps) => <Icon {...p} name="trophy" />;
export const GiftIcon = (p: IconProps) => <Icon {...p} name="gift" />;
export const GamepadIcon = (p: IconProps) => <Icon {...p} name="gamepad" />;
export const InfoIcon = (p: IconProps) => <Icon {...p} name="info" />;
export const BookIcon = (p: IconProps) => <Icon {...p} name="book" />;
export const SunIcon = (p: IconProps) => <Icon {...p} name="sun" />;
export const MoonIcon = (p: IconProps) => <Icon {...p} name="moon" />;
/**
 * "Next", "forward", "deeper": the one directional icon, mirrored on right-to-left pages (globals.css
 * `[data-mirror="rtl"]`), where forward is to the left. Search, star, clock and play icons are not directional.
 */
export const ForwardIcon = (p: IconProps) => <Icon {...p} name="chevron-forward" data-mirror="rtl" />;

/** Sport glyphs by sport key (simple line drawings); unknown keys get a trophy. */
const SPORT_PATHS: Record<string, ReactNode> = {
  soccer: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7 4 3-1.5 4.5h-5L8 10z" />
      <path d="M12 3v4M20.5 9.5 16 10M17.5 19.5l-3-5M6.5 19.5l3-5M3.5 9.5 8 10" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  tennis: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.5 5.5a9 9 0 0 1 0 13M18.5 5.5a9 9 0 0 0 0 13" />
    </>
  ),
  'ice-hockey': (
    <>
      <path d="M4 3l7 13h6" />
      <path d="M20 3l-7 13" />
      <ellipse cx="8" cy="19" rx="3" ry="1.5" />
    </>
  ),
  volleyball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 0 0 9h9M12 12l-5 7.5M12 12 7 4.5" />
    </>
  ),
  baseball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7 4.5a9 9 0 0 1 0 15M17 4.5a9 9 0 0 0 0 15" />
    </>
  ),
  'american-football': (
    <>
      <ellipse cx="12" cy="12" rx="9.5" ry="5.5" transform="rotate(-45 12 12)" />
      <path d="m9 15 6-6M10.5 11.5l2 2M12 10l2 2" />
    </>
  ),
  'table-tennis': (
    <>
      <circle cx="9.5" cy="9.5" r="6" />
      <path d="m14 14 6 6" />
      <circle cx="19" cy="6" r="1.5" />
    </>
  ),
  handball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3c-3 3-3 15 0 18M3.5 9c5 1.5 12 1.5 17 0M3.5 15c5-1.5 12-1.5 17 0" />
    </>
  ),
  cricket: (
    <>
      <path d="M5 19 16 8l2 2L7 21z" />
      <path d="m16 8 3-3" />
      <circle cx="18" cy="17" r="2" />
    </>
  ),
  darts: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  mma: (
    <>
      <path d="M7 10V7a2 2 0 0 1 4 0v3M11 9V6a2 2 0 0 1 4 0v4M15 9a2 2 0 0 1 4 0v4a7 7 0 0 1-7 7h-1a6 6 0 0 1-6-6v-2a2 2 0 0 1 2-2h4" />
    </>
  ),
};

const ESPORT_KEYS = new Set([
  'cs2',
  'counter-strike',
  'dota2',
  'dota-2',
  'league-of-legends',
  'lol',
  'valorant',
  'esports',
]);

/** The built-in drawing for a sport key: its own, the gamepad for esports, else the trophy. */
function builtInSport(sportKey: string): ReactNode {
  if (ESPORT_KEYS.has(sportKey) || sportKey.startsWith('e-') || sportKey.startsWith('esport')) return GLYPHS.gamepad;
  return SPORT_PATHS[sportKey === 'football' ? 'soccer' : sportKey] ?? GLYPHS.trophy;
}

/** A sport's icon (its symbol in the sprite; the layout adds one per sport). */
export function SportIcon({ sportKey, size = 20, className }: { sportKey: string; size?: number; className?: string }) {
  return <Use href={`#s-${sportKey}`} size={size} className={className} />;
}

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * The sprite: every general icon, and one symbol per sport key — the API's icons file path when it has one
 * (filled, 24×24), else the built-in drawing. Rendered once, hidden, at the start of the body.
 */
export function IconSprite({ sports }: { sports: readonly { key: string; path?: string }[] }) {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <defs>
        {(Object.keys(GLYPHS) as IconName[]).map((name) => (
          <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24" {...STROKE}>
            {GLYPHS[name]}
          </symbol>
        ))}
        {sports.map((sport) =>
          sport.path ? (
            <symbol key={sport.key} id={`s-${sport.key}`} viewBox="0 0 24 24">
              <path d={sport.path} fill="currentColor" />
            </symbol>
          ) : (
            <symbol key={sport.key} id={`s-${sport.key}`} viewBox="0 0 24 24" {...STROKE}>
              {builtInSport(sport.key)}
            </symbol>
          ),
        )}
      </defs>
    </svg>
  );
}
