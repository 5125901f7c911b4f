import { z } from 'zod';
import { inboundHostMessageSchema, outboundHostMessageSchema } from './host-messages';
import { realtimeEventSchema } from './realtime-events';

/** The contract schemas the browser checks without zod, and the file each one's JSON Schema is generated into. */
export const GENERATED_SCHEMAS = {
  'realtime-event.schema.json': realtimeEventSchema,
  'host-message-inbound.schema.json': inboundHostMessageSchema,
  'host-message-outbound.schema.json': outboundHostMessageSchema,
} as const;

/** A schema's JSON Schema as the browser reads it: what a value must be to parse (`io: 'input'`). */
export function jsonSchemaOf(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' });
}
