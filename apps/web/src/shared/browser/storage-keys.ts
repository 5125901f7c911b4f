/**
 * Every browser storage key and cookie of spec 001 §7.7, with its meaning: the one place their names live. Modules
 * import the name from here instead of repeating the string. docs/decisions.md "Storage keys and cookies" has the
 * same list with the value formats.
 */

/** localStorage / sessionStorage keys (spec 001 §7.7). */
export const STORAGE_KEYS = {
  /** localStorage: the bet slip's selections and stakes (zustand persist, `betslip/selection-store.ts`). */
  bets: 'bets',
  /** sessionStorage: the bet-slip panel's open state and tab (`betslip/panel-store.ts`). */
  betslipToggleState: 'betslip_toggle_state',
  /** localStorage: the ticket's state and the bets of the last placement (`betslip/selection-store.ts`). */
  ticketState: 'ticket_state',
  /** localStorage: quick bet on/off and its stake (`betslip/quick-bet-store.ts`). */
  quickBet: 'quick_bet',
  /** localStorage: the chosen odds display type, mirrored in the `odds_type` cookie (`odds/odds-type.ts`). */
  oddsType: 'odds_type',
  /** localStorage: `collapsed` when the match page's details area (period scores, visualisation) is folded. */
  matchPreview: 'match_preview',
  /** localStorage: `true` once this browser completed a registration (`account/auth-store.ts`). */
  isRegistered: 'is_registered',
  /** localStorage: the welcoming popup was shown (`account`). */
  welcomingPopup: 'welcoming_popup',
  /** localStorage: the operator's unpublished look settings being previewed (`customizer/customizer-settings.ts`). */
  customizerSettings: 'customizer_settings',
  /** localStorage: `true` while the live match visualisation is switched on (`match/match-preview.tsx`). */
  isVideoStreamingEnabled: 'is_video_streaming_enabled',
  /** localStorage: the sign-up reminder was shown (`account`). */
  isSignUpReminderInvoked: 'is_sign_up_reminder_invoked',
  /** localStorage: the terms and conditions were accepted (`account`). */
  isTermsAndConditionsAccepted: 'is_terms_and_conditions_accepted',
  /** localStorage: the "odds format kept on this device" notice was shown once (`settings/player-settings-store.ts`). */
  wasOddsSettingsOnErrorShown: 'was_odds_settings_on_error_shown',
  /** localStorage: which side the floating bet-slip bar sits on, `start` or `end` (`betslip/floating-side.ts`). */
  floatingButton: 'floating_button',
} as const;

/** Cookies (spec 001 §7.7). */
export const COOKIES = {
  /** This browser's random UUID, 7,300 days (`shared/browser/device-id.ts`). */
  deviceId: 'deviceId',
  /** Cookie consent choices (`tracking/consent.ts`). */
  consent: 'sb_ckcnsnt',
  /** `1` while the desktop sports menu is collapsed; read by the server layout so the first paint is right. */
  isLeftSidebarCollapsed: 'is_left_sidebar_collapsed',
  /** Tester overrides `type:provider|type:provider` (`shared/browser/test-providers.ts`). */
  testCustomProviders: 'test_custom_providers',
  /** The visitor's language choice (`layout/language-select.tsx`, the embed bridge). */
  locale: 'locale',
  /** The deposit reminder was shown today (`account/deposit-reminder.ts`). */
  depositReminderInvoked: 'deposit_reminder_invoked',
} as const;

/**
 * The `is_left_sidebar_collapsed` value while the desktop sports menu is collapsed. Here, not in the client button's
 * module: the server layout compares with it, and a client module's exports reach the server as references.
 */
export const SIDEBAR_COLLAPSED = '1';
