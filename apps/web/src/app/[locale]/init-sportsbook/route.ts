import { ODDS_TYPES } from '@sportsbook/domain/odds';
import { type NextRequest, NextResponse } from 'next/server';
import { config } from '../../../config';
import { localePath, splitLocale } from '../../../i18n/paths';
import { routing } from '../../../i18n/routing';
import { EMBED_COOKIE } from '../../../shared/embed/host-port';

/** A path inside the book: one leading slash, no scheme, no backslash, no whitespace. */
const INNER_PATH = /^\/(?!\/)[^\s\\]*$/;

/** Cookies a frame in a host site on another site can keep: SameSite=None, Secure, Partitioned (CHIPS). */
const FRAME_COOKIE = { path: '/', sameSite: 'none', secure: true, partitioned: true } as const;

/**
 * `/init-sportsbook` (spec 000 §2): where the host SDK points its iframe. It checks the host's origin against
 * EMBED_ALLOWED_ORIGINS, remembers it for this host site only (a partitioned cookie: the frame's pages render
 * `data-in-iframe` and `data-host-origin` from it), applies the host's odds format, and sends the frame on to the
 * page asked for (`path`, in `locale`).
 */
export async function GET(request: NextRequest): Promise<Response> {
  const query = request.nextUrl.searchParams;
  const origin = query.get('origin') ?? '';
  if (!config.embedAllowedOrigins.includes(origin)) {
    return NextResponse.json(
      {
        error: {
          code: 'embed_origin_not_allowed',
          message: `${origin || 'This site'} may not embed the sportsbook; the operator lists its host sites in EMBED_ALLOWED_ORIGINS.`,
        },
      },
      { status: 403 },
    );
  }
  const asked = query.get('path') ?? '/';
  const inner = INNER_PATH.test(asked) ? asked : '/';
  const split = splitLocale(inner.split(/[?#]/)[0] ?? '/', routing.locales);
  const tail = inner.slice((inner.split(/[?#]/)[0] ?? '').length);
  const wanted = query.get('locale');
  const locale = wanted && (routing.locales as readonly string[]).includes(wanted) ? wanted : split.locale;

  const response = new NextResponse(null, {
    status: 303,
    headers: { location: `${localePath(locale, split.path)}${tail}` },
  });
  response.cookies.set(EMBED_COOKIE, origin, { ...FRAME_COOKIE, httpOnly: true });
  const odds = query.get('oddsFormat');
  if (odds && (ODDS_TYPES as readonly string[]).includes(odds)) {
    response.cookies.set('odds_type', odds, { ...FRAME_COOKIE, maxAge: 31_536_000 });
  }
  return response;
}
