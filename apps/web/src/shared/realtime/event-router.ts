/**
 * Routes real-time events (`{ type, payload }`) to the handlers registered for their type. Every handler runs in a
 * guard: an exception is reported and the other handlers still run. (centrifuge 5.8.0 disconnects for good when an
 * event handler throws, so nothing may ever escape into the client.)
 */
export type RealtimeMessage = { type: string; payload: unknown };
export type EventHandler = (payload: unknown, message: RealtimeMessage & { channel: string }) => void;

/** Whether a publication's data looks like `{ type, payload }`. */
export function isRealtimeMessage(data: unknown): data is RealtimeMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { type?: unknown }).type === 'string' &&
    'payload' in data
  );
}

/** Runs `fn`; reports and swallows whatever it throws. */
export function guard(fn: () => void, report: (error: unknown) => void = reportError): void {
  try {
    fn();
  } catch (error) {
    try {
      report(error);
    } catch {
      // nothing may escape
    }
  }
}

function reportError(error: unknown): void {
  console.error('[realtime] handler failed', error);
}

export function createEventRouter(report: (error: unknown) => void = reportError) {
  const handlers = new Map<string, Set<EventHandler>>();
  return {
    /** Registers a handler for one event type ("*" for all); returns the function that removes it. */
    on(type: string, handler: EventHandler): () => void {
      let set = handlers.get(type);
      if (set === undefined) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(type);
      };
    },
    /** Delivers one publication's data: ignored unless `{ type, payload }`; never throws. */
    dispatch(channel: string, data: unknown): void {
      if (!isRealtimeMessage(data)) return;
      const message = { ...data, channel };
      for (const key of [data.type, '*']) {
        const set = handlers.get(key);
        if (set === undefined) continue;
        for (const handler of [...set]) guard(() => handler(data.payload, message), report);
      }
    },
    size(): number {
      return handlers.size;
    },
  };
}

export type EventRouter = ReturnType<typeof createEventRouter>;
