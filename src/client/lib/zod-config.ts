import { config } from 'zod/v4/core'

// Our content security policy forbids eval, so zod's compiled object parsers can never run in the
// browser. Without `jitless`, zod still probes with `new Function('')` when it builds its first
// object schema, and the browser logs that blocked probe as a CSP issue (Lighthouse's "Issues
// were logged" on every page with a contract). Imported first by main.tsx, before any schema.
config({ jitless: true })
