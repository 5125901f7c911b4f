/**
 * Player profile rules shared by the web app and the server (spec 000 §3 User).
 */

/** The profile fields the display name and the logged-in rule read. */
export type PlayerIdentity = {
  readonly email?: string | null | undefined;
  readonly authPhoneNumber?: string | null | undefined;
  readonly mobilePhone?: string | null | undefined;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly nickname?: string | null | undefined;
};

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The name the header shows: full name, else nickname, else email, else phone (auth phone first), else "".
 * A full name needs at least one of first and last name; both are joined with a space.
 */
export function displayName(player: PlayerIdentity): string {
  const fullName = [present(player.firstName), present(player.lastName)].filter(Boolean).join(' ');
  return (
    present(fullName) ??
    present(player.nickname) ??
    present(player.email) ??
    present(player.authPhoneNumber) ??
    present(player.mobilePhone) ??
    ''
  );
}

/** Spec 000 §3: a user is logged in when an email or an auth phone number exists. */
export function isLoggedInProfile(player: PlayerIdentity | null | undefined): boolean {
  return player != null && (present(player.email) !== undefined || present(player.authPhoneNumber) !== undefined);
}
