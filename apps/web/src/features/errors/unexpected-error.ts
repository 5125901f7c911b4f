/**
 * The crashed-render fallback text (spec §2). A module of its own: the root's error boundary is in every route's
 * first-load JavaScript, and the error app's texts (error-texts.ts) are not needed there.
 */
export const UNEXPECTED_ERROR = 'UNEXPECTED ERROR';
