import { ERROR_CODES } from '@sportsbook/contract/errors';
import type { Player, PlayerProfileField, TermsState, UpdatePlayerBody } from '@sportsbook/contract/platform';
import { LOCALE_ALIASES, LOCALES } from '@sportsbook/domain/locales';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { countryName } from '../geo/country-rules';
import { acceptTerms, findPlayer, operatorGroups, type PlayerRow, updatePlayer } from './players-repository';
import { ladderGroup, statusGroupsFor } from './status-groups';

const FIELD_COLUMNS = { first_name: 'firstName', last_name: 'lastName', nickname: 'nickname' } as const;

/** A shipped locale for a requested tag: exact (any case, `_` or `-`) or a spec alias; else undefined. */
export function shippedLocale(requested: string): string | undefined {
  const tag = requested.trim().replaceAll('_', '-').toLowerCase();
  const alias = Object.hasOwn(LOCALE_ALIASES, tag) ? LOCALE_ALIASES[tag] : undefined;
  const wanted = (alias ?? tag).toLowerCase();
  return LOCALES.find((code) => code.toLowerCase() === wanted);
}

/** The player profile (spec 000 §3 User), profile updates, locale, comp points and status groups. */
export class PlayersService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      requiredFields: readonly PlayerProfileField[];
      /** Fields a deposit needs filled first (`DEPOSIT_REQUIRED_FIELDS`, spec 000 §5). */
      depositFields: readonly PlayerProfileField[];
      /** TERMS_VERSION, the terms in force. */
      termsVersion: string;
    },
  ) {}

  /** The deposit's required fields the player has not filled (empty: the player may deposit). */
  async depositFieldsMissed(playerId: number): Promise<PlayerProfileField[]> {
    if (this.deps.depositFields.length === 0) return [];
    const row = await this.#row(playerId);
    return this.deps.depositFields.filter((field) => !row[FIELD_COLUMNS[field]]?.trim());
  }

  async #row(playerId: number): Promise<PlayerRow> {
    const row = await findPlayer(this.deps.db, playerId);
    if (!row) throw new AppError(401, 'unauthorized', 'The player of this session no longer exists.');
    return row;
  }

  /** `GET /player`. */
  async profile(playerId: number): Promise<Player> {
    const [row, groups] = await Promise.all([this.#row(playerId), operatorGroups(this.deps.db, playerId)]);
    const statusGroups = statusGroupsFor(row.compPoints, groups);
    const country = row.countryCode
      ? { code: row.countryCode, name: countryName(row.countryCode) ?? row.countryCode }
      : null;
    return {
      id: row.id,
      email: row.email,
      authPhoneNumber: row.authPhoneNumber,
      mobilePhone: row.mobilePhone,
      firstName: row.firstName,
      lastName: row.lastName,
      nickname: row.nickname,
      language: row.language,
      currency: row.currency,
      country,
      authFieldsMissed: this.deps.requiredFields.filter((field) => !row[FIELD_COLUMNS[field]]?.trim()),
      depositFieldsMissed: this.deps.depositFields.filter((field) => !row[FIELD_COLUMNS[field]]?.trim()),
      statuses: [{ id: ladderGroup(row.compPoints).id }, ...groups.map((id) => ({ id }))],
      serasaInfo: { pve: row.pve },
      progress: { points: row.compPoints, statusGroups },
      terms: this.#terms(row.termsVersion),
    };
  }

  #terms(acceptedVersion: string | null): TermsState {
    const { termsVersion } = this.deps;
    return { version: termsVersion, acceptedVersion, accepted: acceptedVersion === termsVersion };
  }

  /**
   * `POST /player/terms`: records the acceptance of the version in force. Another version (the player read an older
   * text, or a newer one than this server knows) is refused, 409 `terms_version_outdated` naming the current one.
   */
  async acceptTerms(playerId: number, version: string): Promise<TermsState> {
    const { termsVersion } = this.deps;
    if (version !== termsVersion) {
      throw new AppError(
        409,
        ERROR_CODES.termsVersionOutdated,
        `The terms in force are version ${termsVersion}; read and accept that one.`,
        { termsVersion },
      );
    }
    await this.#row(playerId);
    await acceptTerms(this.deps.db, playerId, version, new Date(this.deps.clock.now()));
    return this.#terms(version);
  }

  /** `PATCH /player`: fills profile fields (the missed-auth-fields form); an empty string clears a field. */
  async update(playerId: number, body: UpdatePlayerBody): Promise<Player> {
    const set: Partial<Record<(typeof FIELD_COLUMNS)[PlayerProfileField], string | null>> = {};
    for (const [field, column] of Object.entries(FIELD_COLUMNS) as [
      PlayerProfileField,
      (typeof FIELD_COLUMNS)[PlayerProfileField],
    ][]) {
      const value = body[field];
      if (value === undefined) continue;
      if (value === '' && this.deps.requiredFields.includes(field)) {
        throw new AppError(400, 'validation_failed', `body.${field}: can't be blank`, [
          { path: `body.${field}`, message: "can't be blank" },
        ]);
      }
      set[column] = value === '' ? null : value;
    }
    await updatePlayer(this.deps.db, playerId, set, new Date(this.deps.clock.now()));
    return this.profile(playerId);
  }

  /** `PATCH /player/update_locale`: stores a shipped locale and answers it (the web app redirects only on a match). */
  async updateLocale(playerId: number, requested: string): Promise<{ locale: string }> {
    const locale = shippedLocale(requested);
    if (!locale) {
      throw new AppError(400, 'unsupported_locale', `The locale ${requested} is not offered.`, [
        { path: 'body.locale', message: 'is not offered' },
      ]);
    }
    await updatePlayer(this.deps.db, playerId, { language: locale }, new Date(this.deps.clock.now()));
    return { locale };
  }

  /** `GET /player/comp_points`. */
  async compPoints(playerId: number) {
    const row = await this.#row(playerId);
    const group = ladderGroup(row.compPoints);
    return { points: row.compPoints, statusGroup: { id: group.id, name: group.name } };
  }

  /** `GET /player/status_groups`. */
  async statusGroups(playerId: number) {
    const [row, groups] = await Promise.all([this.#row(playerId), operatorGroups(this.deps.db, playerId)]);
    return statusGroupsFor(row.compPoints, groups);
  }
}
