'use client';

import { useEffect } from 'react';
import { whenIdle } from '../../shared/browser/when-idle';
import { hostOrigin } from '../../shared/embed/host-port';
import { loadLiveChat } from './load-live-chat';

/** Starts the chat loader; embedded in an operator's site the host's own support chat is used, so none here. */
export default function LiveChat({ src, locale }: { src: string; locale: string }) {
  useEffect(() => {
    if (hostOrigin()) return;
    return loadLiveChat(src, locale, whenIdle);
  }, [src, locale]);
  return null;
}
