import type { IncomingMessage, ServerResponse } from 'node:http';

/** Types of static-brotli.mjs: the handler of the build's immutable scripts at brotli quality 11. */
export declare function staticBrotli(distDir: string): (req: IncomingMessage, res: ServerResponse) => boolean;
