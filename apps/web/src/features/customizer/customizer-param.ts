/**
 * The query parameter of a preview link: `/?customizer=<base64url JSON>`. A module of its own: the first-load check
 * (`customizer-boot.tsx`) needs only this name, not the settings' parser.
 */
export const CUSTOMIZER_PARAM = 'customizer';
