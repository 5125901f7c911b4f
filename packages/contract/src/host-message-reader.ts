import inboundJsonSchema from './generated/host-message-inbound.schema.json';
import outboundJsonSchema from './generated/host-message-outbound.schema.json';
import type { InboundHostMessage, OutboundHostMessage } from './host-messages';
import { conforms, type JsonSchema } from './json-shape';

const inbound = inboundJsonSchema as unknown as JsonSchema;
const outbound = outboundJsonSchema as unknown as JsonSchema;

/** A message from the host page, if it is one of the contract's (checked without zod); else null. */
export function readInboundHostMessage(data: unknown): InboundHostMessage | null {
  return conforms(inbound, data) ? (data as InboundHostMessage) : null;
}

/** A message from the sportsbook frame, if it is one of the contract's (checked without zod); else null. */
export function readOutboundHostMessage(data: unknown): OutboundHostMessage | null {
  return conforms(outbound, data) ? (data as OutboundHostMessage) : null;
}
