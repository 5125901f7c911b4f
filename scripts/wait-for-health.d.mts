/** Types of wait-for-health.mjs. */
export declare function waitForHealth(
  url: string,
  options?: { timeoutMs?: number; everyMs?: number; stop?: () => boolean },
): Promise<boolean>;
