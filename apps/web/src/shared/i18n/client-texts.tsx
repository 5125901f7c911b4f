'use client';

import { type ReactNode, use } from 'react';
import { loadClientMessages, type MessageBundle } from './client-messages';
import type { FlatMessages } from './flat-messages';

/**
 * Renders its children with a feature's texts, suspending until they have loaded: inside the feature's lazy
 * boundary, they arrive with its chunk (a failure reaches the error boundary, as the chunk's would).
 */
export function ClientTexts({
  locale,
  bundle,
  children,
}: {
  locale: string;
  bundle: MessageBundle;
  children: (messages: FlatMessages) => ReactNode;
}) {
  return children(use(loadClientMessages(locale, bundle)));
}
