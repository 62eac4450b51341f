type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
>
type RouteOnlyFeature = { name: string; module: string }
export const ROUTE_ONLY_FEATURES: RouteOnlyFeature[]
export function landingChunks(manifest: Manifest): Set<string>
export function misplacedFeatures(manifest: Manifest, features?: RouteOnlyFeature[]): string[]
