import { queryOptions } from '@tanstack/react-query'
import { facilitiesApi, type FacilitySearchQuery } from '@shared/facilities/facilities-contract'
import { callApi } from '@client/lib/api-client'

export const facilitiesQueries = {
  search: (query: FacilitySearchQuery) =>
    queryOptions({
      queryKey: ['facilities', query.near, query.type, query.radius],
      queryFn: ({ signal }) => callApi(facilitiesApi.search, { query, signal }),
    }),
}
