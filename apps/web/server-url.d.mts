export declare const DEFAULT_SERVER_URL: string;
export declare function serverUrlFrom(env: Record<string, string | undefined>): string;
