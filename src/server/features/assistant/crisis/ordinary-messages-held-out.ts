import type { OrdinaryMessage } from './ordinary-message'

/**
 * Written on 2026-11-23 by an independent author without seeing the screen: 800 ordinary messages,
 * split once with a fixed seed (20261123, stratified by area, split.mjs) into 500 for tuning and 300 held out.
 * This file holds the 300 held out: do not tune on them.
 */
export const ordinaryHeldOutMessages: readonly OrdinaryMessage[] = [
  { text: 'whats an intent to file and do i actually need one', area: 'claims' },
  {
    text: 'Good afternoon. I am a Vietnam veteran, served 1968 to 1970 with the 1st Cavalry Division. My wife helped me set up this account. I would like to know how to file a claim for my hearing. Thank you kindly.',
    area: 'claims',
  },
  {
    text: 'ok so I submitted a 526EZ and then realized I forgot to put my left ankle on it. Do I have to start over or can I add it somehow?',
    area: 'claims',
  },
  {
    text: 'Are migraines something I can claim if I never went to sick call for them in service? I just took motrin and drove on like everybody else',
    area: 'claims',
  },
  {
    text: 'Reservist here. Can I claim an injury from a drill weekend? Tore my ACL during the PT test at drill in 2021.',
    area: 'claims',
  },
  { text: 'how many conditions can u put on one claim', area: 'claims' },
  {
    text: 'Quick one. Does the VA count the days from when I hit submit or from when they actually receive it?',
    area: 'claims',
  },
  {
    text: 'Someone on reddit said never file more than 5 things at once or they deny all of it. Is that true or just reddit being reddit',
    area: 'claims',
  },
  {
    text: 'BDD claim question. I have 140 days left on active duty, can I start now?',
    area: 'claims',
  },
  {
    text: 'Trying to file for hypertension. My BP was high at my separation physical but nobody said a word about it. Does that count as in-service?',
    area: 'claims',
  },
  {
    text: "I mailed my claim in instead of doing it online. Is there any way to check if they got it? It's been 3 weeks.",
    area: 'claims',
  },
  {
    text: 'what does pending decision approval mean and how long does it usually sit there',
    area: 'claims',
  },
  {
    text: 'Coast Guard vet. Are we even covered for VA disability? Everyone always forgets about us.',
    area: 'claims',
  },
  {
    text: "I have had it with the VA phone line. Let me tell you about my day. Called at 8:01 AM, on hold for 52 minutes, got a guy who told me my claim was in the final stages and I should have a decision within a couple weeks. Great. Called back at 1 PM because I wanted to ask about the dependents part and got a woman who said my claim actually went BACK to gathering evidence because they ordered a new exam for my shoulder. A NEW EXAM. I already had the exam. In August. Nobody called me, no letter, nothing online. So which is it? Final stages or new exam? I'm not mad at the people answering the phones, they're probably doing their best with whatever system they have, but it's driving me crazy. This claim was filed in February. What I want to know from you is: can they order a second exam without telling me, and what does it usually mean when a claim goes backwards like this? Is it a bad sign?",
    area: 'claims',
  },
  { text: "What's a presumptive condition", area: 'claims' },
  {
    text: 'hi, filing for tinnitus and hearing loss, do I put them as 2 separate things',
    area: 'claims',
  },
  {
    text: 'My VA surgeon nicked a nerve during my hernia repair and my leg has been numb ever since. Is there such a thing as a claim against the VA for a VA screwup?',
    area: 'claims',
  },
  {
    text: "claim for my shoulder... status changed to 'preparing decision letter' this morning!! how long from here usually??",
    area: 'claims',
  },
  {
    text: "uploading private medical records to my claim, where's the button for that on va.gov? I see upload for the 5103 notice but nothing else",
    area: 'evidence',
  },
  {
    text: 'my doctor wrote a nexus letter but she only said possibly related. is that enough or will they toss it',
    area: 'evidence',
  },
  {
    text: 'Where do I find my service treatment records? I assumed the VA already had them.',
    area: 'evidence',
  },
  {
    text: 'Can I write my own statement about my symptoms? Is that the 21-4138?',
    area: 'evidence',
  },
  {
    text: 'Can my wife write a lay statement about how my nightmares wake her up too?',
    area: 'evidence',
  },
  { text: 'Should I get a private DBQ done or just wait for the VA exam?', area: 'evidence' },
  {
    text: 'I have photos of me in Balad standing like 200 yards from the burn pit. Do photos count as evidence?',
    area: 'evidence',
  },
  {
    text: 'uploaded 43 pages of records and the claim status didnt change at all. did it even go thru',
    area: 'evidence',
  },
  {
    text: 'Can a nurse practitioner write a nexus letter or does it have to be an MD?',
    area: 'evidence',
  },
  {
    text: 'Do morning reports from the early 70s still exist? My dad says his injury was written up in one at Fort Polk.',
    area: 'evidence',
  },
  {
    text: "My ex-husband has a box with my old military paperwork somewhere in his garage. I'm not calling him. What are my other options?",
    area: 'evidence',
  },
  {
    text: 'I have a C&P for my knees tomorrow at 8am. Any tips? kind of nervous about it',
    area: 'cp-exam',
  },
  {
    text: "Does it hurt my claim if I say I'm doing okay at the exam? I always say I'm fine. That's just how I was raised.",
    area: 'cp-exam',
  },
  {
    text: 'How do I reschedule a C&P? The contractor called while I was at work and left a voicemail with no callback number that works.',
    area: 'cp-exam',
  },
  {
    text: "They want me to do a hearing test 90 miles away. Is there anything closer? I don't drive far anymore because of my eyes.",
    area: 'cp-exam',
  },
  { text: 'Missed my C&P because my car broke down on 75. Am I screwed?', area: 'cp-exam' },
  { text: 'what does less likely than not mean in the examiners opinion', area: 'cp-exam' },
  {
    text: "Of course my exam landed on a good day. On a bad day I can't even lace my boots. How do I show them the bad days?",
    area: 'cp-exam',
  },
  { text: 'do i need to bring my dd214 to the exam', area: 'cp-exam' },
  { text: "What's an ACE exam? The letter says my exam might be done as an ACE.", area: 'cp-exam' },
  {
    text: 'Is the examiner allowed to ask about my drinking? It has nothing to do with my shoulder.',
    area: 'cp-exam',
  },
  {
    text: 'My exam is at the VA hospital itself, not a contractor. Is the examiner going to be my regular doctor?',
    area: 'cp-exam',
  },
  {
    text: 'The contractor wants me to fill out a questionnaire online before the exam and it keeps timing out. Tried Chrome, Edge and Firefox.',
    area: 'cp-exam',
  },
  {
    text: "I'm hard of hearing. Can I ask for someone to do captioning or sign at my exam?",
    area: 'cp-exam',
  },
  {
    text: 'how does VA math even work. I have 50 30 20 and 10 and im only at 70???',
    area: 'ratings',
  },
  { text: "What's the bilateral factor?", area: 'ratings' },
  { text: 'What does permanent and total mean for my kids going to college?', area: 'ratings' },
  {
    text: 'Got married in June! Need to add my wife as a dependent. Is that the 686c or something else?',
    area: 'ratings',
  },
  {
    text: "My rating went up to 60% effective March but I only got paid starting in May. Where's my back pay?",
    area: 'ratings',
  },
  { text: 'is va disability taxed', area: 'ratings' },
  { text: 'does my rating go down when I turn 65', area: 'ratings' },
  { text: "0% rating. what's even the point of a zero", area: 'ratings' },
  { text: 'Can I get tinnitus rated in each ear separately?', area: 'ratings' },
  { text: 'dude my payment was 200 short this month. no letter no nothing', area: 'ratings' },
  { text: 'what is static vs non-static in my rating letter', area: 'ratings' },
  { text: 'Is a temporary 100% rating after surgery a real thing?', area: 'ratings' },
  {
    text: 'heard the sleep apnea ratings changed. is 50 still possible if I use a CPAP?',
    area: 'ratings',
  },
  { text: 'CRSC vs CRDP? my head hurts reading the DFAS website', area: 'ratings' },
  { text: 'I got denied. what now', area: 'appeals' },
  {
    text: 'higher level review vs supplemental claim vs board appeal. which one do I pick?',
    area: 'appeals',
  },
  {
    text: 'How long are Board appeals taking right now? I picked the hearing option.',
    area: 'appeals',
  },
  { text: 'what is a duty to assist error', area: 'appeals' },
  {
    text: 'I have a legacy appeal from 2016. Yes, 2016. Is there any way to see where it even is?',
    area: 'appeals',
  },
  {
    text: 'APPEAL GRANTED!!! 4 years. Finally. How long until they actually pay it out?',
    area: 'appeals',
  },
  {
    text: 'the board judge granted my tinnitus but set the effective date in 2022 and I first filed in 2018. who do I argue with about that',
    area: 'appeals',
  },
  {
    text: 'Can I switch from the evidence docket to the hearing docket after I already filed?',
    area: 'appeals',
  },
  {
    text: 'What is a CUE claim? My buddy says the VA made a clear mistake on my case back in 1998.',
    area: 'appeals',
  },
  {
    text: "appeals are a joke. denied, appeal, denied, appeal. same evidence, different answer every time. I'm so done with this process. just tell me the fastest route",
    area: 'appeals',
  },
  {
    text: 'What do I say in the informal conference call? I get flustered on the phone and forget everything.',
    area: 'appeals',
  },
  {
    text: "What's advance on docket and can I get it? I'm 76 and being treated for prostate cancer.",
    area: 'appeals',
  },
  {
    text: 'If I win at the Board, does the regional office still decide the percentage or does the judge set it?',
    area: 'appeals',
  },
  { text: 'Am I covered under the PACT Act? I was in Kuwait in 2003.', area: 'pact-act' },
  {
    text: 'My dad was on Guam in the 70s. Someone told me Guam is a presumptive location for Agent Orange now?',
    area: 'pact-act',
  },
  {
    text: 'Had the toxic exposure screening at my primary care visit. The doc asked like 4 questions. Is that it?',
    area: 'pact-act',
  },
  {
    text: 'Never deployed but I worked with JP-8 every day for 6 years as a fuels troop. Does any of the toxic exposure stuff apply to me?',
    area: 'pact-act',
  },
  { text: 'was K2 added? Karshi-Khanabad. my unit was there in 2002', area: 'pact-act' },
  {
    text: 'My grandfather did cleanup on Enewetak Atoll in the late 70s. Is there anything for radiation exposure for him?',
    area: 'pact-act',
  },
  {
    text: 'Can I get VA health care because of the PACT Act even if I have no rating at all?',
    area: 'pact-act',
  },
  { text: 'does the PACT Act include Syria? I was there in 2019', area: 'pact-act' },
  { text: 'Was there a deadline for PACT Act back pay? Did I miss it?', area: 'pact-act' },
  {
    text: 'My mom was an Air Force nurse at Clark AB in the Philippines in the 60s. Is there coverage for her now?',
    area: 'pact-act',
  },
  {
    text: 'Which cancers are covered? Looking for a list, specifically reproductive cancers.',
    area: 'pact-act',
  },
  {
    text: "What's marginal employment? I make about 9k a year doing odd jobs and mowing.",
    area: 'tdiu',
  },
  { text: 'does tdiu stop when i start collectin social security retirment', area: 'tdiu' },
  {
    text: 'form 21-8940 wants employer info but my last employer went out of business in 2020. what do i put',
    area: 'tdiu',
  },
  {
    text: 'My employer let me go because I kept missing days for medical appointments. Can that help a TDIU claim?',
    area: 'tdiu',
  },
  {
    text: 'Can I get back pay on TDIU going back to when I actually stopped working?',
    area: 'tdiu',
  },
  {
    text: 'Do I need a vocational expert opinion for a TDIU claim or is that overkill?',
    area: 'tdiu',
  },
  { text: 'Can TDIU be taken away after 20 years on it?', area: 'tdiu' },
  {
    text: "If I'm on TDIU and my schedular rating goes to 100, does anything change for me?",
    area: 'tdiu',
  },
  {
    text: "Asking for my dad, he's 81 and on IU. Does he still need to report employment every year? He is definitely not working lol",
    area: 'tdiu',
  },
  {
    text: 'Post 9/11 vs Montgomery, which one is better for me? I paid the $1200 buy-in back in 2008.',
    area: 'gi-bill',
  },
  { text: 'Can I still transfer my GI Bill to my daughter? I retired in 2020.', area: 'gi-bill' },
  { text: 'When does the GI Bill housing payment come each month?', area: 'gi-bill' },
  { text: 'can I use my GI bill for flight school', area: 'gi-bill' },
  { text: 'Is VET TEC still around? I want to do a coding bootcamp.', area: 'gi-bill' },
  {
    text: "What's the Rogers STEM scholarship and who can get it? I'm in an engineering program with 8 months of GI Bill left and 3 semesters of school left. The math isn't mathing.",
    area: 'gi-bill',
  },
  {
    text: "I'm 100% P&T and my son is heading to college next year. Is that DEA / Chapter 35?",
    area: 'gi-bill',
  },
  { text: 'How do I verify my enrollment each month for the GI Bill?', area: 'gi-bill' },
  { text: 'Does the GI bill expire? I got out in 2012.', area: 'gi-bill' },
  { text: 'Guard, one 10 month deployment. How much Post-9/11 do I get, 60%?', area: 'gi-bill' },
  {
    text: "Can I use my GI Bill in Germany? My wife is stationed in Kaiserslautern and I'd like to take classes while we're here.",
    area: 'gi-bill',
  },
  { text: 'is there a book stipend and how much', area: 'gi-bill' },
  {
    text: 'hey does the GI bill pay anything for apprenticeships? my nephew just got out and got into the IBEW apprenticeship',
    area: 'gi-bill',
  },
  { text: 'What is VR&E? Is that the same as Chapter 31?', area: 'vre' },
  { text: 'my VRC has been ghosting me for 6 weeks. can I request a new counselor?', area: 'vre' },
  { text: 'does voc rehab pay for a laptop', area: 'vre' },
  {
    text: "VR&E says I'm not eligible because I'm employable. I'm employed at a gas station. I was a combat medic. Can I appeal that?",
    area: 'vre',
  },
  {
    text: 'My counselor wants me to take a bunch of aptitude and interest tests. Is that normal?',
    area: 'vre',
  },
  { text: "How long is VR&E eligibility? I'm 16 years out.", area: 'vre' },
  { text: 'can you do vr&e and work part time', area: 'vre' },
  { text: "My husband is in VR&E and they want him to sign an IEP. What's in that?", area: 'vre' },
  {
    text: 'sorry new to all this, is VR&E the same as Veteran Readiness and Employment',
    area: 'vre',
  },
  { text: 'How do I sign up for VA health care?', area: 'health-care' },
  { text: 'what priority group am i and where do i see that', area: 'health-care' },
  { text: 'Do I pay copays at 30%?', area: 'health-care' },
  { text: 'can i use the va and my work insurance both', area: 'health-care' },
  {
    text: "How do I switch primary care doctors at the VA? We just don't click.",
    area: 'health-care',
  },
  {
    text: "What's a PACT team at the VA clinic? Is it related to the PACT Act?",
    area: 'health-care',
  },
  {
    text: 'My health app says my appointment was cancelled but nobody called me. Is it cancelled or not?',
    area: 'health-care',
  },
  {
    text: 'How does beneficiary travel work? Do they pay mileage to every appointment?',
    area: 'health-care',
  },
  { text: 'Can women vets get mammograms at the VA or do they send you out?', area: 'health-care' },
  {
    text: 'Does the VA do knee replacements? Mine are shot after 26 years of airborne.',
    area: 'health-care',
  },
  { text: 'chiro referral from the VA, do I ask my PCP or call somewhere', area: 'health-care' },
  { text: 'Whole Health program? what is it and is it worth my time', area: 'health-care' },
  {
    text: "Pain management keeps lowering my dose. I've been on the same stable dose for 8 years and my back sure hasn't gotten better. How do I get a second opinion?",
    area: 'health-care',
  },
  { text: 'Can I get a mobility service dog through the VA?', area: 'health-care' },
  {
    text: 'Do I have to go to the VA for my colonoscopy or can they send me to a GI doc in town?',
    area: 'health-care',
  },
  {
    text: "What's the drive time standard for community care, 30 min or 60?",
    area: 'community-care',
  },
  {
    text: 'got a community care referral but nobody has called to schedule. 3 weeks now',
    area: 'community-care',
  },
  {
    text: 'Community care provider sent me a bill for $340. I thought VA paid for it?',
    area: 'community-care',
  },
  {
    text: "Can I pick my own doctor under community care? The one they assigned is an hour away in the opposite direction from my job, and there's an in-network orthopedic practice literally across the street from my office. Nobody at the VA could tell me if I'm allowed to ask for a switch.",
    area: 'community-care',
  },
  {
    text: 'is my chiropractor in the VA community care network? how do I check',
    area: 'community-care',
  },
  {
    text: 'Can I get community care if the VA wait is longer than 20 days?',
    area: 'community-care',
  },
  {
    text: 'Rural vet here, nearest VA hospital is 3 hours away. Do I automatically qualify for community care?',
    area: 'community-care',
  },
  {
    text: "the community care office never answers the phone. who's above them",
    area: 'community-care',
  },
  {
    text: "I paid out of pocket because the referral hadn't gone through yet. Can I get reimbursed?",
    area: 'community-care',
  },
  {
    text: "Want to start PTSD therapy at the VA. What's the first step, my PCP or call mental health directly?",
    area: 'mental-health',
  },
  {
    text: 'Been on sertraline 2 years for depression. It works fine but the side effects are annoying. Can I ask to switch to something else?',
    area: 'mental-health',
  },
  {
    text: "My husband is a Marine, OIF 2004 and 2006, and he's been going to the VA for his PTSD on and off for years. He's doing OK. He works, he coaches our son's baseball team, he's a great dad. But he stopped going to appointments because his therapist left and he hates starting over with someone new. He says he's fine, and honestly most days he is, but the sleep stuff and the irritability have crept back a bit. I'm not trying to run his life. I'm wondering what options there are that might feel less like a clinic. Does the Vet Center do anything different? Are there groups just for Marines, or couples programs where I could go with him? He might be more willing if it's something we do together rather than sitting alone in an office with someone who's 25 and has never been anywhere. Also, is there anything for spouses like me to learn more about PTSD so I'm not just guessing?",
    area: 'mental-health',
  },
  {
    text: "My husband has PTSD from Vietnam. He's 76 and finally willing to talk to someone about it. Is it too late for therapy to help at his age?",
    area: 'mental-health',
  },
  {
    text: 'If I get mental health care at the VA, does that show up anywhere my employer can see?',
    area: 'mental-health',
  },
  { text: 'is there a women veterans ptsd group near phoenix', area: 'mental-health' },
  {
    text: 'My therapist is leaving the VA and I have to start over with someone new. Ugh. Any way to keep seeing her through community care?',
    area: 'mental-health',
  },
  {
    text: 'Somebody mentioned a PTSD Coach app. Is that a VA thing? Any good?',
    area: 'mental-health',
  },
  {
    text: 'Telehealth psych appointment keeps dropping the video. Can I just do it by phone?',
    area: 'mental-health',
  },
  {
    text: "Do I have to talk about my trauma in detail in therapy? I'm not ready for that part yet.",
    area: 'mental-health',
  },
  { text: "Can I get a therapist who's a vet too?", area: 'mental-health' },
  { text: 'Does the VA do EMDR?', area: 'mental-health' },
  {
    text: "does the va help with gambling problems? asking for my husband. sports betting apps. we're not in trouble yet money-wise but i can see where it's heading and he agreed to talk to someone if i find out what's available",
    area: 'mental-health',
  },
  {
    text: "So I'll be honest, I've avoided the mental health side of the VA for about 10 years. Got out in 2013, did my two pumps, came home, got a job, got married, did the whole thing. I'm fine day to day. But my wife says I'm on edge all the time, I don't sleep more than 4-5 hours, and crowds make me want to leave the store. I finally told my PCP and she put in a referral. What actually happens at the first appointment? Are they going to put me on a bunch of meds right away? I'm not against it, I just want to know what I'm walking into.",
    area: 'mental-health',
  },
  {
    text: 'Can I pick up VA prescriptions at a local pharmacy instead of waiting on the mail?',
    area: 'pharmacy',
  },
  { text: 'Meds by Mail for CHAMPVA, how does it work?', area: 'pharmacy' },
  { text: 'my refill says suspended. what', area: 'pharmacy' },
  {
    text: 'VA pharmacy sent me the wrong strength of metformin. 1000 instead of 500. What should I do with it?',
    area: 'pharmacy',
  },
  {
    text: 'Is it a rule that the VA only gives 30 days of pain meds at a time? Everything else comes as 90.',
    area: 'pharmacy',
  },
  {
    text: 'Do I have to see my doctor to renew a prescription that ran out of refills?',
    area: 'pharmacy',
  },
  { text: 'can i transfer a prescription from walgreens to the va', area: 'pharmacy' },
  {
    text: "Why do I need a new prescription for test strips every single year? I've been diabetic for 15 years, it's not going away.",
    area: 'pharmacy',
  },
  {
    text: "COE for a VA loan, where do I get it? Lender says they can pull it but I'd rather have my own copy.",
    area: 'home-loan',
  },
  { text: 'whats the va funding fee and am i exempt at 10%', area: 'home-loan' },
  {
    text: "Hi! My husband is active duty Air Force (12 years in) and we're PCSing to Colorado Springs next summer. We've always rented but we'd like to buy this time and maybe keep the house as a rental when we leave in 3-4 years. A few questions and then I'll leave you alone: Can we use his VA loan while he's still active duty, or is it only after he gets out? If we buy with the VA loan and then PCS, can we rent the house out, or does the occupancy rule say we have to live in it forever? Would we be able to use the VA loan again at the next base if the first house is still being rented out? And our credit scores are decent (around 700 for both of us) but we have a car loan and some student loans. Would that be a problem? I've read a lot of contradictory stuff in the Facebook spouse groups and I'd love a straight answer. Thank you so much!",
    area: 'home-loan',
  },
  { text: 'do va loans need pmi', area: 'home-loan' },
  { text: 'Guard, 6 years in, never deployed. Eligible for a VA home loan?', area: 'home-loan' },
  { text: 'what does residual income mean for VA loans', area: 'home-loan' },
  { text: "Can I use a VA loan on a condo that isn't on the approved list?", area: 'home-loan' },
  {
    text: 'Sold my house last year. How do I get my full entitlement restored?',
    area: 'home-loan',
  },
  { text: 'specially adapted housing grant, how much is it now', area: 'home-loan' },
  {
    text: 'Foreclosure letter came today. VA loan. Does the VA do anything for people facing foreclosure or is it all up to the bank?',
    area: 'home-loan',
  },
  { text: 'does the va loan cover closing costs or do I need cash for those', area: 'home-loan' },
  { text: 'does desert storm count as wartime for pension', area: 'pension' },
  { text: 'Net worth limit for VA pension this year?', area: 'pension' },
  { text: "Does my dad's house count as an asset for pension?", area: 'pension' },
  { text: 'Can assisted living costs count toward Aid and Attendance?', area: 'pension' },
  { text: 'What is the housebound benefit?', area: 'pension' },
  {
    text: "My dad is 89, WWII vet. No wait, Korea, sorry. He's 89. Can he get pension on top of his social security?",
    area: 'pension',
  },
  {
    text: 'Some company is offering to help my mother qualify for pension for a $3,000 fee. Is that even legal?',
    area: 'pension',
  },
  {
    text: "dad's pension application has been pending 9 months. he's in memory care. anything that can speed it up",
    area: 'pension',
  },
  { text: 'Just curious, how much is the Medal of Honor pension?', area: 'pension' },
  { text: 'Is VA pension the same thing as military retirement pay?', area: 'pension' },
  {
    text: 'My husband passed away last month. He was 100% P&T for 12 years. What do I need to apply for?',
    area: 'dic',
  },
  { text: 'how much is dic per month', area: 'dic' },
  {
    text: "My wife died from ALS. She was Air Force. I'm the surviving spouse. I read ALS is presumptive, is that right?",
    area: 'dic',
  },
  {
    text: 'The VA pulled his last payment back out of our joint account after he died. Is that normal?',
    area: 'dic',
  },
  { text: 'is DIC taxable income', area: 'dic' },
  {
    text: 'Someone at the funeral mentioned a survivor benefits person at the regional office. Is that a real thing?',
    area: 'dic',
  },
  {
    text: "My husband had a claim pending when he died. Do I get that money? What's it called, accrued?",
    area: 'dic',
  },
  {
    text: "I'm a vet too, 40% rated. Can I get my own disability plus DIC as his widow?",
    area: 'dic',
  },
  { text: 'Do I need to tell the VA he died, or does Social Security notify them?', area: 'dic' },
  { text: 'How do I file a CHAMPVA claim for a doctor visit I already paid for?', area: 'champva' },
  {
    text: "CHAMPVA won't cover my wife's prescription. Is there a formulary somewhere?",
    area: 'champva',
  },
  { text: 'is there a champva provider search or do I just call around', area: 'champva' },
  { text: 'How long does the CHAMPVA ID card take to show up?', area: 'champva' },
  {
    text: "I'm a surviving spouse with CHAMPVA. Do I lose it if I take a job that has insurance?",
    area: 'champva',
  },
  {
    text: 'CHAMPVA claim denied for other health insurance info needed. I already sent it. Twice.',
    area: 'champva',
  },
  { text: 'Can I use CHAMPVA at a VA hospital?', area: 'champva' },
  { text: 'what address do i mail champva claims to', area: 'champva' },
  {
    text: "Can my wife be buried with me in a national cemetery even though she's not a vet?",
    area: 'burial',
  },
  { text: 'how much does the va pay for burial', area: 'burial' },
  { text: "Can we get a flag for my grandpa's funeral? He was Army, Korea.", area: 'burial' },
  {
    text: 'Can I be buried in a state veterans cemetery instead of a national one?',
    area: 'burial',
  },
  {
    text: "Dad's headstone has the wrong branch on it. He was Marines, not Navy, and he would be furious. Who fixes that?",
    area: 'burial',
  },
  {
    text: "Are burial benefits available if his death wasn't service-connected? He died of a stroke at 80.",
    area: 'burial',
  },
  {
    text: 'Can we request a live bugler for Taps instead of the electronic one? Grandpa played trumpet in his high school band before he enlisted and it would mean a lot to my grandma.',
    area: 'burial',
  },
  { text: 'Does the Navy still do burial at sea for veterans?', area: 'burial' },
  {
    text: "Grandma wants to be buried with grandpa at the national cemetery. He died in 2001. She's 90 and healthy as a horse, just planning ahead. What do we need to do?",
    area: 'burial',
  },
  { text: 'how do i convert sgli to vgli', area: 'insurance' },
  { text: 'VGLI premiums are insane at my age. What are my alternatives?', area: 'insurance' },
  { text: 'S-DVI is closed now right? Can I still get it?', area: 'insurance' },
  {
    text: 'How do I change the beneficiary on my VGLI? Divorce was final last month.',
    area: 'insurance',
  },
  { text: 'can u get valife w a 0% rating', area: 'insurance' },
  { text: 'Veterans Mortgage Life Insurance, who qualifies for it?', area: 'insurance' },
  { text: 'VALife has a 2 year waiting period? What does that actually mean?', area: 'insurance' },
  { text: 'What happens to VALife if I miss a payment?', area: 'insurance' },
  { text: 'discharge review board vs BCMR, which one do I go to', area: 'discharge-upgrade' },
  { text: 'what is the kurta memo', area: 'discharge-upgrade' },
  {
    text: 'How do I change the narrative reason on my DD214? It says personality disorder and I was never diagnosed with that.',
    area: 'discharge-upgrade',
  },
  {
    text: 'Bad conduct discharge from a special court-martial. Is there any path to benefits?',
    area: 'discharge-upgrade',
  },
  { text: 'Do I need new evidence to apply to the BCMR?', area: 'discharge-upgrade' },
  {
    text: 'Personal appearance hearing at the DRB. Is it worth traveling to DC for it?',
    area: 'discharge-upgrade',
  },
  {
    text: 'Entry level separation after 5 weeks of basic. Am I considered a veteran?',
    area: 'discharge-upgrade',
  },
  { text: 'My discharge says uncharacterized. Do I have GI Bill?', area: 'discharge-upgrade' },
  { text: 'How do I get a copy of my DD214?', area: 'records' },
  { text: 'how do i request my dads military records, he died in 2010', area: 'records' },
  { text: 'Can I get my service treatment records online?', area: 'records' },
  {
    text: 'how to request replacement medals for my grandpa, his got lost in a house fire',
    area: 'records',
  },
  {
    text: "blue button report on my healthevet, where'd it go? site looks totally different now",
    area: 'records',
  },
  { text: 'what is a DD215', area: 'records' },
  { text: 'FOIA request for my VA claims file, how long does that take', area: 'records' },
  { text: 'Are my sea service records in my OMPF?', area: 'records' },
  { text: 'How do I get copies of my NCOERs after getting out?', area: 'records' },
  {
    text: 'Texas property tax exemption for 100% disabled vets. How do I apply?',
    area: 'state-benefits',
  },
  { text: 'what state benefits does ohio have for vets', area: 'state-benefits' },
  { text: 'Is there a state bonus for Iraq vets in Pennsylvania?', area: 'state-benefits' },
  {
    text: "What's a county veterans service officer and how do I find mine?",
    area: 'state-benefits',
  },
  { text: 'Are Colorado state park passes free for disabled vets?', area: 'state-benefits' },
  {
    text: 'Moving from New York to Florida next summer. Which state benefits do I lose and which do I pick up?',
    area: 'state-benefits',
  },
  {
    text: 'Minnesota veterans bonus for Afghanistan service, still available?',
    area: 'state-benefits',
  },
  {
    text: "Which states don't tax military retirement? Thinking about where to retire.",
    area: 'state-benefits',
  },
  { text: 'Are there state benefits for Gold Star families in Tennessee?', area: 'state-benefits' },
  { text: "USAJobs resume, what's different from a normal resume?", area: 'jobs' },
  {
    text: 'Schedule A vs the 30 percent or more disabled veteran hiring authority. Which one should I use?',
    area: 'jobs',
  },
  { text: 'what civilian jobs fit a 25B', area: 'jobs' },
  { text: 'Any veteran job fairs coming up in San Antonio?', area: 'jobs' },
  { text: 'how to get certified as a veteran owned small business', area: 'jobs' },
  { text: 'Is there a program for vets who want to get into law enforcement?', area: 'jobs' },
  { text: 'is hiring our heroes legit', area: 'jobs' },
  {
    text: '10 point preference vs 5 point, how much does it actually matter on a federal application?',
    area: 'jobs',
  },
  { text: 'linkedin premium free for vets?', area: 'jobs' },
  { text: 'Caregiver program denied us. How do we appeal?', area: 'caregiver' },
  { text: 'caregiver support line number?', area: 'caregiver' },
  {
    text: "Can I be a caregiver for my dad if I work full time? I'm a teacher, so I'm home by 4 and off summers, and my dad mostly needs help with meals, meds and getting to appointments.",
    area: 'caregiver',
  },
  {
    text: 'Did the caregiver program expansion to pre-9/11 vets actually happen?',
    area: 'caregiver',
  },
  {
    text: "Can the VA pay for a home health aide for my mom? She's a Vietnam era Army nurse.",
    area: 'caregiver',
  },
  {
    text: 'annual reassessment for the caregiver program. what do they look at',
    area: 'caregiver',
  },
  { text: 'How do I become a VA fiduciary for my father?', area: 'caregiver' },
  { text: 'how do I reset my password', area: 'site' },
  { text: 'I got charged twice this month. Can I get one of those refunded?', area: 'site' },
  {
    text: 'upload isnt working. keeps giving me an error that says something went wrong',
    area: 'site',
  },
  {
    text: 'Can I upload my decision letter and have you explain it to me in plain English?',
    area: 'site',
  },
  { text: 'is there a discount on the subscription for 100% vets', area: 'site' },
  {
    text: "The page keeps logging me out every 5 minutes. Very annoying when I'm typing a long question.",
    area: 'site',
  },
  { text: 'dark mode?', area: 'site' },
  { text: 'Where do I put in a promo code? My post commander gave us one.', area: 'site' },
  {
    text: 'why did my prompts reset to 10? I had 2 left yesterday. not complaining lol',
    area: 'site',
  },
  { text: 'do unused prompts roll over to next month', area: 'site' },
  {
    text: 'Can I delete a document I uploaded by mistake? It has my SSN on it and it was the wrong file.',
    area: 'site',
  },
  {
    text: 'This site is garbage. Took my money and the answers are so generic I could have googled them.',
    area: 'site-feedback',
  },
  {
    text: 'I asked a yes or no question and got 6 paragraphs and a disclaimer',
    area: 'site-feedback',
  },
  { text: 'chat keeps freezing halfway through the answer', area: 'site-feedback' },
  {
    text: 'Your answer cut off in the middle of a sentence. Can you finish it?',
    area: 'site-feedback',
  },
  {
    text: "Can you stop telling me to contact a VSO every single time? I know. I have one. That's why I'm here, he doesn't call back.",
    area: 'site-feedback',
  },
  { text: 'is va disability counted as income for child support in indiana', area: 'off-topic' },
  {
    text: 'How much do accredited attorneys charge for VA appeals? Is it a percentage?',
    area: 'off-topic',
  },
  { text: 'Did Tom Hanks ever serve in the military?', area: 'off-topic' },
  { text: 'why do marines say oorah and army says hooah', area: 'off-topic' },
  {
    text: "What's the difference between a warrant officer and a regular officer? My grandson is asking and I was enlisted so I never understood it either.",
    area: 'off-topic',
  },
  { text: 'Who won the Army-Navy game last year?', area: 'off-topic' },
  {
    text: "Can you help me write a toast for my buddy's retirement ceremony? 24 years, Chief Warrant Officer, loves bass fishing and terrible puns.",
    area: 'off-topic',
  },
  { text: 'Who is the current VA secretary?', area: 'off-topic' },
  { text: 'Is Space Force a real branch or a joke', area: 'off-topic' },
  {
    text: 'Going through a divorce. Does my ex get any say in the GI Bill I transferred to our son?',
    area: 'off-topic',
  },
  { text: 'military time for 3:45 pm', area: 'off-topic' },
  {
    text: 'Divorce question: is my military retirement split or only the part earned while we were married? Not the VA part, the DFAS part.',
    area: 'off-topic',
  },
  { text: 'Good morning!', area: 'small-talk' },
  {
    text: "Hey there. My grandson set this up for me and said I can just type like I'm talking to a person. Is that right? I've never used one of these AI things before. I'm 79, Vietnam, and I've got some questions about my hearing aids but I want to make sure I'm doing this right first.",
    area: 'small-talk',
  },
  { text: 'What can you do?', area: 'small-talk' },
  { text: 'what kind of stuff can i ask you', area: 'small-talk' },
  { text: 'test', area: 'small-talk' },
  { text: 'Will you remember what I told you yesterday about my claim?', area: 'small-talk' },
  { text: 'sorry wrong window lol', area: 'small-talk' },
  { text: 'SSVF, what is it and how do I apply?', area: 'life-stress' },
  {
    text: "Electric bill is $600 and they're threatening shutoff next week. Any emergency utility help for vets in Arizona?",
    area: 'life-stress',
  },
  { text: 'is there food assistance specifically for veterans', area: 'life-stress' },
  {
    text: 'My ex filed for an apportionment of my disability. What is that and can she actually do that?',
    area: 'life-stress',
  },
  {
    text: 'VA overpayment debt is eating my whole check. How do I ask for a waiver?',
    area: 'life-stress',
  },
  {
    text: 'Is there a veterans version of Army Emergency Relief? Like a one-time grant for an emergency car repair?',
    area: 'life-stress',
  },
  { text: 'legal aid for veterans facing eviction in chicago', area: 'life-stress' },
  {
    text: 'credit card debt is out of control after my divorce. is there free financial counseling for vets',
    area: 'life-stress',
  },
  {
    text: 'If I get a VA fiduciary, can I still own my guns? Heard something about the NICS list.',
    area: 'firearms',
  },
  {
    text: "Range day with my old platoon Saturday, first time we've all been together since 2012. Any veteran discounts at public ranges around Austin?",
    area: 'firearms',
  },
  {
    text: 'Does my PTSD rating show up on a background check when I buy a rifle?',
    area: 'firearms',
  },
]
