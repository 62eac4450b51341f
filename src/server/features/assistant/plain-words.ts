/**
 * The words veterans and families use, mapped to the words the knowledge base uses. Retrieval adds
 * the knowledge base's words to a question that uses the plain ones, so "my ears ring" finds
 * tinnitus and "since I got out" finds the date of discharge. Each pattern matches whole words,
 * ignoring case; misspellings that fuzzy matching cannot reach (short words) are listed too.
 */
const PLAIN_WORDS: readonly (readonly [RegExp, string])[] = [
  // Service and separation
  [
    /\b(got out|get out|getting out|separat\w*|ets'?d?|discharged|left the (army|navy|military|service|marines|air force))\b/i,
    'discharge separation',
  ],
  [
    /\b(bad paper|oth|other than honorable|general discharge|bcd|bad conduct|dishonorable|undesirable|kicked out)\b/i,
    'character of discharge upgrade',
  ],
  [
    /\b(med ?board|meb|peb|medically retired|medical retirement)\b/i,
    'disability severance pay medical retirement',
  ],
  [/\b(awol|absent without leave|unauthori[sz]ed absence)\b/i, 'AWOL character of discharge bar'],
  [/\b(reservist|reserves?|guard|national guard)\b/i, 'reserve'],
  [
    /\b(tis|time in service|years in (the )?(service|military|army|navy|air force|marines|marine corps|coast guard|guard|reserves?))\b/i,
    'years of service',
  ],
  [
    /\b(still (on )?active duty|still in|before (i get out|i separate|separation|discharge|ets)|ets is|getting out in)\b/i,
    'Benefits Delivery at Discharge BDD before separation',
  ],
  // Conditions named as people name them
  [/\b(ringing|ears? ring\w*|buzzing|tinn?it[iu]s)\b/i, 'tinnitus'],
  [/\b(hard of hearing|can'?t hear)\b/i, 'hearing loss'],
  [
    /\b(nightmares?|flashbacks?|anxiety|panic|depress\w*|mental health|bipolar|ptsd)\b/i,
    'mental disorders PTSD',
  ],
  [/\b(c-?pap|snor\w*|apn[ei]a)\b/i, 'sleep apnea'],
  // Not the back of "pay me back", "got back from", "back pay" or "back to work".
  [
    /\b(?<!\b(?:pay|paid|pays|paying|money|came|come|coming|get|got|getting|go|went|going|call|called|write|wrote|hear|heard|bring|send|sent|give|gave|take|took|me|us|him|them|it)\s)back\b(?!\s(?:pay|to|then|in|home|from|and forth|up|on)\b)|\b(spine|disc|lumbar|neck)\b/i,
    'spine back',
  ],
  [/\b(numb\w*|tingl\w*|shooting pain|sciatica|nerve pain)\b/i, 'radiculopathy nerve'],
  [/\b(headaches?|migrai?nes?|migranes?)\b/i, 'migraine headaches'],
  [/\b(high blood pressure|hbp)\b/i, 'hypertension'],
  [/\b(ed|erectile|bedroom)\b/i, 'loss of use creative organ SMC'],
  [/\b(blind\w*)\b/i, 'blindness SMC loss of use eye'],
  [
    /\b(shower\w*|dress(ing)?|bath(e|es|ing)?|feed(ing)?|eat(ing)?|toilet\w*)\b/i,
    'aid and attendance daily activities',
  ],
  [/\b(burn ?pits?|smoke|toxic)\b/i, 'burn pit PACT Act toxic exposure'],
  [/\b(inpatient|hospitali[sz]ed|in the hospital)\b/i, 'hospital hospitalization temporary total'],
  // "ER" in capitals, or "er" after a word that makes it a place: not the "er" of hesitation.
  [/\bE\.?R\b/, 'emergency room ER'],
  [
    /\b(the|an|civilian|private|local|hospital|non-?va|nearest) er\b|\b(emergency room|emergency dept|ambulance)\b/i,
    'emergency room ER',
  ],
  [/\b(surgery|operation|crutches|cast)\b/i, 'convalescence'],
  // Money, time and forms
  [/\b(back ?pay|paid back|retro\w*)\b/i, 'back pay effective date retroactive'],
  [/\b(how much|money|amount|rates?|stipend)\b/i, 'payment amount'],
  [/\b(how long|deadline|time limit|expire\w*|too late|when)\b/i, 'deadline time limit year'],
  [/\b(which form|what form|form)\b/i, 'VA Form'],
  [/\b(number|call|phone|hotline)\b/i, 'phone call'],
  [/\b(taxe?s?|taxable|irs)\b/i, 'taxable tax'],
  [
    /\b(mileage|gas money|bus fare|cab fare|travel (pay|claims?|reimburs\w*))\b/i,
    'travel pay mileage',
  ],
  [
    /\b(owe|pay|charged?|cost|bill(ed)?)\b[^.?!]{0,40}\b(doctor|visits?|appointments?|meds|medications?|prescriptions?|pills|refills?)\b/i,
    'copay copays',
  ],
  [
    /\b(nothing|not|none of it|no conditions?) (is |are )?service[- ]connected|non[- ]?service[- ]connected\b/i,
    'pension nonservice-connected',
  ],
  [
    /\b(give (away )?(her|his|my|their|our) (savings|money|assets|house)|give (it |money |\$\S+ )?(to )?(the|her|his|my|their|our) (kids|grandkids|children|grandchildren|family)|gift\w*|transfer\w* (the |her |his |my )?(assets|money|savings|house)|lookbacks?|look back period)\b/i,
    'assets look-back net worth penalty',
  ],
  [
    /\b(homebound|housebound|stuck (at|in the) (home|house)|can'?t leave the (house|home))\b/i,
    'housebound',
  ],
  [/\b(therap(y|ist)|counsel(ing|or)|psych\w*|talk to someone)\b/i, 'mental health care'],
  [/\b(denied|denial|turned (me )?down|rejected)\b/i, 'denied decision review'],
  [
    /\b(?<!\b(no|any|without) )(new (letter|evidence|records?|opinion)|letter from my \w+)\b/i,
    'new and relevant evidence supplemental claim',
  ],
  [
    /\b(no|not any|without any|without|don'?t have any|do not have any) new (evidence|records?|proof)\b/i,
    'higher-level review no new evidence',
  ],
  [/\b(lawyers?|attorneys?)\b/i, 'attorney agent fee accredited'],
  [
    /\b(dav|vfw|american legion|amvets|vso|vva|vietnam veterans of america|service officer|cvso|power of attorney|poa)\b/i,
    'accredited representative Veterans Service Organization VSO',
  ],
  [/\b(court|cavc|sue|lawsuit)\b/i, 'Court of Appeals for Veterans Claims'],
  [
    /\b(take|taking|took) care of (him|her|my (husband|wife|son|daughter|dad|father|mom|mother|brother|sister))\b|\b(caring|care) for (him|her|my (husband|wife|son|daughter|dad|father|mom|mother))\b|\b(his|her) (full[- ]time )?caregiver\b/i,
    'family caregiver program',
  ],
  [/\b(divorc\w*|ex-?(wife|husband|spouse))\b/i, 'divorce remove dependent spouse'],
  [/\b(prison|jail\w*|locked up|behind bars|sentenced|incarcerat\w*)\b/i, 'incarceration felony'],
  // Places and care
  [/\b(doctors?|docs?|clinic|medical care|physician)\b/i, 'health care provider'],
  [
    /\b(outside (of )?the va|outside va|non-va|private doctor|civilian doctor|closer to home)\b/i,
    'community care',
  ],
  [
    /\b(evict\w*|homeless\w*|nowhere to (go|live|sleep|stay)|(living|sleeping|staying) in (my|his|her|their|a|the) (car|truck|van|tent)|couch ?surf\w*|on the streets?)\b/i,
    'homeless housing',
  ],
  [
    // Another country named where the veteran lives now, not where they were stationed.
    /\b(overseas|abroad|another country|out of the country|philippines|mexico)\b|\b(live|lives|living|retired|moved|reside\w*|settled) (over |down |up )?(in|to) (thailand|japan|germany|costa rica|panama|canada|ecuador|colombia|italy|spain|portugal|england|ireland|australia)\b/i,
    'abroad foreign medical program outside the US',
  ],
  // People
  [/\b(wife|husband|spouse|married)\b/i, 'spouse'],
  [/\b(widow\w*)\b/i, 'surviving spouse'],
  [
    /\b(kids?|son|daughter|child(ren)?|step ?(kids?|sons?|daughters?|child(ren)?))\b/i,
    'child children dependent',
  ],
  [/\b(mom|dad|mother|father|parents?)\b/i, 'parent'],
  [/\b(passed( away)?|died|dead|death|killed)\b/i, 'death survivor DIC'],
  // Programmes by their nicknames
  [
    /\b(voc ?rehab|vr ?& ?e|vre|ch(?:apter|ap|p)?\.? ?31|re-?train\w*|new career|career change)\b/i,
    'Veteran Readiness and Employment VR&E',
  ],
  [/\bch(?:apter|ap|p)?\.? ?33\b/i, 'Post-9/11 GI Bill'],
  [/\bch(?:apter|ap|p)?\.? ?35\b/i, "Survivors' and Dependents' Educational Assistance DEA"],
  [/\bch(?:apter|ap|p)?\.? ?30\b/i, 'Montgomery GI Bill Active Duty'],
  [/\bch(?:apter|ap|p)?\.? ?1606\b/i, 'Montgomery GI Bill Selected Reserve'],
  [
    /\b(iu|tdiu|unemployab\w*|can'?t work|cannot work|hold a job|keep a job|(had to|have to|forced to) (quit|stop working)|pays? (me |him |her )?(like|as if) (i'?m|i am|he'?s|he is|she'?s|she is) (at )?100|paid (like|as if|at the) (\w+ )?100)\b/i,
    'TDIU individual unemployability',
  ],
  [
    /\bpays?\b.{0,30}\b(employers?|compan(y|ies)|business(es)?)\b.{0,30}\b(wages?|salary)\b|\bwage subsid\w*/i,
    'Special Employer Incentive SEI salary',
  ],
  [/\b(p ?& ?t|p and t|permanent and total)\b/i, 'permanent and total P&T'],
  [/\b(hlr|higher level)\b/i, 'higher-level review'],
  [/\b(bva|board)\b/i, 'board appeal'],
  [/\b(coe)\b/i, 'certificate of eligibility'],
  [
    /\bunemployment (checks?|benefits?|pay|insurance|compensation)\b|\b(collect|file for|get) unemployment\b/i,
    'UCX Unemployment Compensation for Ex-Servicemembers',
  ],
  [/\b(forgive|forgiven|forgiveness|wipe (it|the debt) out)\b/i, 'waiver debt'],
  [/\bfight (it|this|that|the denial|the decision)\b/i, 'decision review appeal'],
  [/\b(get|gets|getting|have) (it|them|my \w+|the \w+|\w+ entitlement) back\b/i, 'restore'],
  [/\b(refi|refinanc\w*|streamline)\b/i, 'refinance IRRRL'],
  [/\b(ch(apter)? ?35|dea)\b/i, "Dependents' Educational Assistance DEA"],
  [/\b(va math|combined|add up)\b/i, 'combined ratings'],
  [/\b(nursing home|assisted living|dementia|memory care)\b/i, 'long-term care nursing home'],
  [/\b(funeral|buried|burial|grave|cemetery)\b/i, 'burial'],
  [/\b(head ?stones?|grave ?stones?|tomb ?stones?|grave markers?)\b/i, 'headstone marker'],
  [/\b(retire\w*|retirement check|retired pay)\b/i, 'retired pay CRDP'],
  [/\b(sbp|survivor benefit plan)\b/i, 'Survivor Benefit Plan SBP-DIC offset'],
  [/\b(state)\b/i, 'state veterans affairs office'],
]

/** The question with the knowledge base's words added after it, for every plain word it uses. */
export function withKnowledgeBaseWords(question: string): string {
  const added = new Set(
    PLAIN_WORDS.filter(([pattern]) => pattern.test(question)).map(([, words]) => words),
  )
  return added.size ? `${question} ${[...added].join(' ')}` : question
}
