import { days, readCookie, setCookie } from './cookie';
import { COOKIES } from './storage-keys';

/** The device id cookie (spec 001 §7.7): a random UUID, kept 7,300 days (§9). Strictly necessary: no consent asked. */
export const DEVICE_ID_COOKIE = COOKIES.deviceId;
export const DEVICE_ID_DAYS = 7_300;
/** Where earlier versions kept the id (local storage); moved into the cookie once, so a device keeps its id. */
const LEGACY_STORAGE_KEY = 'device_id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * This browser's id (the bet payload's `meta.device_id`): the `deviceId` cookie, created on first use. Each read
 * renews the cookie's lifetime. Host-only: the spec's "shared parent domain" depends on the deployment's domains,
 * which the front end does not know (docs/decisions.md, issue 21).
 */
export function deviceId(): string {
  try {
    let id = readCookie(DEVICE_ID_COOKIE);
    if (id === null || !UUID.test(id)) {
      const legacy = localStorage.getItem(LEGACY_STORAGE_KEY);
      id = legacy !== null && UUID.test(legacy) ? legacy : crypto.randomUUID();
      localStorage.removeItem(LEGACY_STORAGE_KEY);
    }
    setCookie(DEVICE_ID_COOKIE, id, days(DEVICE_ID_DAYS));
    return id;
  } catch {
    // Storage refused (privacy modes): the server accepts a placement without a real id.
    return 'web';
  }
}
