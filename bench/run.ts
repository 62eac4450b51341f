// `npm run bench`: every benchmark against DESIGN.md's budgets, on this machine, in one run.
// `npm run bench -- --only api` (or lighthouse, quota, assistant, crisis, facilities, records;
// comma-separated) runs a part.
import { cpus, totalmem } from 'node:os'
import { parseArgs } from 'node:util'
import { benchApi } from './api'
import { benchAssistant } from './assistant'
import { benchCrisisScreen } from './crisis-screen'
import { benchFacilities } from './facilities'
import { benchLighthouse } from './lighthouse'
import { benchQuota } from './quota'
import { benchRecords } from './records'

const sections = {
  assistant: benchAssistant,
  crisis: benchCrisisScreen,
  facilities: benchFacilities,
  records: benchRecords,
  api: benchApi,
  quota: benchQuota,
  lighthouse: benchLighthouse,
}
type Section = keyof typeof sections

const { values } = parseArgs({ options: { only: { type: 'string' } } })
const chosen = (values.only?.split(',') ?? Object.keys(sections)).map((name) => name.trim())
const unknown = chosen.filter((name) => !(name in sections))
if (unknown.length > 0) {
  console.error(
    `Unknown part: ${unknown.join(', ')}. Choose from ${Object.keys(sections).join(', ')}.`,
  )
  process.exit(2)
}

console.log(
  `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`,
)
for (const name of chosen as Section[]) await sections[name]()
