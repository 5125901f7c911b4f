import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from './cookie';
import { DEVICE_ID_COOKIE, deviceId } from './device-id';

const clear = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: test reset of the jsdom cookie jar.
  document.cookie = `${DEVICE_ID_COOKIE}=; max-age=0; path=/`;
  localStorage.clear();
};

describe('device id', () => {
  afterEach(clear);

  it('creates a random UUID in the deviceId cookie and answers the same id after', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(readCookie(DEVICE_ID_COOKIE)).toBe(id);
    expect(deviceId()).toBe(id);
  });

  it('moves the id earlier versions kept in local storage into the cookie', () => {
    const legacy = '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3';
    localStorage.setItem('device_id', legacy);
    expect(deviceId()).toBe(legacy);
    expect(readCookie(DEVICE_ID_COOKIE)).toBe(legacy);
    expect(localStorage.getItem('device_id')).toBeNull();
  });

  it('replaces a cookie that is not a UUID', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup.
    document.cookie = `${DEVICE_ID_COOKIE}=garbage; path=/`;
    expect(deviceId()).not.toBe('garbage');
  });
});
