import type { OrdinaryMessage } from './ordinary-message'

/**
 * Written on 2026-11-23 by an independent author without seeing the screen: 800 ordinary messages,
 * split once with a fixed seed (20261123, stratified by area, split.mjs) into 500 for tuning and 300 held out.
 * This file holds the 500 for tuning.
 */
export const ordinaryTuningMessages: readonly OrdinaryMessage[] = [
  { text: 'how do i file a claim for tinnitus', area: 'claims' },
  {
    text: 'I got out in 2019 and never filed anything. Is it too late to file a disability claim for my back and knees?',
    area: 'claims',
  },
  {
    text: "Filed my claim 94 days ago and it's still sitting in gathering evidence. Is that normal or did something get stuck?",
    area: 'claims',
  },
  {
    text: "Can I file for sleep apnea secondary to my PTSD? My sleep doc thinks they're connected.",
    area: 'claims',
  },
  { text: 'claim status says complete but i never got a letter??', area: 'claims' },
  { text: 'should I use a VSO or just file it myself online', area: 'claims' },
  {
    text: 'difference between fully developed claim and standard claim? which one goes faster',
    area: 'claims',
  },
  {
    text: 'my claim went back to initial review after it was already in preparation for decision. wtf does that mean',
    area: 'claims',
  },
  {
    text: "Can I file my husband's claim for him? He has early dementia and can't do the computer stuff anymore. He's an Army vet, Gulf War.",
    area: 'claims',
  },
  {
    text: "Do I need a nexus letter for every condition or just some of them? I'm filing for knees, back, tinnitus, and migraines. The knees and back are all over my STRs but the migraines never got written down anywhere, I just dealt with them.",
    area: 'claims',
  },
  {
    text: 'filed for flat feet. they said preexisting. i had zero issues before basic. now what',
    area: 'claims',
  },
  {
    text: 'I want to claim my hemorrhoids lol. Not joking. Got them on deployment sitting on a cot for 11 months. How do I describe that on the form without it being weird',
    area: 'claims',
  },
  {
    text: "Filed an increase for my knee and now they're saying they might lower my back?? I didn't even ask about my back. Can they do that",
    area: 'claims',
  },
  {
    text: 'My claim got closed because I missed an exam I never knew about. The letter went to my old address in Killeen. How do I get it reopened?',
    area: 'claims',
  },
  {
    text: 'do I have to list every single med im on in the claim form or just the ones for the condition',
    area: 'claims',
  },
  {
    text: "I'm a National Guard soldier and I got hurt on state active duty during hurricane relief. Does the VA cover that or is that a state thing?",
    area: 'claims',
  },
  {
    text: 'Can you claim ED secondary to meds? Asking for myself obviously, nobody asks this for a friend',
    area: 'claims',
  },
  {
    text: "I've been putting off filing for years because I didn't want to take benefits away from guys who need them more. My wife says that's not how it works. Is she right?",
    area: 'claims',
  },
  {
    text: "If I submit an intent to file today but don't finish the actual claim until April, what would my effective date be?",
    area: 'claims',
  },
  {
    text: 'Tinnitus denied. No evidence of noise exposure. I was an 0311 for 8 years. Are they serious right now',
    area: 'claims',
  },
  { text: 'can my claim be sped up? im 82', area: 'claims' },
  {
    text: "Is there a financial hardship option to move a claim along faster? We're behind on bills and it's been pending since spring.",
    area: 'claims',
  },
  {
    text: 'hey so i accidentaly filed a claim twice, once thru the website and once my vso did it on paper the same week. how do i withdraw one of them without messing up the other one or my effective date',
    area: 'claims',
  },
  {
    text: 'want to file for GERD, my stomach has been wrecked since Iraq. what kind of proof are they looking for',
    area: 'claims',
  },
  {
    text: 'Do I have to be unemployed to file a claim? I work full time as an electrician and do fine.',
    area: 'claims',
  },
  {
    text: 'Can I file for something that happened in basic? Got stress fractures in both shins at Fort Jackson in 2011.',
    area: 'claims',
  },
  {
    text: 'My decision letter says my shoulder was deferred. Does that mean denied?',
    area: 'claims',
  },
  {
    text: 'navy 1986-1992 on a carrier, asbestos everywhere down in the spaces. now they found a nodule on my lung. can I claim that',
    area: 'claims',
  },
  {
    text: "Alright, long story, bear with me. I did 4 years active Army 2004-2008, then 6 years in the Guard, then got out completely. I never filed a thing because honestly I thought the VA was for guys who got blown up, not guys with bad knees and a back that sounds like bubble wrap every morning. Now I'm 41, my knees are killing me after a shift, and my doctor asked why I never filed. So where do I even start? Do the Guard years count? Do I need my records from both? And do I file everything at once or one at a time?",
    area: 'claims',
  },
  { text: 'What counts as a buddy statement? Does it need to be notarized?', area: 'evidence' },
  {
    text: "A guy from my old unit wants to write a statement for me but he's not a great writer. Is there a form he can just fill out?",
    area: 'evidence',
  },
  { text: 'Does it have to say at least as likely as not, word for word?', area: 'evidence' },
  { text: 'My STRs are missing a whole year. The year I got hurt. Naturally.', area: 'evidence' },
  { text: 'originals or copies', area: 'evidence' },
  { text: 'whats a DBQ', area: 'evidence' },
  {
    text: "My unit's deployment records would prove I was at the base with the burn pit. Where do you even get those?",
    area: 'evidence',
  },
  {
    text: 'How long after I upload evidence does it actually show up in my file?',
    area: 'evidence',
  },
  {
    text: 'how do I get a copy of my c-file. asked at the regional office and the lady at the desk looked at me like I had 3 heads',
    area: 'evidence',
  },
  {
    text: "Would a statement from my pastor help? He's known me 20 years and saw me before and after I deployed.",
    area: 'evidence',
  },
  {
    text: 'Will they read my civilian chiropractor notes? His handwriting is basically hieroglyphics',
    area: 'evidence',
  },
  {
    text: 'guy on facebook wants $1500 to write me a nexus letter. that legit or a racket?',
    area: 'evidence',
  },
  { text: "what's the stressor statement form for ptsd called", area: 'evidence' },
  {
    text: "My stressor was a rocket attack at FOB Kalsu in 2007. I don't have any paperwork on it. How does the VA verify that kind of thing?",
    area: 'evidence',
  },
  {
    text: 'Do I need in-service event AND current diagnosis AND a link? or just two of the three',
    area: 'evidence',
  },
  {
    text: "Got a letter asking for more evidence within 30 days. What happens if I need more time to get my doctor's records?",
    area: 'evidence',
  },
  {
    text: "Is it worth paying out of pocket for an independent medical opinion? I've seen quotes from $800 to $3,000 and I'm not made of money. It's for sleep apnea secondary to PTSD, already denied once because the examiner said there's no medical literature linking them.",
    area: 'evidence',
  },
  {
    text: 'I kept a migraine journal for 6 months, dates, how long, whether I had to lie down in a dark room. Should I submit that?',
    area: 'evidence',
  },
  {
    text: 'can i still send in evidence after they make the decision or is it too late by then',
    area: 'evidence',
  },
  { text: 'what should I bring to my C&P exam', area: 'cp-exam' },
  { text: 'Is the C&P exam an actual physical or just a bunch of questions?', area: 'cp-exam' },
  {
    text: 'my c&p examiner was in and out in 9 minutes and never even touched my back. can I complain about that somewhere',
    area: 'cp-exam',
  },
  {
    text: 'QTC, LHI, VES... is one better than the others? I got scheduled with VES',
    area: 'cp-exam',
  },
  {
    text: "Can I bring my wife into the PTSD exam with me? She remembers stuff I don't, like how many nights a week I'm up walking the house, and she's better at explaining it than I am. Or is that not allowed?",
    area: 'cp-exam',
  },
  {
    text: "What's the difference between the range of motion part and the flare-ups part on the knee DBQ?",
    area: 'cp-exam',
  },
  {
    text: 'The examiner wrote that I was pleasant and cooperative and then said my PTSD is mild. So being polite cost me a rating? Come on.',
    area: 'cp-exam',
  },
  { text: 'How do I get a copy of my C&P results before the decision comes out?', area: 'cp-exam' },
  {
    text: 'drove 2.5 hrs for my exam and they cancelled when I walked in. do they pay mileage for that at least',
    area: 'cp-exam',
  },
  { text: 'should i take my pain meds before the exam or skip them that morning', area: 'cp-exam' },
  {
    text: 'My C&P was a telehealth video call. Is that as good as in person for a mental health claim?',
    area: 'cp-exam',
  },
  { text: 'what kind of questions do they ask at a ptsd c&p', area: 'cp-exam' },
  {
    text: 'The exam report says I was never deployed. I have 2 Afghanistan tours right on my DD214. How do I get that fixed?',
    area: 'cp-exam',
  },
  { text: 'Is it normal to get 3 exam requests for the same condition?', area: 'cp-exam' },
  {
    text: 'examiner made me squat like 10 times and now my knees are killing me. is that standard?',
    area: 'cp-exam',
  },
  { text: "Can I request a female examiner? It's for an MST claim.", area: 'cp-exam' },
  {
    text: 'hearing exam was 20 min in a booth pushing a button when it beeped. thats it??',
    area: 'cp-exam',
  },
  {
    text: 'Examiner asked if I still hunt. I told her yeah, I go with my brother every November. Does that make my PTSD claim look weaker?',
    area: 'cp-exam',
  },
  {
    text: 'got a call from a random number saying theyre scheduling my c&p and they wanted my SSN. how do I know its legit and not a scam',
    area: 'cp-exam',
  },
  {
    text: 'how far out do they usualy schedule c&p exams?? filed 6 wks ago and nothin yet, no call no letter, my buddy filed after me and already had his',
    area: 'cp-exam',
  },
  {
    text: 'Had my back C&P today. The examiner was actually really decent, took her time, measured everything twice, asked about flare-ups and how often I miss work. I left feeling like somebody finally listened. Is there anything I should do now, like send in anything extra, or do I just wait for the decision? And roughly how long after the exam does the decision usually come?',
    area: 'cp-exam',
  },
  { text: 'How much is 70% with a spouse and 2 kids under 18?', area: 'ratings' },
  { text: "where's the current compensation rate chart", area: 'ratings' },
  { text: 'Is 100% P&T different from regular 100%?', area: 'ratings' },
  { text: "Can they reduce a rating I've had for 20+ years?", area: 'ratings' },
  { text: "I've been at 90 for 6 years. What's the smartest way to get to 100", area: 'ratings' },
  {
    text: 'got my decision, 30% for ptsd. honestly thought itd be higher. what does 50 look like on paper',
    area: 'ratings',
  },
  { text: 'When does back pay usually hit the bank after the decision letter?', area: 'ratings' },
  { text: 'what is SMC-K and do I qualify', area: 'ratings' },
  {
    text: 'Why is one knee 10% for painful motion and the other one 0 when they both hurt exactly the same',
    area: 'ratings',
  },
  {
    text: "I'm rated 40% for my back but the letter mentions radiculopathy down my left leg and it's not rated. Should it be?",
    area: 'ratings',
  },
  {
    text: 'Son just turned 18 and started college this fall. Do I keep getting the dependent money for him?',
    area: 'ratings',
  },
  {
    text: "My wife just moved into a nursing home. I'm 70% service connected. Is there extra compensation for a spouse who needs that level of care?",
    area: 'ratings',
  },
  {
    text: "I have been staring at my decision letter for two hours and I need someone to check my math, because either the VA made a mistake or I'm the one who's wrong, which is very possible. Here's what I have: PTSD 50%, lumbar spine 20%, right knee 10%, left knee 10%, tinnitus 10%, right leg radiculopathy 10%, and migraines 30%. The letter says combined 80%. I put it into one of those online calculators and it came out to 83, which rounds to 80, so I guess that matches. But the calculator also had a checkbox for the bilateral factor and when I checked it the number went up to 84. Does the bilateral factor apply to both knees here? Would it ever matter unless it pushes me over 85? I'm also wondering whether it's worth filing for my left leg radiculopathy too, since my neurologist says it's both sides now. Would adding another 10 even move me at this point, or is that the VA math where 10% of almost nothing is nothing?",
    area: 'ratings',
  },
  {
    text: "Got a letter proposing to reduce my PTSD from 70 to 50 because I'm improved. I'm improved because I go to therapy every single week! Ugh. What are my options",
    area: 'ratings',
  },
  { text: 'does the cola increase just happen automatically in december', area: 'ratings' },
  {
    text: "Wife and I divorced in August. Do I need to tell the VA? I'm still getting paid for her as a dependent and I don't want an overpayment later.",
    area: 'ratings',
  },
  {
    text: 'Can I get a rating for scars? Got a big ugly one from knee surgery at Walter Reed.',
    area: 'ratings',
  },
  {
    text: 'My dad is 100% and we just found out he may have qualified for SMC for years. Is there back pay on that?',
    area: 'ratings',
  },
  { text: 'Does a higher rating affect my Social Security disability?', area: 'ratings' },
  {
    text: 'Retired with 22 years. Do I get my retirement AND my VA pay or does one offset the other?',
    area: 'ratings',
  },
  { text: "I'm 30%. does that get me anything besides the monthly check?", area: 'ratings' },
  {
    text: "They rated my hypertension 0% even though I'm on 2 meds for it. Isn't that supposed to be 10?",
    area: 'ratings',
  },
  {
    text: "How long do I have to wait before asking for an increase? Got 20% for my back in January, and since then my doc added a second pain med and I'm doing PT twice a week. It's clearly worse than when I was examined, but I don't want to look greedy filing again so soon.",
    area: 'ratings',
  },
  {
    text: "Can I turn down a rating? Long story, I'm worried it'll mess with my FAA medical.",
    area: 'ratings',
  },
  { text: 'Can I request an informal conference with a higher level review?', area: 'appeals' },
  {
    text: 'HLR came back with the same answer. Can I do another HLR or do I have to switch lanes?',
    area: 'appeals',
  },
  {
    text: 'whats the deadline to appeal? my decision letter was dated last august',
    area: 'appeals',
  },
  {
    text: 'Is it better to go to the Board with new evidence, or do a supplemental claim first?',
    area: 'appeals',
  },
  {
    text: "Do I need a lawyer for a BVA hearing or is my DAV rep enough? He seems nice but he's got like 300 cases and barely remembered my name on the phone.",
    area: 'appeals',
  },
  { text: 'BVA remanded my case. good or bad?', area: 'appeals' },
  { text: "What's the CAVC and should I go there next", area: 'appeals' },
  {
    text: 'The denial says no new and relevant evidence. I sent a brand new letter from my doctor! How is that not new??',
    area: 'appeals',
  },
  { text: 'Can I appeal just one condition and leave the rest alone?', area: 'appeals' },
  {
    text: 'Virtual hearing with the judge next month. What will they ask? What should I wear? Is it okay if I get emotional talking about it?',
    area: 'appeals',
  },
  { text: 'NOD form number?', area: 'appeals' },
  {
    text: 'Been at this for 11 years. Is there a limit on how many times you can appeal?',
    area: 'appeals',
  },
  { text: 'Does filing an appeal put what I already have at risk?', area: 'appeals' },
  { text: 'can my daughter testify as a witness at my board hearing', area: 'appeals' },
  {
    text: 'The HLR reviewer called me during work and I missed it. Will they call back?',
    area: 'appeals',
  },
  {
    text: "How do I add evidence to an appeal that's already sitting at the Board?",
    area: 'appeals',
  },
  {
    text: 'Is it true the Board has a backlog of like 200,000 cases or is that an old number',
    area: 'appeals',
  },
  {
    text: 'Got a statement of the case in the mail. I thought those went away with the new appeals system?',
    area: 'appeals',
  },
  {
    text: 'My husband had an appeal pending when he passed in February from heart failure. Can I continue it as his widow?',
    area: 'appeals',
  },
  {
    text: 'My VSO missed my appeal deadline. Literally their one job. Do I have any options left?',
    area: 'appeals',
  },
  {
    text: 'higher level review denied me and called it a difference of opinion. what the heck is that',
    area: 'appeals',
  },
  {
    text: "Okay so here's my situation and I'd appreciate a straight answer. I filed for my lower back in 2020, got denied because the examiner said my back problems were from a car accident in 2015. The car accident was a fender bender, I wasn't even hurt, I didn't go to a doctor. My back has been bad since an airborne jump at Bragg in 2009 where I landed wrong and it's in my STRs, profile and all. I did an HLR and they said the same thing. Now I'm looking at either a supplemental with a private opinion or going to the Board. I'm 44, working, not in a rush but I want this done right. Which would you do and why?",
    area: 'appeals',
  },
  { text: 'what are the presumptive conditions under the pact act', area: 'pact-act' },
  {
    text: 'burn pits. bagram 2010-2011. chronic sinusitis ever since. can I file',
    area: 'pact-act',
  },
  {
    text: 'Does the PACT Act cover Agent Orange exposure in Thailand? I was at Korat.',
    area: 'pact-act',
  },
  { text: 'toxic exposure screening, what is it and do i have to ask for one', area: 'pact-act' },
  {
    text: 'I was at Camp Lejeune for 6 months in 1984. How is that different from the PACT Act stuff?',
    area: 'pact-act',
  },
  { text: 'is hypertension an agent orange presumptive now', area: 'pact-act' },
  {
    text: 'My husband died of glioblastoma in 2019. He did two tours in Afghanistan. Does the PACT Act do anything for me as his widow?',
    area: 'pact-act',
  },
  {
    text: 'Do I have to prove I was next to a burn pit or is it automatic if I was in the country?',
    area: 'pact-act',
  },
  { text: 'Djibouti 2012, Camp Lemonnier. Covered?', area: 'pact-act' },
  {
    text: 'Got denied for asthma in 2019. Now asthma is presumptive. Do I reapply or appeal?',
    area: 'pact-act',
  },
  { text: 'is the PACT act still in effect or did it expire', area: 'pact-act' },
  { text: 'does the pact act apply to reservists who deployed or just active', area: 'pact-act' },
  { text: 'Gulf War Syndrome and the PACT Act stuff, are those the same thing?', area: 'pact-act' },
  {
    text: 'Rhinitis and allergies since Iraq. literally everyone in my platoon has them. presumptive?',
    area: 'pact-act',
  },
  {
    text: 'are pact act claims being processed faster or slower than regular ones',
    area: 'pact-act',
  },
  {
    text: 'VA says my COPD is from smoking. Yes I smoked. I also breathed burn pit smoke for a year in Balad. Is there a fight to be had here?',
    area: 'pact-act',
  },
  {
    text: 'Is the burn pit registry the same thing as filing a claim? I signed up for the registry back in 2015 and figured that was it, that the VA would contact me if anything came of it. Now my buddy tells me it did nothing for my benefits. Did I just waste 8 years??',
    area: 'pact-act',
  },
  {
    text: 'Just got enrolled in VA health care under PACT Act. Do I have to pay copays?',
    area: 'pact-act',
  },
  { text: "What's TDIU?", area: 'tdiu' },
  { text: 'can i work part time and still get tdiu', area: 'tdiu' },
  {
    text: "I'm 70% combined with one condition at 40. Do I meet the IU requirements?",
    area: 'tdiu',
  },
  { text: "If I'm on TDIU, am I allowed to go to school?", area: 'tdiu' },
  { text: 'TDIU vs 100% schedular — why does it matter if the money is the same?', area: 'tdiu' },
  {
    text: "I'm on IU and got the yearly employment questionnaire. Do I still have to send that in?",
    area: 'tdiu',
  },
  {
    text: 'My husband gets TDIU. Can he volunteer at our church food pantry without losing it?',
    area: 'tdiu',
  },
  { text: 'Is TDIU permanent?', area: 'tdiu' },
  {
    text: "could I run a small etsy shop selling woodwork while on individual unemployability? it's more hobby than business",
    area: 'tdiu',
  },
  {
    text: "TDIU approved but not P&T, so my kids can't get DEA. how do I get the P&T part?",
    area: 'tdiu',
  },
  { text: 'whats the income limit for tdiu', area: 'tdiu' },
  {
    text: 'Had to quit trucking because of my back and neck after 20 years of it. Does TDIU apply to someone who could theoretically still do a desk job?',
    area: 'tdiu',
  },
  { text: 'extraschedular TDIU, what does that mean in english', area: 'tdiu' },
  {
    text: 'TDIU denial says I have a college degree so I could do sedentary work. My degree is in welding technology lol',
    area: 'tdiu',
  },
  { text: 'does tdiu affect whether my wife can work', area: 'tdiu' },
  { text: 'tdiu and ssdi at the same time, allowed?', area: 'tdiu' },
  { text: 'how much gi bill do i have left', area: 'gi-bill' },
  {
    text: 'My housing allowance for school is way less than I expected. How is it calculated?',
    area: 'gi-bill',
  },
  {
    text: "ok so heres the deal and sorry for the wall of text. i got out in 2021 after 4 yrs in the army (25U), used about 9 months of post 9/11 at a community college, then had to stop bc my mom got sick and i moved back home to help. she's better now thank god. now i want to go back and finish a bachelors in cybersecurity, but the school i want is private and like 38k a year. a couple questions. 1) does my gi bill cover all of that or just part since its private? 2) is that school yellow ribbon and how do i even check 3) i have 27 months left i think, is that enough for a 4 year degree if some credits transfer? 4) can i work part time and still get the housing money and is it less if some classes r online 5) my girlfriend says i should use voc rehab instead, i have 30% for knees and tinnitus, is she right?? thanks in advance seriously",
    area: 'gi-bill',
  },
  {
    text: 'one in-person class and two online. do I get the full housing rate or the online rate?',
    area: 'gi-bill',
  },
  { text: 'Yellow Ribbon program - which schools participate?', area: 'gi-bill' },
  {
    text: 'Missed a whole month of MHA because the school certified me late. Who do I yell at',
    area: 'gi-bill',
  },
  { text: 'gi bill for cdl school?', area: 'gi-bill' },
  { text: 'does the gi bill cover grad school', area: 'gi-bill' },
  { text: 'I dropped a class mid-semester. Am I going to owe the VA money?', area: 'gi-bill' },
  {
    text: "Got a debt letter for $2,400 from the GI Bill. Didn't even realize I dropped below full time. Can I do a payment plan?",
    area: 'gi-bill',
  },
  {
    text: 'havent gotten the enrollment verification text this month. did they stop doing that',
    area: 'gi-bill',
  },
  {
    text: 'Am I eligible for the Fry Scholarship? My dad was killed in Iraq when I was 4.',
    area: 'gi-bill',
  },
  { text: 'forever GI bill - which part is actually forever', area: 'gi-bill' },
  {
    text: "my school says they're not approved for va benefits. how do i find out which ones are",
    area: 'gi-bill',
  },
  {
    text: 'Can I use the GI Bill for an HVAC certificate at the community college?',
    area: 'gi-bill',
  },
  { text: 'Can I split my transferred entitlement between my two kids?', area: 'gi-bill' },
  {
    text: "can my spouse use the GI Bill I transferred while I'm still active duty",
    area: 'gi-bill',
  },
  { text: "Chapter 1606 MGIB-SR, can I use it for a master's?", area: 'gi-bill' },
  {
    text: "Rant incoming. The school certifying official at my college is never in her office. Three weeks I've been trying to reach her. Emails, voicemails, walked over twice. Meanwhile the VA says they never received my enrollment and my rent is due on the 1st. Who am I supposed to talk to when the one person who can fix this is a ghost?",
    area: 'gi-bill',
  },
  { text: 'what is the 36 month limit', area: 'gi-bill' },
  { text: 'Does the GI Bill pay for certification tests like Security+?', area: 'gi-bill' },
  { text: "I'm 55. Is it dumb to go back to school on my GI Bill now?", area: 'gi-bill' },
  { text: 'how do i apply for voc rehab', area: 'vre' },
  { text: 'Is VR&E better than the GI Bill for going to college?', area: 'vre' },
  {
    text: "can VR&E pay for a masters?? my counselor said rarely and then changed the subject. I already have a BS in psych and every job I want in counseling needs the masters plus a license. feels like I'm being slow-walked",
    area: 'vre',
  },
  {
    text: "What's the subsistence allowance under Chapter 31 and can I get it on top of GI Bill housing?",
    area: 'vre',
  },
  { text: 'Can VR&E help me start my own business? Thinking landscaping.', area: 'vre' },
  { text: 'What does the independent living program through VR&E cover?', area: 'vre' },
  { text: 'used up all my gi bill. can i still do vr&e', area: 'vre' },
  { text: "Does voc rehab help with child care while I'm in class?", area: 'vre' },
  {
    text: "VR&E counselor said nursing isn't suitable for me because of my back. I really want to be a nurse. Who actually decides that?",
    area: 'vre',
  },
  { text: 'Is there a way to use VR&E for truck driving school?', area: 'vre' },
  { text: 'how much of a rating do you need for voc rehab', area: 'vre' },
  {
    text: 'The VR&E orientation is a 40 minute video of a guy reading slides. Do I have to watch all of it or is there a quiz at the end?',
    area: 'vre',
  },
  { text: "what's chapter 36 counseling? free education counseling?", area: 'vre' },
  {
    text: 'Does VR&E pay tuition straight to the school or do I pay and get reimbursed?',
    area: 'vre',
  },
  { text: 'If I drop out of my VR&E program partway through, do I owe money back?', area: 'vre' },
  {
    text: 'Does VR&E cover tools for a trade? My welding gear alone is going to run about $2k.',
    area: 'vre',
  },
  {
    text: 'Am I eligible for VA health care with no disability rating? I did 4 years in the Navy, honorable.',
    area: 'health-care',
  },
  {
    text: "Is dental covered? My teeth are a wreck. Two cracked molars and one I'm pretty sure is infected, I've been chewing on the left side for a month. I'm rated 30% and nothing dental. Somebody told me dental is only for 100% or former POWs. Is that right?",
    area: 'health-care',
  },
  {
    text: 'Does the VA give out hearing aids for free? Costco quoted me $1,400 and my wife is tired of the TV being at volume 60. I was a tanker for 8 years, Abrams, if that matters.',
    area: 'health-care',
  },
  {
    text: "My VA doc retired and now I'm on a waitlist for a new PCP. Six months. Anything I can do in the meantime?",
    area: 'health-care',
  },
  { text: 'va eye doctor, do they cover glasses too', area: 'health-care' },
  {
    text: "Can my VA doctor recommend medical marijuana? It's legal in Michigan where I live.",
    area: 'health-care',
  },
  { text: 'does the va cover ivf', area: 'health-care' },
  {
    text: 'secure messaging on my healthevet isnt letting me pick my doctor from the list. anyone else having that?',
    area: 'health-care',
  },
  {
    text: "What's the deal with the new health record system? My VA switched over and now nothing works right.",
    area: 'health-care',
  },
  { text: 'do i need to reapply for health care every year', area: 'health-care' },
  { text: "Do I have to fill out the financial assessment if I'm rated 50%?", area: 'health-care' },
  {
    text: 'Does the VA cover hospice? My father is in his last months with COPD and wants to be at home.',
    area: 'health-care',
  },
  {
    text: "I got a bill from the VA for a copay on a visit for my service-connected knee. Shouldn't that be free?",
    area: 'health-care',
  },
  { text: 'Is acupuncture available? My PT said it might help my neck.', area: 'health-care' },
  {
    text: 'cpap supplies... how do i reorder masks and filters?? the phone tree makes me press 1 then 4 then 2 and then hangs up on me. every time. is there an online way',
    area: 'health-care',
  },
  { text: 'Guard member, no federal deployments. Can I get VA health care?', area: 'health-care' },
  { text: 'can i get my flu shot at cvs and have the va pay for it', area: 'health-care' },
  { text: 'Does the VA provide wheelchairs and ramps for the house?', area: 'health-care' },
  { text: "Vet Center vs VA hospital, what's the difference?", area: 'health-care' },
  { text: 'is there a way to do video visits with my VA doctor', area: 'health-care' },
  {
    text: 'HISA grant for bathroom modifications. How does that work? I need a walk-in shower.',
    area: 'health-care',
  },
  {
    text: 'I live in the Philippines now. How does the Foreign Medical Program work?',
    area: 'health-care',
  },
  {
    text: 'the check in kiosk at my VA is broken half the time. can I check in from my phone?',
    area: 'health-care',
  },
  {
    text: 'Went to a non-VA ER last weekend with a kidney stone. Was I supposed to tell the VA within 72 hours?',
    area: 'health-care',
  },
  {
    text: "Hello, I'm writing on behalf of my father, who is 87 and a Korean War veteran. He has been getting his care at the VA clinic in our town for about 15 years and has always been happy with it. Recently his doctor referred him to cardiology at the main VA hospital, which is a 2 hour drive, and he can no longer drive himself. I work during the week. Is there a shuttle, a volunteer driver program, or some type of transportation assistance we can use? I'd also like to know if I can attend the appointment with him, since his hearing is poor and he tends to say everything is fine.",
    area: 'health-care',
  },
  { text: 'What gets you approved for community care?', area: 'community-care' },
  { text: "where's the nearest in-network urgent care? I'm in Lubbock", area: 'community-care' },
  { text: 'Optum called me about my referral. Is that legit?', area: 'community-care' },
  {
    text: 'My referral expired before I could get in. Do I need a whole new one?',
    area: 'community-care',
  },
  {
    text: 'community care PT ran out after 6 visits and my shoulder is not better. how do I get more',
    area: 'community-care',
  },
  {
    text: 'A collections agency is calling about a community care ER bill from 2023. The VA was supposed to pay it. Help',
    area: 'community-care',
  },
  {
    text: 'Does community care work for therapy? The VA mental health clinic near me is booked out.',
    area: 'community-care',
  },
  { text: 'how do i know if my local dentist takes va community care', area: 'community-care' },
  { text: 'Do I pay a copay with community care?', area: 'community-care' },
  {
    text: 'Community care office wants my SSN and my referral number before the appointment. Is that normal?',
    area: 'community-care',
  },
  { text: 'MISSION Act, what is it in plain English', area: 'community-care' },
  {
    text: "What's an SEOC on my referral? The orthopedic office keeps asking me about it and I have no clue.",
    area: 'community-care',
  },
  { text: 'urgent care benefit, how many visits do I get a year', area: 'community-care' },
  {
    text: 'Can community care cover a second opinion from a specialist at the university hospital?',
    area: 'community-care',
  },
  {
    text: 'My community care doctor wants an MRI. Does he need another approval from the VA for that?',
    area: 'community-care',
  },
  { text: 'whats the difference between CPT and PE for ptsd', area: 'mental-health' },
  {
    text: 'Can I see a therapist outside the VA and have the VA pay for it?',
    area: 'mental-health',
  },
  { text: 'Do I need a referral for the Vet Center?', area: 'mental-health' },
  { text: 'What group therapy options does the VA have?', area: 'mental-health' },
  { text: 'Will seeing a therapist mess up my security clearance?', area: 'mental-health' },
  {
    text: 'Do I need a service-connected rating to get mental health care?',
    area: 'mental-health',
  },
  {
    text: "Is there an anger management class or something for vets? My wife wants me to go and honestly she's right, I yell at the TV during football like it owes me money.",
    area: 'mental-health',
  },
  { text: 'psychiatrist vs psychologist at the VA, which one do I ask for', area: 'mental-health' },
  { text: 'Does the VA offer the stellate ganglion block for PTSD?', area: 'mental-health' },
  {
    text: 'Does the VA cover esketamine / Spravato for treatment-resistant depression? My psychiatrist mentioned it.',
    area: 'mental-health',
  },
  { text: "What's an MST coordinator and how do I reach one?", area: 'mental-health' },
  {
    text: "Finished CPT last month and I'm doing way better. Do I still need to keep the monthly check-ins?",
    area: 'mental-health',
  },
  { text: 'Is the Vet Center free for family members too?', area: 'mental-health' },
  {
    text: 'My nightmares picked back up with all the anniversary coverage on TV. Is prazosin still something they prescribe for that?',
    area: 'mental-health',
  },
  { text: 'can I do therapy over video? not a fan of the VA waiting room', area: 'mental-health' },
  {
    text: "My son is a Marine vet, 28, and he's drinking more than I'd like. How can I get him info about VA substance use programs without it turning into a lecture?",
    area: 'mental-health',
  },
  {
    text: 'are there residential PTSD programs, like a 6-8 week program somewhere',
    area: 'mental-health',
  },
  { text: 'Will a PTSD diagnosis affect my gun rights?', area: 'mental-health' },
  {
    text: 'mental health intake was basically a 2 hour questionnaire. is that normal',
    area: 'mental-health',
  },
  { text: "what's a peer support specialist", area: 'mental-health' },
  {
    text: 'Guard member, never deployed, but I had a rough time after the hurricane response mission last year. Can I use the Vet Center?',
    area: 'mental-health',
  },
  { text: "Anything for insomnia that isn't pills? I've heard of CBT-I.", area: 'mental-health' },
  { text: 'how do i refill my meds online', area: 'pharmacy' },
  {
    text: "my prescription never came in the mail and I'm down to 3 pills. what do I do",
    area: 'pharmacy',
  },
  {
    text: 'The VA switched my blood pressure med to a different generic and I just feel off on it. Can I ask to go back to the old one?',
    area: 'pharmacy',
  },
  { text: 'how much are va prescription copays now', area: 'pharmacy' },
  { text: 'Lost my gabapentin bottle on a trip. How do I get an early refill?', area: 'pharmacy' },
  {
    text: 'Going to see the grandkids for a month. Can I get a 90 day supply early?',
    area: 'pharmacy',
  },
  { text: 'Can my meds ship to my winter address in Florida Nov thru March?', area: 'pharmacy' },
  { text: 'does the va carry ozempic or wegovy', area: 'pharmacy' },
  { text: 'Does the VA cover the shingles shot?', area: 'pharmacy' },
  {
    text: "How do I get rid of old medications? I have a drawer full of expired stuff from my late wife's cancer treatment and I don't want them sitting around.",
    area: 'pharmacy',
  },
  {
    text: "Is there a number for the VA pharmacy that doesn't come with a 40 minute hold",
    area: 'pharmacy',
  },
  { text: 'pharmacy tracking says delivered, it is NOT here. porch pirates?', area: 'pharmacy' },
  { text: 'VA loan with a 580 credit score, possible or no?', area: 'home-loan' },
  { text: 'Can I buy a duplex with a VA loan and rent out the other side?', area: 'home-loan' },
  { text: 'Is there still a max loan amount on VA loans?', area: 'home-loan' },
  {
    text: 'VA appraisal came in $15k low. What happens now? We really want this house.',
    area: 'home-loan',
  },
  { text: 'Can I use a VA loan to build a house from scratch?', area: 'home-loan' },
  { text: 'Can a surviving spouse use a VA loan?', area: 'home-loan' },
  { text: 'IRRRL, is refinancing even worth it with rates where they are?', area: 'home-loan' },
  { text: 'VA loan for a manufactured home on our own land?', area: 'home-loan' },
  {
    text: "Behind 2 months on my mortgage after losing my job. It's a VA loan. Is there any help?",
    area: 'home-loan',
  },
  {
    text: "Is it true sellers don't like VA loans? Our agent keeps hinting at it. We've lost out on 3 houses now to conventional buyers offering the same price. Is there anything we can do on our side to make a VA offer look stronger, like covering an appraisal gap?",
    area: 'home-loan',
  },
  { text: 'Does VA disability income count when qualifying for a mortgage?', area: 'home-loan' },
  { text: 'Cash out refi on my VA loan to pay off credit cards. Dumb idea?', area: 'home-loan' },
  {
    text: "Lender says I need a termite inspection because it's VA. Is that still a requirement?",
    area: 'home-loan',
  },
  {
    text: 'My husband and I are both vets. Can we combine our VA entitlements on one house?',
    area: 'home-loan',
  },
  {
    text: 'can someone assume my VA loan when I sell? my rate is 2.75 and buyers are asking',
    area: 'home-loan',
  },
  { text: 'Native American Direct Loan, who qualifies?', area: 'home-loan' },
  { text: 'How soon after a chapter 7 bankruptcy can I get a VA loan?', area: 'home-loan' },
  { text: 'va loan for just land?', area: 'home-loan' },
  {
    text: "What's the difference between VA pension and disability compensation? People use them like they're the same thing.",
    area: 'pension',
  },
  {
    text: "Aid and Attendance for my mom. She's the widow of a Korea vet. Can she get it?",
    area: 'pension',
  },
  { text: 'What medical expenses can we deduct from income for pension?', area: 'pension' },
  {
    text: 'Pension lookback period, 3 years? What does that mean if we gave my sister money for her wedding last year?',
    area: 'pension',
  },
  { text: 'do I have to report my income every year for pension', area: 'pension' },
  { text: 'Survivors pension vs DIC, which one applies to me?', area: 'pension' },
  { text: 'Does the VA count an IRA for pension?', area: 'pension' },
  { text: 'can you get pension under 65', area: 'pension' },
  {
    text: 'I get $1,200 a month from social security. Does that knock me out of pension?',
    area: 'pension',
  },
  { text: 'Is Aid and Attendance taxable?', area: 'pension' },
  {
    text: "My mother's pension was stopped because she didn't send back an income form. She's 93 and didn't understand it. How do we get it turned back on?",
    area: 'pension',
  },
  { text: 'can pension pay for in home care', area: 'pension' },
  {
    text: "Does dad need a fiduciary if he gets pension? He can't really manage money anymore.",
    area: 'pension',
  },
  {
    text: 'Vietnam era but I never went overseas, was stateside at Fort Ord the whole time. Can I still get pension?',
    area: 'pension',
  },
  {
    text: 'If my wife gets an inheritance from her aunt, does that affect my pension?',
    area: 'pension',
  },
  {
    text: "Hi. My grandmother is 91 and her husband (my grandfather) served in the Army during Korea. He passed in 2008 of a stroke. She lives in an assisted living place that costs $5,800 a month and her savings are running down faster than we planned. Her only income is social security, about $1,400. My aunt heard something about a survivors pension with aid and attendance. Is that the right thing to look at? What documents do we need, and does it matter that we can't find his discharge papers?",
    area: 'pension',
  },
  {
    text: "I'm sorry if this is long. My husband Ron passed away in September after a long fight with bladder cancer. He was 74. He served in the Navy from 1968 to 1972 and was on a destroyer off the coast of Vietnam, which I understand might matter for Agent Orange, though I've read the blue water rules changed a few years ago. He was never rated for anything by the VA. He always said he didn't want to be a burden on the system, and he had good insurance through his job at the phone company. Our daughter thinks I should apply for DIC because bladder cancer is now on the Agent Orange list. Is that true? Does it matter that he never had a claim himself? I have his DD214, our marriage certificate from 1975, and his death certificate, which lists the bladder cancer as the cause. What else do I need, and is there a deadline I should worry about? I'm 73 and not very good with computers, but my daughter is helping me.",
    area: 'dic',
  },
  {
    text: 'My dad died of lung cancer in March. He was a Vietnam vet, in country 1969. Can my mom get DIC?',
    area: 'dic',
  },
  { text: 'If I remarry after 55 do I keep my DIC?', area: 'dic' },
  { text: "Can my kids get DIC too? They're 15 and 17.", area: 'dic' },
  { text: 'what is the 8 year rule for DIC', area: 'dic' },
  { text: 'Form 21P-534EZ. Do I send the death certificate with it or separately?', area: 'dic' },
  {
    text: 'DIC denied because the death certificate lists heart failure and not his PTSD or his diabetes. Can I appeal that?',
    area: 'dic',
  },
  {
    text: 'My son died of colon cancer at 34. He was an Army vet, Iraq twice. Are there any benefits for parents?',
    area: 'dic',
  },
  { text: 'how long is dic taking to process these days', area: 'dic' },
  {
    text: "I'm his widow, and he was divorced from his first wife. Does she get anything?",
    area: 'dic',
  },
  { text: 'Can I get DIC and SBP at the same time now? I heard the offset ended.', area: 'dic' },
  {
    text: "Dad passed in his sleep at 91. Mom is 88. What are the first steps with the VA? Sorry, I'm all over the place, I don't know where to start.",
    area: 'dic',
  },
  {
    text: "My husband died in 2015 and I never applied for anything because I didn't know I could. Can I still apply?",
    area: 'dic',
  },
  { text: 'widow here. how do I change the direct deposit from his name to mine', area: 'dic' },
  { text: 'Does getting DIC make me eligible for CHAMPVA?', area: 'dic' },
  { text: "Does DIC stop if I move in with my boyfriend? We're not getting married.", area: 'dic' },
  { text: 'What is CHAMPVA?', area: 'champva' },
  { text: 'who is eligible for champva', area: 'champva' },
  {
    text: "My mom has CHAMPVA through my late father and just turned 65. She's confused, and frankly so am I, about how CHAMPVA works with Medicare. Does Medicare pay first and CHAMPVA picks up the rest? Does she need Part D too, or does CHAMPVA cover her prescriptions? She takes about 9 medications so we need to get this right before January.",
    area: 'champva',
  },
  { text: 'what age do kids age out of champva', area: 'champva' },
  { text: 'Does CHAMPVA cover dental?', area: 'champva' },
  {
    text: "Our pediatrician doesn't accept CHAMPVA. Can we still go and file the claim ourselves?",
    area: 'champva',
  },
  { text: 'whats the champva deductible', area: 'champva' },
  {
    text: "Can CHAMPVA cover hearing aids for my husband? He's the dependent, I'm the vet.",
    area: 'champva',
  },
  {
    text: "How do I keep CHAMPVA for my daughter who's a full-time student at 19?",
    area: 'champva',
  },
  { text: 'Is CHAMPVA the same as TRICARE?', area: 'champva' },
  { text: 'champva catastrophic cap, how much', area: 'champva' },
  {
    text: "I'm turning 65 and CHAMPVA says I need Medicare Part B. Do I really have to pay for Part B?",
    area: 'champva',
  },
  { text: 'How do I schedule a burial at a national cemetery?', area: 'burial' },
  {
    text: "Pre-need eligibility. Can I find out now whether I'm eligible, so my kids don't have to deal with it later?",
    area: 'burial',
  },
  { text: "Headstone vs medallion, what's the difference?", area: 'burial' },
  {
    text: 'My father died last week at 94. He was Navy in WWII. How do we arrange military honors at the funeral?',
    area: 'burial',
  },
  {
    text: "Presidential Memorial Certificate for my grandmother's brother, who's allowed to request one? He had no kids.",
    area: 'burial',
  },
  { text: 'do vets get free cremation', area: 'burial' },
  {
    text: 'Is there a burial benefit if the vet died in a private nursing home, not a VA one?',
    area: 'burial',
  },
  { text: 'How long does burial reimbursement take? The funeral home wants paid.', area: 'burial' },
  { text: 'plot allowance?', area: 'burial' },
  {
    text: "What paperwork does the funeral home need from us? They keep asking for his DD214 and we can't find it.",
    area: 'burial',
  },
  {
    text: 'Can my adult son who has Down syndrome be buried with me in a national cemetery?',
    area: 'burial',
  },
  {
    text: 'Does the VA pay for transporting remains? My uncle died in Arizona and the family wants him buried back home in Ohio.',
    area: 'burial',
  },
  {
    text: 'Arlington, who actually qualifies? My dad did 3 years in the Army in the 60s, no retirement, and he always said that is where he wants to be buried someday.',
    area: 'burial',
  },
  {
    text: "We scattered my dad's ashes at the lake like he wanted. Can we still get a memorial marker somewhere?",
    area: 'burial',
  },
  { text: 'How does a columbarium niche work at the national cemeteries?', area: 'burial' },
  { text: 'can i put beloved grandfather on a va headstone', area: 'burial' },
  { text: "What's VALife?", area: 'insurance' },
  {
    text: "Dad had a VA life insurance policy from the 60s. How do we find out if it's still active?",
    area: 'insurance',
  },
  { text: 'is valife whole life or term', area: 'insurance' },
  {
    text: 'My husband was a reservist and died of a heart attack at 44 while he was still in. How do I start an SGLI claim?',
    area: 'insurance',
  },
  { text: 'Does FSGLI on my spouse end when I separate?', area: 'insurance' },
  {
    text: 'TSGLI. Lost the tip of my finger in a training accident. Am I eligible?',
    area: 'insurance',
  },
  { text: 'Can I cash out my old NSLI policy?', area: 'insurance' },
  { text: 'VGLI deadline, I got out 14 months ago. too late?', area: 'insurance' },
  {
    text: "Is VA life insurance better than the term policy through my employer? I'm 38, 60% rated, two kids, and my job offers 2x salary. Wondering if VALife on top is worth it or if I should just buy a private term policy.",
    area: 'insurance',
  },
  {
    text: 'My grandfather still gets dividend checks from an old VA insurance policy. Are those taxable?',
    area: 'insurance',
  },
  {
    text: "I'm totally disabled. Do I still have to pay my VGLI premiums or is there a waiver?",
    area: 'insurance',
  },
  {
    text: 'who do I call about a VA insurance policy? the number on the letter just rings forever',
    area: 'insurance',
  },
  { text: 'How do I upgrade my discharge?', area: 'discharge-upgrade' },
  { text: 'OTH discharge from 2004. Can I get any VA benefits at all?', area: 'discharge-upgrade' },
  { text: 'What is a character of discharge determination?', area: 'discharge-upgrade' },
  {
    text: 'Got a general under honorable for a hot UA in 1999. Worth trying to get it upgraded after all this time?',
    area: 'discharge-upgrade',
  },
  {
    text: 'My uncle was kicked out for being gay in 1978. Can he get his discharge fixed now?',
    area: 'discharge-upgrade',
  },
  {
    text: "Is there free legal help for discharge upgrades? I got a general in 2009 after a DUI. I've been sober 11 years, own a business, coach Little League. I'd just like it fixed, and I can't afford a lawyer at $300 an hour.",
    area: 'discharge-upgrade',
  },
  {
    text: "Can I get VA mental health care with an OTH? I heard there's something for that now.",
    area: 'discharge-upgrade',
  },
  {
    text: 'I have an RE-4 code. What does that mean and can it be changed?',
    area: 'discharge-upgrade',
  },
  { text: 'how long does the DRB take', area: 'discharge-upgrade' },
  {
    text: 'My dad got an undesirable discharge in the Korea era. He passed in 2011. Can the family still apply for an upgrade?',
    area: 'discharge-upgrade',
  },
  {
    text: 'Can a PTSD diagnosis I got later be used to explain misconduct back then?',
    area: 'discharge-upgrade',
  },
  { text: 'DD 293 vs DD 149?', area: 'discharge-upgrade' },
  {
    text: 'Lost my DD214 in a move and I need it for a job by Friday. Fastest way??',
    area: 'records',
  },
  {
    text: "Is the 1973 NPRC fire going to be a problem for my grandfather's Army records? He served 1952-1954.",
    area: 'records',
  },
  { text: 'My DD214 has the wrong birth date. How do I fix that?', area: 'records' },
  {
    text: 'I think my Army Achievement Medal is missing from my records. How do I check?',
    area: 'records',
  },
  { text: "My DD214 doesn't list my Kosovo deployment. Does that matter?", area: 'records' },
  { text: 'Can I get my VA medical records sent to my new civilian doctor?', area: 'records' },
  { text: 'Is an NGB-22 the same as a DD214 for Guard?', area: 'records' },
  { text: 'is ebenefits gone now? where did everything go', area: 'records' },
  {
    text: 'Where do I get my VA benefit summary letter? The county needs it for my property tax exemption.',
    area: 'records',
  },
  {
    text: 'What do I show for proof of service to get the military discount at Home Depot?',
    area: 'records',
  },
  {
    text: "Veteran ID card vs the veteran mark on my driver's license. Do I need both?",
    area: 'records',
  },
  {
    text: 'how long is NPRC taking right now?? sent my SF-180 in july. its november. called and got a recording telling me to check the website, which tells me to call. love it',
    area: 'records',
  },
  { text: 'DD214 member 4 copy vs member 1, which one do people want?', area: 'records' },
  {
    text: 'My great-grandfather served in WWI. How would I even go about finding his records?',
    area: 'records',
  },
  {
    text: "Can I get a copy of my enlistment contract? Recruiter promised me things that weren't in it, just curious now lol",
    area: 'records',
  },
  { text: 'How do I update the gender marker on my VA records?', area: 'records' },
  { text: "Does Florida have free tuition for disabled veterans' kids?", area: 'state-benefits' },
  {
    text: 'California College Fee Waiver for dependents of disabled vets. How does it work and which plan do we qualify for?',
    area: 'state-benefits',
  },
  { text: 'Hazlewood Act. Can I pass my unused hours to my son?', area: 'state-benefits' },
  {
    text: 'free hunting and fishing license for disabled vets in georgia?',
    area: 'state-benefits',
  },
  {
    text: 'Do the DV license plates in Virginia let me park in handicap spots?',
    area: 'state-benefits',
  },
  {
    text: "State veterans home. How do I get my dad into one? He's 84 with dementia and my mom can't manage him at home anymore.",
    area: 'state-benefits',
  },
  { text: 'vehicle registration fee waiver for vets in NC?', area: 'state-benefits' },
  { text: 'Illinois Veteran Grant for college, who qualifies', area: 'state-benefits' },
  {
    text: 'Does Washington state have a property tax break for disabled vets?',
    area: 'state-benefits',
  },
  { text: 'Massachusetts chapter 115, what is it?', area: 'state-benefits' },
  {
    text: 'Do I have to be a resident for a certain number of years to get the veterans property tax exemption?',
    area: 'state-benefits',
  },
  { text: 'wisconsin GI bill vs federal, how are they different', area: 'state-benefits' },
  { text: 'How do I claim veterans preference for state government jobs?', area: 'state-benefits' },
  {
    text: 'New Jersey $250 veterans property tax deduction. Worth the paperwork?',
    area: 'state-benefits',
  },
  {
    text: 'Oregon veterans home loan program. Better or worse than a VA loan?',
    area: 'state-benefits',
  },
  {
    text: 'Heard some counties have a veterans relief fund for emergencies. How do I find out if mine does? Michigan.',
    area: 'state-benefits',
  },
  {
    text: 'Veterans preference on federal jobs, is it automatic or do I have to upload something?',
    area: 'jobs',
  },
  {
    text: '88M for 8 years. what do I even call that on a civilian resume besides truck driver',
    area: 'jobs',
  },
  { text: 'SkillBridge, how do I find one? I ETS in 10 months.', area: 'jobs' },
  {
    text: 'Got laid off after 9 years at the plant. Are there veteran-specific unemployment benefits or is it just regular UI?',
    area: 'jobs',
  },
  {
    text: "How do I get a job at the VA itself? I was a 68W for 6 years and I'm halfway through an LPN program. I'd love to work at the VA hospital where I get my own care, but USAJobs is a maze and every posting I click says open to current employees only.",
    area: 'jobs',
  },
  {
    text: "Do I have to tell my employer I have a VA rating? New job, and the onboarding paperwork has a voluntary self-identification form for disabled vets. I'm 40% for knees and tinnitus. Will checking that box hurt me?",
    area: 'jobs',
  },
  { text: 'Can my employer fire me for taking time off for VA appointments?', area: 'jobs' },
  {
    text: 'USERRA question, my employer is dragging their feet on giving me my job back after my deployment. What are my rights?',
    area: 'jobs',
  },
  { text: 'Does Troops to Teachers still exist?', area: 'jobs' },
  {
    text: "I'm 52, got out 30 years ago, and just got laid off from the plant. Is there anything for vets my age looking for work?",
    area: 'jobs',
  },
  { text: 'Is DOL VETS part of the VA or a separate thing?', area: 'jobs' },
  {
    text: 'Resume help for a retired E-8? Everyone tells me mine reads like an NCOER.',
    area: 'jobs',
  },
  {
    text: "How do I explain a 6 year gap on my resume? I was taking care of my mom until she passed from Parkinson's.",
    area: 'jobs',
  },
  {
    text: 'Can I ask for full telework as a reasonable accommodation at a federal agency because of my disability?',
    area: 'jobs',
  },
  {
    text: 'r there apprenticeships for vets in the trades? plumbing or electrical, i dont care which, just want to work w my hands',
    area: 'jobs',
  },
  {
    text: 'interview tomorrow and they want to see my DD214 for vet status. which copy do i bring',
    area: 'jobs',
  },
  {
    text: "What's the Program of Comprehensive Assistance for Family Caregivers?",
    area: 'caregiver',
  },
  { text: 'how much is the caregiver stipend', area: 'caregiver' },
  {
    text: "Am I eligible to be my husband's caregiver through the VA? He's 70% for TBI and can't drive.",
    area: 'caregiver',
  },
  {
    text: "Respite care. Can I get a weekend break? I haven't had one in over a year and I'm running on fumes.",
    area: 'caregiver',
  },
  { text: 'wat does a caregiver support cordinator actually do', area: 'caregiver' },
  {
    text: "My brother and I disagree about dad's care. Can two people both be listed as caregivers?",
    area: 'caregiver',
  },
  { text: 'are there caregiver training classes online', area: 'caregiver' },
  { text: 'Does the caregiver stipend count as taxable income?', area: 'caregiver' },
  { text: 'Can I get health insurance through the caregiver program?', area: 'caregiver' },
  {
    text: "Is there any caregiver help for adult children caring for an aging parent who's a vet?",
    area: 'caregiver',
  },
  {
    text: "My wife is my caregiver. If I'm in the hospital for 2 weeks does her stipend stop?",
    area: 'caregiver',
  },
  { text: "What's the Veteran-Directed Care program?", area: 'caregiver' },
  {
    text: "Adult day health care for my husband, does the VA cover it? He has Parkinson's and I still work mornings.",
    area: 'caregiver',
  },
  { text: 'why does it say I have 3 prompts left', area: 'site' },
  { text: 'What happens when I run out of questions for the month?', area: 'site' },
  {
    text: "How do I cancel my subscription? Not mad, just don't need it anymore, my claim is done.",
    area: 'site',
  },
  {
    text: "Is my information private on here? I'm about to upload my whole C-file with my SSN, medical history, everything. Who can see it, and do you keep it after I cancel?",
    area: 'site',
  },
  { text: 'Do you share what I type with the VA?', area: 'site' },
  {
    text: "What file types can I upload? My records are photos from my iPhone and they're .heic",
    area: 'site',
  },
  { text: 'How big can a file be? My C-file is 1,800 pages.', area: 'site' },
  { text: 'how do i delete my account', area: 'site' },
  { text: "Can I change the email on my account? I'm getting rid of my old yahoo.", area: 'site' },
  { text: 'where do I see my old conversations', area: 'site' },
  { text: 'Does the subscription auto renew?', area: 'site' },
  { text: 'Can my wife use my account or does she need her own?', area: 'site' },
  { text: 'Is there an app, or just the website?', area: 'site' },
  { text: 'Is this site run by the VA?', area: 'site' },
  { text: "Text is way too small and zooming doesn't make it bigger on my tablet.", area: 'site' },
  { text: 'Can I print this conversation to bring to my VSO?', area: 'site' },
  { text: 'The verify email link says expired. Already clicked resend twice.', area: 'site' },
  { text: 'the 2FA code never comes to my phone', area: 'site' },
  { text: 'Does a follow-up question count as a new prompt or is it the same one?', area: 'site' },
  {
    text: "you gave me the wrong form number last time. it's 20-0995 for a supplemental, not 20-0996. that's the HLR",
    area: 'site-feedback',
  },
  {
    text: 'Your last answer was way too long. Just give me the short version next time please.',
    area: 'site-feedback',
  },
  { text: 'Honestly love this site. Helped me more than my VSO ever did.', area: 'site-feedback' },
  { text: 'paid for premium and it feels exactly like the free version', area: 'site-feedback' },
  {
    text: 'Just wanted to say thank you. I finally understand my rating letter after 3 years of nodding along.',
    area: 'site-feedback',
  },
  {
    text: 'You told me the Board was the fastest option and then my VSO laughed at me. Which is it?',
    area: 'site-feedback',
  },
  {
    text: "Feedback for whoever builds this thing: I'm 74 and I use a magnifier. The grey text on white background is very hard for me to read, and the send button is tiny. The answers themselves are good and I appreciate that you explain the acronyms. But please, bigger buttons and darker letters. My wife had to read the last answer to me. Also it would be nice if there was a way to have it read out loud. Thank you for listening to an old Marine gripe.",
    area: 'site-feedback',
  },
  { text: 'Do I have to report VA disability on my taxes?', area: 'off-topic' },
  { text: 'Can my ex-wife get part of my VA disability in the divorce?', area: 'off-topic' },
  { text: 'Do you know a good VA disability lawyer in Tampa?', area: 'off-topic' },
  {
    text: "What's the deal with claim sharks? A company keeps texting me promising 100% for a fee.",
    area: 'off-topic',
  },
  { text: 'which celebrities are veterans', area: 'off-topic' },
  { text: 'was elvis really in the army or was that a movie', area: 'off-topic' },
  { text: 'Is it true Drew Carey was a Marine?', area: 'off-topic' },
  {
    text: 'Tell me a joke about the Air Force. My brother is Air Force and I need ammunition for Thanksgiving.',
    area: 'off-topic',
  },
  {
    text: "My neighbor says he's 100% for PTSD but he golfs every single day. Can somebody report that?",
    area: 'off-topic',
  },
  {
    text: 'My brother-in-law keeps bragging he got 90% and calls me an idiot for not filing. Is his stuff even legit? He was a cook at Fort Hood.',
    area: 'off-topic',
  },
  { text: 'How do you fold a flag properly? 13 folds right?', area: 'off-topic' },
  { text: 'can you do my taxes', area: 'off-topic' },
  {
    text: 'How do I write a letter to my congressman about how slow the VA is? Does that actually do anything?',
    area: 'off-topic',
  },
  {
    text: "Recipe for SOS? The creamed chipped beef kind. My husband won't stop talking about it from his Navy days and I want to surprise him.",
    area: 'off-topic',
  },
  {
    text: 'What does FUBAR stand for? My 10 year old heard grandpa say it. Clean version please.',
    area: 'off-topic',
  },
  {
    text: "Could you write my daughter's college essay about being a military kid? Kidding. Mostly. Can you give her some tips though?",
    area: 'off-topic',
  },
  { text: 'Can I sue the VA for losing my paperwork three times?', area: 'off-topic' },
  {
    text: "Who's the best VSO outfit, DAV, VFW or the Legion? My dad swears by the Legion but he also swears by his 1994 Buick.",
    area: 'off-topic',
  },
  { text: 'Will a chapter 13 bankruptcy affect my VA disability payments?', area: 'off-topic' },
  {
    text: "Not really a VA question but you seem to know everything. My husband and I are arguing about this and I need a tiebreaker. He says the Army is the oldest branch because it was founded June 14, 1775. I say the Marines are older because of Tun Tavern or whatever, but he says that was November 1775, so Army wins. Then my son-in-law who's Navy chimed in and said the Navy was October 1775, which puts them in the middle and now he's insufferable. Who's right? And does it even matter if the Continental ones got disbanded and restarted later? Winner picks the restaurant Friday so this is important.",
    area: 'off-topic',
  },
  { text: 'hi', area: 'small-talk' },
  { text: 'hello??', area: 'small-talk' },
  { text: 'Are you a bot?', area: 'small-talk' },
  { text: 'is this a real person or a computer', area: 'small-talk' },
  { text: 'Thank you so much, that really helped me understand it.', area: 'small-talk' },
  { text: "you're pretty smart for a computer", area: 'small-talk' },
  { text: 'Who made you? Are you ChatGPT?', area: 'small-talk' },
  { text: 'Do you work for the VA?', area: 'small-talk' },
  { text: 'nvm', area: 'small-talk' },
  { text: 'Happy Veterans Day to everyone who served!', area: 'small-talk' },
  { text: 'Semper Fi', area: 'small-talk' },
  { text: 'Can you answer in Spanish? Mi papá no habla mucho inglés.', area: 'small-talk' },
  { text: 'Getting evicted in 30 days. Is there any VA help with rent?', area: 'life-stress' },
  {
    text: "Lost my job, wife moved out, and my truck got repo'd all in the same month. Not looking for pity, I'll get through it, I just need to know what programs are out there for housing and food while I get back on my feet.",
    area: 'life-stress',
  },
  { text: 'HUD-VASH, how do I get a voucher?', area: 'life-stress' },
  {
    text: 'Sleeping in my car for a couple weeks until my new apartment opens up. Are there VA programs for short-term housing?',
    area: 'life-stress',
  },
  {
    text: "Can the VA give me an advance on my back pay? I'm behind on rent and the decision is already done, just waiting on the money.",
    area: 'life-stress',
  },
  {
    text: 'Divorce is final as of Tuesday. What do I need to update with the VA, dependents, direct deposit, address, all of it?',
    area: 'life-stress',
  },
  {
    text: 'Debt Management Center took my entire disability payment this month and rent is due Friday. What can I do TODAY?',
    area: 'life-stress',
  },
  {
    text: "My landlord won't accept my HUD-VASH voucher. Is that legal in California?",
    area: 'life-stress',
  },
  {
    text: 'Chronic pain has me out of work for the third time this year and my boss is losing patience. What rights do I have as a disabled vet?',
    area: 'life-stress',
  },
  {
    text: "I'm 78, widowed, on a fixed income, and my heating bill doubled. Is there any help for a veteran's widow with utilities?",
    area: 'life-stress',
  },
  {
    text: "My disability check is late and I've got $14 in my account. Who do I even call?",
    area: 'life-stress',
  },
  {
    text: "OK I need to vent for a second and then I have an actual question. This year has been rough. Got laid off from the warehouse in March, my wife and I split up in June, I moved in with my sister and her three kids, and my back has been acting up so bad some days I can barely get out of the recliner. I'm 46. I'm not complaining about my life, plenty of guys have it worse, but I'm honestly tired of being broke and tired of fighting the VA on my back claim, which has been denied twice. My sister says I should look into the VA helping with a job or school. My question: if I do voc rehab, can they set me up with something that doesn't wreck my back, and would they pay me anything while I'm in school? Because I can't go without income for two years.",
    area: 'life-stress',
  },
  {
    text: 'can I carry my concealed handgun in the VA clinic parking lot or is it federal property',
    area: 'firearms',
  },
  {
    text: 'How do I get the lifetime hunting license for disabled vets in Alabama?',
    area: 'firearms',
  },
  {
    text: 'Does the VA give out hearing protection for shooting? My ears are already shot but I still go to the range every weekend.',
    area: 'firearms',
  },
  {
    text: 'Deer season opener next week. Are there hunting lease programs for disabled vets?',
    area: 'firearms',
  },
  {
    text: "Duck hunting with my dad and my son this weekend, three generations in one blind. Are there programs for disabled vets with accessible blinds? Dad's in a wheelchair now.",
    area: 'firearms',
  },
  {
    text: "what's the best deer rifle caliber for a beginner? my 14 year old wants to go with me this fall",
    area: 'firearms',
  },
]
