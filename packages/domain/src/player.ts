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

/** The legal minimum age when the operator sets none (MIN_PLAYER_AGE). */
export const DEFAULT_MIN_PLAYER_AGE = 18;

/** Oldest birth year sign-up accepts (a typo guard, not an age rule). */
const OLDEST_BIRTH_YEAR = 1900;

/** `YYYY-MM-DD` → [year, month, day], or null when it is not a real calendar date. */
function calendarDate(iso: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return [year, month, day];
}

/**
 * Completed years between a birth date and a day, both `YYYY-MM-DD`: a birthday counts from its own day, and one on
 * 29 February counts from 1 March in other years. Null for a date that is not real.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = calendarDate(birthDate);
  const now = calendarDate(today);
  if (!birth || !now) return null;
  const [by, bm, bd] = birth;
  const [ny, nm, nd] = now;
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  return ny - by - (hadBirthday ? 0 : 1);
}

/** Why a birth date is refused at sign-up, or null when it is accepted (age at least `minAge` on `today`). */
export function birthDateProblem(
  birthDate: string,
  today: string,
  minAge: number,
): 'invalid' | 'in_future' | 'underage' | null {
  const age = ageOn(birthDate, today);
  if (age === null || Number(birthDate.slice(0, 4)) < OLDEST_BIRTH_YEAR) return 'invalid';
  if (birthDate > today) return 'in_future';
  return age < minAge ? 'underage' : null;
}
