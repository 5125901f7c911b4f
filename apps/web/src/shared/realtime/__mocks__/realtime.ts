import { vi } from 'vitest';

/** Tests' stand-in for the real-time module (`vi.mock('…/shared/realtime/realtime')`): no connection, no events. */
export const setRealtimeUser = vi.fn();
export const reconnectRealtime = vi.fn();
export const onPrivateEvent = vi.fn(() => () => undefined);
export const onPrivateSubscribed = vi.fn(() => () => undefined);
export const onChannelSubscribed = vi.fn(() => () => undefined);
