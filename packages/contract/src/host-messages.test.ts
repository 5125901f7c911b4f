import { describe, expect, it } from 'vitest';
import { readInboundHostMessage, readOutboundHostMessage } from './host-message-reader';
import {
  HOST_MESSAGE_VERSION,
  type InboundHostMessage,
  inboundHostMessageSchema,
  type OutboundHostMessage,
  outboundHostMessageSchema,
} from './host-messages';

const v = HOST_MESSAGE_VERSION;

/** One message of every outbound type (the spec's eleven). */
const OUTBOUND: OutboundHostMessage[] = [
  { type: 'sportsbook:sign-in', version: v, payload: { reason: 'place-bet' } },
  { type: 'sportsbook:sign-up', version: v, payload: {} },
  { type: 'sportsbook:deposit', version: v, payload: { currency: 'EUR' } },
  { type: 'sportsbook:page-loaded', version: v, payload: { path: '/de/live', title: 'Live' } },
  { type: 'sportsbook:page-size-changed', version: v, payload: { height: 2400, width: 1024 } },
  { type: 'sportsbook:balance-changed', version: v, payload: { currency: 'EUR', balance: 1250, subunits: 2 } },
  { type: 'sportsbook:bet-slip-state-changed', version: v, payload: { count: 2, state: 'INITIAL' } },
  { type: 'sportsbook:top-event-clicked', version: v, payload: { matchId: 10000100, path: '/football/a-vs-b-1' } },
  { type: 'sportsbook:notify-modal-triggered', version: v, payload: { modal: 'reality-check', open: true } },
  { type: 'sportsbook:initialized', version: v, payload: { locale: 'en', path: '/' } },
  { type: 'sportsbook:notify-currency-changed', version: v, payload: { currency: 'USD' } },
];

/** One message of every inbound type. */
const INBOUND: InboundHostMessage[] = [
  { type: 'sportsbook:viewport', version: v, payload: { top: -320, height: 800, headerHeight: 64 } },
  { type: 'sportsbook:session', version: v, payload: { token: 'hst_0123456789abcdef0123' } },
  { type: 'sportsbook:session', version: v, payload: { token: null } },
  { type: 'sportsbook:locale', version: v, payload: { locale: 'de' } },
  { type: 'sportsbook:odds-format', version: v, payload: { oddsType: 'american' } },
  { type: 'sportsbook:currency', version: v, payload: { currency: 'EUR' } },
  { type: 'sportsbook:navigate', version: v, payload: { path: '/de/football' } },
  { type: 'sportsbook:ping', version: v, payload: {} },
];

describe('host messages: the contract between the frame and the host page', () => {
  it('has the spec’s eleven outbound types, each of which round-trips', () => {
    expect(new Set(OUTBOUND.map((m) => m.type)).size).toBe(11);
    for (const message of OUTBOUND) {
      const wire = JSON.parse(JSON.stringify(message));
      expect(outboundHostMessageSchema.parse(wire)).toEqual(message);
      expect(readOutboundHostMessage(wire)).toEqual(message);
    }
  });

  it('every inbound type round-trips', () => {
    for (const message of INBOUND) {
      const wire = JSON.parse(JSON.stringify(message));
      expect(inboundHostMessageSchema.parse(wire)).toEqual(message);
      expect(readInboundHostMessage(wire)).toEqual(message);
    }
  });

  it.each([
    ['another version', { type: 'sportsbook:ping', version: 2, payload: {} }],
    ['an unknown type', { type: 'sportsbook:format-disk', version: v, payload: {} }],
    ['no prefix', { type: 'ping', version: v, payload: {} }],
    ['an extra field', { type: 'sportsbook:ping', version: v, payload: {}, eval: 'x' }],
    [
      'an absolute URL to navigate to',
      { type: 'sportsbook:navigate', version: v, payload: { path: 'https://evil.example/' } },
    ],
    ['a protocol-relative URL', { type: 'sportsbook:navigate', version: v, payload: { path: '//evil.example/x' } }],
    ['a short session token', { type: 'sportsbook:session', version: v, payload: { token: 'abc' } }],
    ['an unknown odds format', { type: 'sportsbook:odds-format', version: v, payload: { oddsType: 'roman' } }],
    ['a string', 'sportsbook:ping'],
    ['null', null],
  ])('refuses %s', (_, data) => {
    expect(inboundHostMessageSchema.safeParse(data).success).toBe(false);
    expect(readInboundHostMessage(data)).toBeNull();
  });

  it('an outbound message is not accepted as inbound, nor the other way round', () => {
    for (const message of OUTBOUND) expect(readInboundHostMessage(message)).toBeNull();
    for (const message of INBOUND) expect(readOutboundHostMessage(message)).toBeNull();
  });
});
