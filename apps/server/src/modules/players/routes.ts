import {
  acceptTermsBodySchema,
  compPointsSchema,
  phoneSchema,
  playerSchema,
  setPhoneBodySchema,
  statusGroupSchema,
  termsStateSchema,
  updateLocaleBodySchema,
  updateLocaleReplySchema,
  updatePlayerBodySchema,
  verifyPhoneBodySchema,
} from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { playerOf, playerScope } from '../auth/auth-plugin';
import type { PhoneService } from './phone-service';
import type { PlayersService } from './players-service';

/**
 * `GET|PATCH /player`, `PATCH /player/update_locale`, `GET|POST /player/phone`, `POST /player/phone/resend`,
 * `POST /player/phone/verify`, `GET /player/comp_points`, `GET /player/status_groups`, `POST /player/terms`. All
 * need a session (401).
 */
export function playerRoutes(deps: { players: PlayersService; phones: PhoneService }) {
  const { players, phones } = deps;
  return async (app: FastifyInstance): Promise<void> => {
    const r = playerScope(app, 'preHandler');

    r.get('/player', { schema: { response: { 200: playerSchema } } }, async (request) =>
      players.profile(playerOf(request).id),
    );

    r.patch('/player', { schema: { body: updatePlayerBodySchema, response: { 200: playerSchema } } }, async (request) =>
      players.update(playerOf(request).id, request.body),
    );

    r.patch(
      '/player/update_locale',
      { schema: { body: updateLocaleBodySchema, response: { 200: updateLocaleReplySchema } } },
      async (request) => players.updateLocale(playerOf(request).id, request.body.locale),
    );

    r.get('/player/phone', { schema: { response: { 200: phoneSchema } } }, async (request) =>
      phones.get(playerOf(request).id),
    );

    r.post('/player/phone', { schema: { body: setPhoneBodySchema, response: { 200: phoneSchema } } }, async (request) =>
      phones.set(playerOf(request).id, request.body.number, request.body.country),
    );

    r.post('/player/phone/resend', { schema: { response: { 200: phoneSchema } } }, async (request) =>
      phones.resend(playerOf(request).id),
    );

    r.post(
      '/player/phone/verify',
      { schema: { body: verifyPhoneBodySchema, response: { 200: phoneSchema } } },
      async (request) => phones.verify(playerOf(request).id, request.body.code),
    );

    r.post(
      '/player/terms',
      { schema: { body: acceptTermsBodySchema, response: { 200: termsStateSchema } } },
      async (request) => players.acceptTerms(playerOf(request).id, request.body.version),
    );

    r.get('/player/comp_points', { schema: { response: { 200: compPointsSchema } } }, async (request) =>
      players.compPoints(playerOf(request).id),
    );

    r.get('/player/status_groups', { schema: { response: { 200: z.array(statusGroupSchema) } } }, async (request) =>
      players.statusGroups(playerOf(request).id),
    );
  };
}
