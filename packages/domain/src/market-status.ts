/**
 * Spec 000 §4 market status: allowed 1, suspended -1, not allowed 0 (and -2, -3, -4). Here (not in the contract) so
 * browser code can read it without loading the wire schemas.
 */
export const MARKET_STATUS = { allowed: 1, suspended: -1, notAllowed: 0 } as const;
