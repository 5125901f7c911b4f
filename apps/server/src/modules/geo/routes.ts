import { geoSchema } from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CountryRules, countryName } from './country-rules';

/** `GET /geo` → `{ country, countryName, blocked, signUpBlocked }`: the web app shows /blocked when `blocked`. */
export function geoRoutes(rules: CountryRules) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/geo', { schema: { response: { 200: geoSchema } } }, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const country = rules.requestCountry(request);
      return {
        country,
        countryName: country ? (countryName(country) ?? country) : null,
        blocked: rules.isSignInBlocked(country),
        signUpBlocked: rules.isSignUpBlocked(country),
      };
    });
  };
}
