import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { config } from './src/config';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  distDir: config.distDir,
  reactStrictMode: true,
  poweredByHeader: false,
  // Build-time: the pseudo-locale's switch is baked into server and browser code (config.ts `pseudoLocale`).
  env: { PSEUDO_LOCALE: config.pseudoLocale ? '1' : '0' },
  // server.mjs compresses (brotli or gzip); Next's own compression is gzip only.
  compress: false,
  // The shared packages are TypeScript source (ARCHITECTURE: no separate build step).
  transpilePackages: ['@sportsbook/contract', '@sportsbook/domain'],
  // One origin serves everything: the browser calls the API, the real-time hub and its emulation endpoint on the
  // site. In production the web server proxies them to SERVER_URL read at start (api-proxy.mjs: one build runs
  // against any API); rewrites would be fixed at build time, so only the dev server uses them.
  async rewrites() {
    if (process.env.NODE_ENV !== 'development') return [];
    return [
      { source: '/api/:path*', destination: `${config.serverUrl}/api/:path*` },
      { source: '/connection/:path*', destination: `${config.serverUrl}/connection/:path*` },
      { source: '/emulation', destination: `${config.serverUrl}/emulation` },
    ];
  },
  experimental: {
    // Inlined CSS saves a render-blocking round trip on slow mobile networks (the CSS is small).
    inlineCss: true,
    cssChunking: { type: 'graph', requestCost: 2000 },
  },
};

export default withNextIntl(nextConfig);
