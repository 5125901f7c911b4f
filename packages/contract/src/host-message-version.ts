/**
 * The version of the host-message contract (`host-messages.ts`); a receiver drops messages of another version.
 * A module of its own, without zod, so the browser and the host SDK can read it.
 */
export const HOST_MESSAGE_VERSION = 1;
