import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '../../config';
import { pushEndpointAllowed } from './push-endpoint';

describe('which push endpoints the server posts to', () => {
  it('allows the major push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGx7',
    ]) {
      expect(pushEndpointAllowed(endpoint, DEFAULT_PUSH_ENDPOINT_HOSTS), endpoint).toBe(true);
    }
  });

  it('refuses other hosts, look-alike hosts, plain http and credentials in the URL', () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://internal.example/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilfcm.googleapis.com.example/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'not a url',
    ]) {
      expect(pushEndpointAllowed(endpoint, DEFAULT_PUSH_ENDPOINT_HOSTS), endpoint).toBe(false);
    }
  });

  it('takes plain http only for a listed loopback host (a local push service)', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4010/push/1', ['127.0.0.1'])).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:4010/push/1', DEFAULT_PUSH_ENDPOINT_HOSTS)).toBe(false);
    expect(pushEndpointAllowed('http://push.internal/1', ['push.internal'])).toBe(false);
  });
});
