import { afterEach, describe, expect, it } from 'vitest';
import { saveConsent } from '../tracking/consent';
import { clearCookies } from '../tracking/test-cookies';
import { loadLiveChat } from './load-live-chat';

const SRC = 'https://chat.example/widget.js';
const now = (run: () => void) => {
  run();
  return () => undefined;
};
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-live-chat]')];

afterEach(() => {
  clearCookies();
  for (const script of scripts()) script.remove();
});

describe('live chat (spec 000 §1: live-chat widgets, after consent)', () => {
  it('loads nothing before the visitor chose, nor with necessary cookies only', () => {
    loadLiveChat(SRC, 'de', now);
    expect(scripts()).toHaveLength(0);
    saveConsent({ analytics: false, marketing: true });
    expect(scripts()).toHaveLength(0);
  });

  it('adds the widget once analytics is granted, once per page, with the locale', () => {
    loadLiveChat(SRC, 'de', now);
    saveConsent({ analytics: true, marketing: false });
    loadLiveChat(SRC, 'de', now);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe(SRC);
    expect(scripts()[0]?.async).toBe(true);
    expect(scripts()[0]?.dataset.locale).toBe('de');
  });

  it('waits for the idle moment, and a cancelled wait adds nothing', () => {
    const queued: (() => void)[] = [];
    const later = (run: () => void) => {
      queued.push(run);
      return () => queued.splice(queued.indexOf(run), 1);
    };
    saveConsent({ analytics: true, marketing: false });
    const cancel = loadLiveChat(SRC, 'en', later);
    expect(scripts()).toHaveLength(0);
    cancel();
    for (const run of queued) run();
    expect(scripts()).toHaveLength(0);
  });
});
