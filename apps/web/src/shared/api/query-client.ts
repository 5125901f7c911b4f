'use client';

import { QueryClient } from '@tanstack/react-query';

let client: QueryClient | null = null;

/**
 * The browser's one TanStack Query client, created on first use. It is only pulled in by lazily loaded
 * chunks (search-as-you-type today), so it costs nothing on first load.
 */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  return client;
}
