/** Types of env.mjs (ports and environment of the browser tests), for TypeScript importers such as the benches. */
export declare const SERVER_PORT: number;
export declare const WEB_PORT: number;
export declare const HOST_PORT: number;
export declare const HOST_URL: string;
export declare const ROGUE_URL: string;
export declare const E2E_ENV: {
  SERVER_URL: string;
  SITE_URL: string;
  NEXT_DIST_DIR: string;
  EMBED_ALLOWED_ORIGINS: string;
  PSEUDO_LOCALE: string;
  PUBLIC_LIVE_CHAT_SCRIPT_URL: string;
};
export declare const E2E_COUNTRY_HEADER: string;
export declare const E2E_BLOCKED_COUNTRY: string;
export declare const E2E_OPERATOR_API_KEY: string;
