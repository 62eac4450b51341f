// A sentence may already end in a question mark, an exclamation mark or an ellipsis, possibly
// inside closing quotes or brackets: 'Does the GI Bill cover online school?' must not gain a '.'.
const SENTENCE_END = /[.!?…]["'\u2019\u201d)\]]*$/

/** The text as a whole sentence: ends it with a period unless it already ends like a sentence. */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd().replace(/[,;:]+$/, '')
  return SENTENCE_END.test(trimmed) ? trimmed : `${trimmed}.`
}
