import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { calculatorsApi } from '@shared/calculators/calculators-contract'
import { calculateDisability } from './disability-rating'
import { calculateHousingAllowance } from './housing-allowance'

/** product contract §7: both calculator calls are public and carry no authorization. */
export const calculatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { disability, giBill } = calculatorsApi
  app.post(
    disability.path,
    { schema: { body: disability.body, response: { 200: disability.response } } },
    async (request) => calculateDisability(request.body),
  )
  app.post(
    giBill.path,
    { schema: { body: giBill.body, response: { 200: giBill.response } } },
    async (request) => calculateHousingAllowance(request.body),
  )
}
