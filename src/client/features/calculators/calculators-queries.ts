import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  calculatorsApi,
  type disabilityRequestSchema,
  type giBillRequestSchema,
} from '@shared/calculators/calculators-contract'
import { callApi } from '@client/lib/api-client'

export type DisabilityRequestInput = z.input<typeof disabilityRequestSchema>
export type GiBillRequestInput = z.input<typeof giBillRequestSchema>

export function useDisabilityCalculation() {
  return useMutation({
    mutationFn: (request: DisabilityRequestInput) =>
      callApi(calculatorsApi.disability, { body: request }),
  })
}

export function useGiBillCalculation() {
  return useMutation({
    mutationFn: (request: GiBillRequestInput) => callApi(calculatorsApi.giBill, { body: request }),
  })
}
