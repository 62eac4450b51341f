import type { ChatSource } from '@shared/assistant/assistant-contract'
import { supportLines } from '@shared/guides/support-lines'

const { veteransCrisisLine, veteransCrisisText, emergency } = supportLines

/** What someone in crisis reads first, before anything else the assistant could say. */
export const CRISIS_REPLY =
  `Please reach out right now. Call the Veterans Crisis Line: dial ${veteransCrisisLine.dial}, ` +
  `then press 1. You can also text ${veteransCrisisText.display} or chat online at ` +
  'VeteransCrisisLine.net. It is free and confidential, open 24 hours a day, and you do not need ' +
  'to be enrolled in VA benefits or health care to use it. The people who answer understand what ' +
  `veterans go through, and many are veterans themselves.\n\nIf you are in danger right now, call ${emergency.display}.\n\n` +
  "You matter, and you don't have to carry this alone. When you are ready, I'm here to help with " +
  'anything about your VA benefits.'

export const CRISIS_SOURCES: ChatSource[] = [
  { title: veteransCrisisLine.name, url: veteransCrisisLine.sourceUrl },
]
