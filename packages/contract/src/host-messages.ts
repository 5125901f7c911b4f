/**
 * The messages between the sportsbook in an iframe and the host page that embeds it (spec 000 §1, §6; spec 001 §7.6),
 * both ways, as versioned unions: `{ type, version, payload }` sent with `postMessage` to one allowed origin (never
 * `*`). The browser checks them without zod through the generated JSON Schema (`generated/host-message.schema.json`,
 * `host-message-reader.ts`).
 *
 * Outbound (sportsbook → host), the spec's eleven, prefixed `sportsbook:`. Inbound (host → sportsbook): the host's
 * viewport and positioning (so modals and the slip stay in view inside a tall auto-sized frame), its session
 * (a one-time host session token to exchange, or sign-out), locale, odds format, currency, a route to show, and a
 * ping.
 */
import { z } from 'zod';
import { HOST_MESSAGE_VERSION } from './host-message-version';
import { oddsTypeSchema } from './settings';

export { HOST_MESSAGE_VERSION };

const message = <T extends string, P extends z.ZodType>(type: T, payload: P) =>
  z.strictObject({ type: z.literal(type), version: z.literal(HOST_MESSAGE_VERSION), payload });

const empty = z.strictObject({});
/** A path inside the sportsbook (`/live`, `/football/…`), locale prefix included; never an absolute URL. */
const pathSchema = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^\/([^/\s\\][^\s\\]*)?$/, 'a path starting with one /');
const currencyCodeSchema = z.string().regex(/^[A-Z]{3,5}$/);
const dimension = z.number().int().min(0).max(1_000_000);

// Outbound: sportsbook → host.

export const outboundHostMessageSchema = z.discriminatedUnion('type', [
  /** The bettor needs an account (a visitor pressed "Place bet", "Sign in"…): the host signs them in. */
  message('sportsbook:sign-in', z.strictObject({ reason: z.enum(['sign-in', 'place-bet', 'favourite', 'other']) })),
  message('sportsbook:sign-up', empty),
  /** The player wants to deposit: the host opens its cashier. */
  message('sportsbook:deposit', z.strictObject({ currency: currencyCodeSchema.nullable() })),
  /** A page finished loading (or 3 s of idle passed); `path` is the route shown, for the host URL. */
  message('sportsbook:page-loaded', z.strictObject({ path: pathSchema, title: z.string().max(300) })),
  /** The document's size changed (throttled to one message per 100 ms): the host sizes the frame. */
  message('sportsbook:page-size-changed', z.strictObject({ height: dimension, width: dimension })),
  /** The active account's balance, minor units. */
  message(
    'sportsbook:balance-changed',
    z.strictObject({ currency: currencyCodeSchema, balance: z.number().int(), subunits: z.number().int().min(0) }),
  ),
  /** The slip's selection count and ticket state (INITIAL, PROCESSING, ODDS_CHANGED, ERROR, SUCCESS). */
  message(
    'sportsbook:bet-slip-state-changed',
    z.strictObject({
      count: z.number().int().min(0),
      state: z.enum(['INITIAL', 'PROCESSING', 'ODDS_CHANGED', 'ERROR', 'SUCCESS']),
    }),
  ),
  /** A top event was opened from a promoted list (the host may track it). */
  message('sportsbook:top-event-clicked', z.strictObject({ matchId: z.number().int(), path: pathSchema })),
  /** A modal opened or closed (the host may dim its own chrome or scroll the frame into view). */
  message('sportsbook:notify-modal-triggered', z.strictObject({ modal: z.string().max(64), open: z.boolean() })),
  /** The frame is ready to receive messages. */
  message('sportsbook:initialized', z.strictObject({ locale: z.string().max(16), path: pathSchema })),
  message('sportsbook:notify-currency-changed', z.strictObject({ currency: currencyCodeSchema })),
]);
export type OutboundHostMessage = z.infer<typeof outboundHostMessageSchema>;
export type OutboundHostMessageType = OutboundHostMessage['type'];

// Inbound: host → sportsbook.

export const inboundHostMessageSchema = z.discriminatedUnion('type', [
  /**
   * The part of the frame the visitor sees, in frame pixels: `top`, its first pixel not under the host's fixed
   * header (0 when the frame's top is in view), and `height`; `headerHeight` is that header's height.
   */
  message('sportsbook:viewport', z.strictObject({ top: z.number().int(), height: dimension, headerHeight: dimension })),
  /** A one-time host session token to exchange for a session (`setSession`), or null to sign out. */
  message('sportsbook:session', z.strictObject({ token: z.string().min(16).max(512).nullable() })),
  message('sportsbook:locale', z.strictObject({ locale: z.string().min(2).max(16) })),
  message('sportsbook:odds-format', z.strictObject({ oddsType: oddsTypeSchema })),
  message('sportsbook:currency', z.strictObject({ currency: currencyCodeSchema })),
  message('sportsbook:navigate', z.strictObject({ path: pathSchema })),
  message('sportsbook:ping', empty),
]);
export type InboundHostMessage = z.infer<typeof inboundHostMessageSchema>;
export type InboundHostMessageType = InboundHostMessage['type'];
