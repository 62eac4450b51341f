// `npm run db:migrate`: applies pending migrations to the configured database and exits.
// The server also migrates at start, so this is for deploy pipelines that migrate first.
import { readEnv } from '@server/env'
import { databaseOptionsFromEnv, openDatabase } from './client'

const env = readEnv()
const database = openDatabase(databaseOptionsFromEnv(env))
await database.migrate()
await database.close()
console.log(`Migrations applied (${database.kind}).`)
