import type { ChatSource } from '@shared/assistant/assistant-contract'
import { guideFigures } from '@shared/guides/guide-figures'
import { officialLinks } from '@shared/guides/official-links'
import { supportLines, veteransCrisisChat } from '@shared/guides/support-lines'
import type { CrisisKind } from '@shared/assistant/assistant-contract'

const { veteransCrisisLine, veteransCrisisText, emergency, coachingIntoCare } = supportLines

/** The three ways to reach the line, as every crisis reply says them in its first lines. */
const THREE_WAYS =
  `call the Veterans Crisis Line: dial ${veteransCrisisLine.dial}, then press 1. You can also text ` +
  `${veteransCrisisText.display}, or chat online at ${veteransCrisisChat.display}`

const FREE_AND_CONFIDENTIAL =
  'It is free and confidential, open 24 hours a day, and you do not need to be enrolled in VA ' +
  'benefits or health care. Many of the people who answer are veterans themselves. If you are deaf ' +
  `or hard of hearing, dial 711, then ${veteransCrisisLine.dial}.`

const { emergencySuicideCareInpatient, emergencySuicideCareOutpatient } = guideFigures

/**
 * Fear of the bill keeps people from the emergency room; families ask about it in the same breath
 * as the crisis. The COMPACT Act (38 U.S.C. 1720J) answers it, so every reply for a crisis says so.
 */
function freeEmergencyCare(whose: 'you' | 'they') {
  const are = whose === 'you' ? 'you are' : 'they are'
  return (
    `Emergency care for a suicidal crisis costs nothing: any emergency room, VA or not, and VA ` +
    `pays for up to ${emergencySuicideCareInpatient.display} in a hospital and ` +
    `${emergencySuicideCareOutpatient.display} of outpatient care after it, even if ${are} not ` +
    'enrolled in VA health care (the COMPACT Act). Most veterans discharged other than ' +
    'dishonorably qualify.'
  )
}

// What each person reads first. Short sentences, the line before anything else, and for the
// person at risk an open door to keep talking: a crisis counsellor's order, not a benefits answer.
const REPLIES: Readonly<Record<CrisisKind, string>> = {
  self:
    `I'm really glad you told me. Please reach out right now: ${THREE_WAYS}. ` +
    `If you might act on these thoughts now, call ${emergency.display}.\n\n` +
    `${FREE_AND_CONFIDENTIAL}\n\n` +
    `${freeEmergencyCare('you')}\n\n` +
    "You don't have to carry this alone. If putting some distance between you and a gun or pills " +
    'would help tonight, ask someone you trust to hold them for a while.\n\n' +
    "I'm here too. If you want to keep talking, tell me what's weighing on you, and when you're " +
    "ready I'll help with anything about your benefits.",
  other:
    `The Veterans Crisis Line is for you too, not only for them: ${THREE_WAYS}. ` +
    `If they are in danger right now, call ${emergency.display}.\n\n` +
    'What you can do now:\n' +
    "- Stay with them, or keep them on the phone, if it's safe for you.\n" +
    '- Ask them straight out whether they are thinking about suicide. Asking does not put the idea ' +
    'in their head, and it tells them they can talk to you.\n' +
    `- Call ${veteransCrisisLine.dial} and press 1 together, or with them beside you.\n` +
    '- Put time and distance between them and firearms and medications: a gun lock or a safe they ' +
    'cannot open, or a friend who holds the guns and pills for a while.\n' +
    `- If they have a weapon and you do not feel safe, leave and call ${emergency.display}.\n\n` +
    `${FREE_AND_CONFIDENTIAL}\n\n` +
    `${freeEmergencyCare('they')}\n\n` +
    `For the days after, VA's Coaching Into Care helps family and friends encourage a veteran to ` +
    `get care: call ${coachingIntoCare.display}, Monday to Friday. Looking after them is hard; ` +
    "you deserve support as well. I'm here if you want to talk about what comes next.",
  'harm-others':
    `If anyone is in danger right now, call ${emergency.display}.\n\n` +
    `Then please ${THREE_WAYS}. The line is there for anger and thoughts of hurting someone, not ` +
    'only for suicide, and talking to them will not get you in trouble for what you feel.\n\n' +
    'Right now, put distance between you and any weapon: unload it, lock it up, or hand it to ' +
    "someone you trust, and step away from the person you're angry with until you've talked to " +
    `someone.\n\n${FREE_AND_CONFIDENTIAL}\n\n` +
    "I'm here if you want to talk about what's going on.",
  'benefits-intent':
    `Before anything else: if you are thinking about ending your life, please ${THREE_WAYS}. ` +
    `If you might act on it now, call ${emergency.display}.\n\n` +
    'The way you asked makes me want to check on you first. Your family would rather have you ' +
    'than any benefit. Help is there right now, from people who understand what veterans go ' +
    `through, and calling does not affect your VA benefits. ${FREE_AND_CONFIDENTIAL}\n\n` +
    `${freeEmergencyCare('you')}\n\n` +
    "I'm here to keep talking, and when you're ready I'll gladly go through your benefits with " +
    'you, so the people you love and you yourself are looked after.',
}

/** What someone at risk, or worried about someone, reads first: the reply for this kind. */
export function crisisReplyText(kind: CrisisKind): string {
  return REPLIES[kind]
}

/**
 * The first paragraph of every later reply in a chat where someone was at risk: the line stays at
 * the top of the conversation, whatever the next message says.
 */
export const CRISIS_LINE_REMINDER =
  `The Veterans Crisis Line is there whenever you need it: dial ${veteransCrisisLine.dial}, then ` +
  `press 1, text ${veteransCrisisText.display}, or chat at ${veteransCrisisChat.display}. In an ` +
  `emergency, call ${emergency.display}.`

export const CRISIS_SOURCES: ChatSource[] = [
  { title: veteransCrisisLine.name, url: veteransCrisisLine.sourceUrl },
  { title: veteransCrisisChat.name, url: veteransCrisisChat.url },
]

const FAMILY_CRISIS_SOURCES: ChatSource[] = [
  ...CRISIS_SOURCES,
  { title: coachingIntoCare.name, url: coachingIntoCare.sourceUrl },
]

const FREE_EMERGENCY_CARE_SOURCE: ChatSource = {
  title: officialLinks.emergencySuicideCareLaw.label,
  url: officialLinks.emergencySuicideCareLaw.href,
}

/**
 * The pages under a crisis reply: a family's adds VA's coaching for families, and every reply
 * that tells of free emergency care names the law that makes it free.
 */
export function crisisReplySources(kind: CrisisKind): ChatSource[] {
  if (kind === 'harm-others') return CRISIS_SOURCES
  return [
    ...(kind === 'other' ? FAMILY_CRISIS_SOURCES : CRISIS_SOURCES),
    FREE_EMERGENCY_CARE_SOURCE,
  ]
}
