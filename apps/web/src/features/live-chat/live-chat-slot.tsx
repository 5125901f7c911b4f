'use client';

import dynamic from 'next/dynamic';

// The loader and its consent check are a chunk of their own, fetched after hydration: nothing of the chat is in the
// first-load JavaScript, and the widget's script itself comes only after consent.
const LiveChat = dynamic(() => import('./live-chat'), { ssr: false });

/** The layout's mount point of the operator's live-chat widget (rendered only when PUBLIC_LIVE_CHAT_SCRIPT_URL is set). */
export function LiveChatSlot({ src, locale }: { src: string; locale: string }) {
  return <LiveChat src={src} locale={locale} />;
}
