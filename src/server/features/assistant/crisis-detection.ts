// Some messages need the Veterans Crisis Line before anything else. This screen looks for what
// people in crisis actually write: intent ("kill myself", "end it"), a plan or means at hand
// ("take all my pills", "my gun out"), goodbyes, and hopelessness ("better off without me").
// It errs on the side of showing the line: a false alarm costs one paragraph, a miss costs more.
// Questions about programs ("what is the suicide prevention program") are not alarms.

const CRISIS_PATTERNS: readonly RegExp[] = [
  /\b(kill|hurt|harm|shoot|hang|cut)\s+my\s?self\b/,
  /\b(want|wanna|going|plan(ning)?|ready|thinking about|thought about|thoughts of)\s+(to\s+)?(die|dying|end(ing)? (it|my life|things)|suicide|kill)/,
  /\bi('m| am)?\s+(feeling\s+|so\s+|very\s+)?suicidal\b/,
  /\bsuicid(e|al)\b.*\b(every day|all the time|lately|again|tonight|can't stop)\b/,
  /\bend(ing)?\s+(it\s+all|my\s+life|things)\b/,
  /\b(take|took|swallow(ed)?)\s+(all|a bunch of|a handful of)\s+(my\s+)?(pills|meds|medication)/,
  /\b(my|a|the)\s+(gun|pistol|rifle|weapon)\s+(out|loaded|in my (hand|mouth|lap))\b/,
  /\b(with|holding)\s+my\s+(gun|pistol|rifle|weapon)\b.*\b(don'?t know|can'?t|scared|what to do)\b/,
  /\b(better off|easier)\s+without\s+me\b/,
  /\bno\s+(reason|point)\s+(for me\s+)?(to|in)\s+(keep\s+)?(living|live|going on)\b/,
  /\b(don'?t|do not)\s+see\s+the\s+point\s+(anymore|of living|in living|of going on)\b/,
  /\b(can'?t|cannot)\s+(do this|go on|take it)\s+any\s?more\b/,
  /\bwant\s+(it\s+all|everything)\s+to\s+(stop|end)\b/,
  /\bsaying\s+goodbye\b|\bgoodbye\s+letters?\b|\bwrote\s+letters\s+to\b/,
  /\bif\s+i\s+was\s+gone\b|\bwhen\s+i'?m\s+gone\b/,
  /\b(tired|sick)\s+of\s+(being\s+a\s+burden|living)\b/,
]

/** True when a message reads as someone in crisis, so the reply leads with the crisis line. */
export function isCrisisMessage(message: string): boolean {
  const text = message.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ')
  return CRISIS_PATTERNS.some((pattern) => pattern.test(text))
}
