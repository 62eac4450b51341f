import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FACILITIES_ERROR_CODES,
  FACILITY_RESULTS_LIMIT,
  facilitiesApi,
} from '@shared/facilities/facilities-contract'
import { AppError } from '@server/plugins/app-error'
import type { FacilityDirectory } from './facility-directory'
import { findPlace } from './place-search'

type FacilitiesRoutesOptions = { facilityDirectory: FacilityDirectory }

/** Public like the calculators: no sign-in, counted by the per-address rate limit on /api. */
export const facilitiesRoutes: FastifyPluginAsyncZod<FacilitiesRoutesOptions> = async (app, { facilityDirectory }) => {
  const { search } = facilitiesApi
  app.get(
    search.path,
    { schema: { querystring: search.query, response: { 200: search.response } } },
    async (request) => {
      const { near, type, radius } = request.query
      const place = findPlace(near)
      if (!place) {
        throw new AppError(
          400,
          FACILITIES_ERROR_CODES.placeNotFound,
          `We could not find "${near}". Enter a 5-digit ZIP code, or a city and state such as "Tulsa, OK".`,
        )
      }
      const radiusMiles = radius === 'any' ? null : Number(radius)
      const facilities = await facilityDirectory.findNearest({
        origin: place,
        type,
        radiusMiles,
        limit: FACILITY_RESULTS_LIMIT,
      })
      return { place, type, radiusMiles, facilities, source: facilityDirectory.source }
    },
  )
}
