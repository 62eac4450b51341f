import type { EvaluationQuestion } from './evaluation-question'
import { heldOutQuestions } from './evaluation-questions-held-out'
import { secondHeldOutQuestions } from './evaluation-questions-held-out-2'
import { thirdHeldOutQuestions } from './evaluation-questions-held-out-3'
import { fourthHeldOutQuestions } from './evaluation-questions-held-out-4'
import { fifthHeldOutQuestions } from './evaluation-questions-held-out-5'
import { sixthHeldOutQuestions } from './evaluation-questions-held-out-6'
import { seventhHeldOutQuestions } from './evaluation-questions-held-out-7'
import { eighthHeldOutQuestions } from './evaluation-questions-held-out-8'
import { ninthHeldOutQuestions } from './evaluation-questions-held-out-9'
import { tenthHeldOutQuestions } from './evaluation-questions-held-out-10'
import { eleventhHeldOutQuestions } from './evaluation-questions-held-out-11'
import { twelfthHeldOutQuestions } from './evaluation-questions-held-out-12'
import { thirteenthHeldOutQuestions } from './evaluation-questions-held-out-13'
import { fourteenthHeldOutQuestions } from './evaluation-questions-held-out-14'
import { fifteenthHeldOutQuestions } from './evaluation-questions-held-out-15'
import { sixteenthHeldOutQuestions } from './evaluation-questions-held-out-16'
import { seventeenthHeldOutQuestions } from './evaluation-questions-held-out-17'
import { eighteenthHeldOutQuestions } from './evaluation-questions-held-out-18'
import { nineteenthHeldOutQuestions } from './evaluation-questions-held-out-19'
import { twentiethHeldOutQuestions } from './evaluation-questions-held-out-20'
import { twentyFirstHeldOutQuestions } from './evaluation-questions-held-out-21'
import { twentySecondHeldOutQuestions } from './evaluation-questions-held-out-22'
import { twentyThirdHeldOutQuestions } from './evaluation-questions-held-out-23'
import { twentyFourthHeldOutQuestions } from './evaluation-questions-held-out-24'
import { tuningQuestions } from './evaluation-questions-tuning'

/**
 * The development files: the tuning file and every held-out file already judged and read since.
 * The newest held-out file is never among them: it judges what they taught.
 */
export const developmentFiles: readonly {
  name: string
  questions: readonly EvaluationQuestion[]
}[] = [
  { name: 'tuning', questions: tuningQuestions },
  { name: 'first held-out', questions: heldOutQuestions },
  { name: 'second held-out', questions: secondHeldOutQuestions },
  { name: 'third held-out', questions: thirdHeldOutQuestions },
  { name: 'fourth held-out', questions: fourthHeldOutQuestions },
  { name: 'fifth held-out', questions: fifthHeldOutQuestions },
  { name: 'sixth held-out', questions: sixthHeldOutQuestions },
  { name: 'seventh held-out', questions: seventhHeldOutQuestions },
  { name: 'eighth held-out', questions: eighthHeldOutQuestions },
  { name: 'ninth held-out', questions: ninthHeldOutQuestions },
  { name: 'tenth held-out', questions: tenthHeldOutQuestions },
  { name: 'eleventh held-out', questions: eleventhHeldOutQuestions },
  { name: 'twelfth held-out', questions: twelfthHeldOutQuestions },
  { name: 'thirteenth held-out', questions: thirteenthHeldOutQuestions },
  { name: 'fourteenth held-out', questions: fourteenthHeldOutQuestions },
  { name: 'fifteenth held-out', questions: fifteenthHeldOutQuestions },
  { name: 'sixteenth held-out', questions: sixteenthHeldOutQuestions },
  { name: 'seventeenth held-out', questions: seventeenthHeldOutQuestions },
  { name: 'eighteenth held-out', questions: eighteenthHeldOutQuestions },
  { name: 'nineteenth held-out', questions: nineteenthHeldOutQuestions },
  { name: 'twentieth held-out', questions: twentiethHeldOutQuestions },
  { name: 'twenty-first held-out', questions: twentyFirstHeldOutQuestions },
  { name: 'twenty-second held-out', questions: twentySecondHeldOutQuestions },
  { name: 'twenty-third held-out', questions: twentyThirdHeldOutQuestions },
  { name: 'twenty-fourth held-out', questions: twentyFourthHeldOutQuestions },
]

export const developmentQuestions = developmentFiles.flatMap((file) => file.questions)
