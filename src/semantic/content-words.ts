/**
 * The content words of a text: what the alignment compares. Function words, courtesy ("when you
 * get a chance") and the words of facts are left out; a phrasal verb ("pick up") or a WordNet
 * compound ("coffee shop") is one unit, so it can match one word of the other text ("collect").
 */
import type { TextFacts } from './fact-types.js';
import type { LookupModel } from './lookup-model.js';
import { TABLE_PHRASES } from './paraphrases.js';
import { ADDRESS_TITLES, IRREGULAR_FORMS } from './lexicon.js';
import { allMatches } from './all-matches.js';
import { withoutAccents } from './ascii.js';
import { baseForms } from './wordnet-senses.js';

/** Function words, courtesy and filler: they carry no task of their own. */
export const FUNCTION_WORDS = new Set(
  `a an the this that these those my your our their his her its some any all each every no not never none
  i you we they he she it me us them him what where when who whom whose how why which there here
  and or but so if then than because as at by for from in into of off on onto out over to up with
  about after before during until till via within without per re fw fwd down through across along
  am is are was were be been being do does did done have has had will would shall should can could
  may might must let lets please kindly hi hiya hello hey dear thanks thank thx cheers regards best greetings
  ok okay sure sorry just also too very really quite still again now then soon maybe lot lots bit
  gonna want wants need needs able s t ll ve re d m hope regarding concerning
  nobody nothing noone anyone anybody anything someone somebody something everyone everybody everything
  one longer anymore yet apologies while whilst though although whereas rather instead whether since unless
  myself yourself yourselves ourselves themselves himself herself itself`.split(/\s+/),
);

/**
 * Thanks for a time gone by, or for what was done then ("Thanks so much for today!", "Thanks again
 * for hosting last night", "Thanks for the lift yesterday"), not for a thing of that time ("last
 * night's dinner", "for dinner last night": a thing without an article may be named elsewhere).
 */
export const THANKS_FOR_A_TIME = String.raw`(?:(?:many )?thanks|thank you|cheers)(?: (?:so|very|ever so) much| a lot| again)? for (?:(?:the|your|a|an) [\p{L}'’-]+ |\p{L}+ing(?: (?:us|me|everyone|them|him|her|it))? )?(?:today|tonight|yesterday|last night|this (?:morning|afternoon|evening)|the weekend|last (?:week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b(?!['’]s\b)`;
/** The times good luck is wished for ("Good luck tonight"). */
export const WISHED_TIME = '(?:today|tonight|tomorrow|this weekend)';

/**
 * Courtesy and hedging phrases: they soften a request without changing it ("call me when you get
 * a chance" = "call me"). Their words are left out of the alignment; facts inside them still count,
 * but for a time thanked for or wished luck for, which counts only when both texts say one (facts.ts).
 */
export const COURTESY = new RegExp(
  [
    // Thanks for a time gone by (facts.ts reads its time as the courtesy's), before the shorter
    // thanks below, which would leave the rest of it ("Thank you so much | for driving us last night").
    THANKS_FOR_A_TIME,
    'when(?:ever)? you(?: get| have|\'ve got| have got) a (?:chance|moment|minute|sec(?:ond)?)',
    'when(?:ever)? you can',
    'if (?:at all )?possible',
    'if you (?:do not|don\'t|would not|wouldn\'t) mind',
    'if (?:it is|it\'s) not too much (?:trouble|bother|to ask)',
    'at your (?:earliest )?convenience',
    '(?:would|do) you mind',
    '(?:i )?(?:just )?wanted to (?:let you know|say|remind you)(?: that)?',
    'just a (?:quick |friendly )?(?:note|reminder|heads[ -]up)(?: to (?:say|let you know))?(?: that)?',
    '(?:just )?letting you know(?: that)?',
    'just to let you know(?: that)?',
    // An offer of help or a kiss closing a message ("happy to help x").
    '(?:(?<=[,.!?]\\s?)|^)(?:i\'m |i am )?(?:always )?happy to help(?=\\s*(?:[!.]|x+\\b|$))',
    '(?<=\\s|[,.!])x{1,3}(?=\\s*$)',
    // Season's wishes closing a notice: "... and happy holidays!"
    '(?:and )?(?:happy holidays|merry christmas|happy new year|season\'s greetings)(?=\\s*(?:[!.]|$))',
    '(?:a )?heads[ -]up',
    // An email that says what it is for before it says it: "I'm writing to let you know that ...".
    '(?:i\'m|i am|we\'re|we are) writing to (?:let you know|inform you|confirm)(?: that)?',
    // A request softened by asking whether it is possible: "any chance you could check ...?"
    '(?:is there )?any chance (?:you could|you can|you\'d be able to)',
    // Good news announced and a good day wished: "Good news, Mateo! ...", "Have a great ride!"
    '(?:^|(?<=[.!?]\\s))(?:good|great) news(?=\\s*[,!.:—–-])',
    // Also closing a sentence of thanks: "Thanks for coming, and have a lovely week!"
    '(?:^|(?<=[.!?]\\s)|(?<=,\\s)and )(?:have|enjoy) a (?:great|good|lovely|nice|safe|fab|fantastic) (?:day|ride|trip|weekend|week|time|evening|journey|one)(?=\\s*(?:[!.]|$))',
    'by the way',
    // Owning up to an opinion: "Not gonna lie, the new V5 is brutal" = "The new V5 is brutal".
    '(?:not (?:gonna|going to) lie|to be honest)(?=\\s*[,:—–-]|\\s+\\p{L})',
    // An invitation to get in touch is one however it is put ("please don't hesitate to contact us" =
    // "please feel free to contact us"), and the one closing a letter says nothing the letter must say.
    '(?:(?:do not|don\'t) hesitate|feel free) to (?:contact|call|ring|email|get in touch with|reach out to) (?:us|me)(?: (?:with|if you have) any (?:(?:further|other|more) )?(?:questions|queries|concerns))?(?=\\s*[.!]|\\s*$)',
    '(?:(?:do not|don\'t) hesitate|feel free) to(?= (?:contact|call|ring|email|get in touch|reach out|ask|let))',
    '(?:a )?quick favou?r',
    // "when you've a minute", "if you've got a sec", "whenever you get a chance".
    '(?:if|when|whenever) you(?: (?:have|get)|[\'’]ve)(?: got)? a (?:moment|minute|sec(?:ond)?|chance)',
    // A request asked for: "we'd kindly ask that you arrive early" asks "arrive early".
    '(?:we|i)(?: would|\'d) (?:kindly )?ask (?:that )?you(?: to)?',
    '(?:a |really )?quick (?:question|query|one)(?:,? if you don\'t mind)?(?=\\s*(?:[:,–—-]|$))',
    '(?:a )?quick (?=(?:question|query)\\b)',
    // Greetings and good wishes around a message's news ("I hope the show went well for you").
    // Before a name and a comma too ("Good morning Hamid,"): the pattern ignores case, so any one word there.
    // A title before the name goes with the greeting ("Good morning Ms Kaur," greets Kaur), and a
    // full stop may close it ("Good morning Mr Hale. Could you ...").
    '(?:^|(?<=[.!?]\\s))good (?:morning|afternoon|evening)(?: (?:everyone|everybody|all|folks|team|both))?(?: (?:mr|mrs|ms|miss|mx|dr|prof)\\.?(?= \\p{Lu}\\p{L}*\\s*[,!.]))?(?=\\s*[!,.]|\\s+\\p{L}{2,}\\s*[!,.])',
    // A letter's salutation to no one by name, or the title of the one it names ("Dear Ms Laurent,",
    // "Ms Laurent," greet Laurent, whose name is a greeting's).
    '^(?:dear|hello|hi) (?:sir(?: or madam| ?\\/ ?madam)?|madam|all|colleagues)(?=\\s*[,!:])',
    'to whom it may concern',
    // Not a heading's name before a colon, which is no greeting ("Dr Nwosu: lighthouse lecture").
    `^(?:dear|hello|hi) (?:mr|mrs|ms|miss|mx|dr|prof|${ADDRESS_TITLES.join('|')})\\.?(?= \\p{Lu}\\p{L}*\\s*[,!:])`,
    `^(?:mr|mrs|ms|miss|mx|dr|prof|${ADDRESS_TITLES.join('|')})\\.?(?= \\p{Lu}\\p{L}*\\s*[,!])`,
    // Asking about a plan, not checking a thing: "Just checking, are we still on for 10?"
    '(?:(?:i\'m|i am) )?just checking(?: in)?(?=\\s*[,:—–-])',
    // "By 6 at the latest" says what "by 6" says.
    '(?<=\\bby\\s[^,.;!?]{1,30}?)\\s*at the (?:very )?latest',
    // Thanks and fondness that close a message ("Much appreciated!", "Love you!").
    '(?:^|(?<=[.!?]\\s))(?:much appreciated|(?:i )?love you(?: all| lots| loads)?)(?=\\s*(?:[!.,]|x+\\b|$))',
    // Leave to the reader's time: "No rush on the invoice" asks what "send the invoice whenever
    // suits you" asks.
    '(?:there\'s |there is )?no (?:rush|hurry)(?: at all)?(?: on| with| for| about)?',
    'whenever (?:it )?suits(?: you)?',
    'whenever (?:you can|you\'re ready|you are ready|you have time|you get time|works(?: for you)?|is convenient)',
    '(?:take|taking) your time(?: with| on| over)?',
    'in your own time',
    // A subject that opens by calling itself a request: "Kind request: donations for the tombola".
    '^(?:(?:a )?(?:kind|friendly|polite|quick|small) )?request(?=:)',
    '(?:i )?hope (?:you(?:\'re| are)|all is|all\'s|everything\'s|everything is) (?:well|ok|okay|good|keeping well|doing well|settling in(?: ok| okay| well)?|having a (?:good|great|nice|lovely) (?:day|week|weekend))(?: with you)?',
    '(?:i )?hope (?:the|your) [\\p{L}\' ]{1,30}?(?: (?:went|was|is going|has gone|has been)|\'s (?:going|gone|been)) (?:well|ok|okay|fine|smoothly|alright|all right|great|good|lovely)(?: for you| so far)?',
    // Good wishes for a time gone by: "Hope you had a lovely weekend", "I hope you've had a good break".
    '(?:i )?hope (?:you(?: all| both)?(?: had|\'ve had| have had)) a (?:good|great|nice|lovely|relaxing|restful) (?:day|weekend|week|break|holiday|time|trip|christmas|summer|easter)\\b',
    // News announced before it is told: "Good news - your watch is ready!".
    '^(?:some |great )?good news(?=\\s*[-–—:!,.])',
    // Thanks for what the reader did, apologies for a slow answer, and bad news regretted.
    '(?:thanks|thank you)(?: so much| very much| ever so much| again)? for (?:waiting|getting in touch|organising|organizing|asking|checking|reaching out|letting (?:me|us) know|understanding|coming(?: along)?|joining (?:us|in)|taking part|your (?:continued |ongoing |kind |generous )?(?:understanding|patience|enquiry|inquiry|message|email|support|loyalty))',
    // Thanks for a time shared, as its own sentence: "Thanks for a lovely class! Is the workshop still on?".
    '(?:^|(?<=[.!?]\\s))(?:thanks|thank you)(?: so much| very much| again)? for (?:a|another|such a|the|today\'s|tonight\'s) (?:(?:really|very|truly) )?(?:lovely|great|wonderful|fantastic|brilliant|fun|good|fab|amazing|super|delightful) (?:class|session|lesson|evening|morning|afternoon|night|day|weekend|time|event|rehearsal|visit|meeting|chat|workshop|game|match|walk|ride|trip)(?=\\s*!*[.!]\\s|\\s*!*[.!]?\\s*$)',
    '(?:sorry|(?:my |our )?apologies) (?:for|about) the (?:slow|late|delayed) (?:reply|response|answer)',
    'sorry to be the bearer of bad news(?:,? but)?',
    'if (?:it\'s|it is) no (?:trouble|bother)',
    '(?:^|(?<=[.!?]\\s))(?:(?:i|we) )?(?:really |do )?appreciate it(?=\\s*[!.]|\\s*$)',
    '(?:many thanks|thanks (?:so much|a lot|again)|thank you(?: so much| very much| again)?) for (?:all )?(?:your|the) (?:patience|help|email|message|tip|reply|understanding|time|update|note|call|hard work)(?: today| this week| last week| yesterday| tonight)?',
    'many thanks(?: in advance)?',
    '(?:we|i) (?:look|are looking|am looking) forward to (?:seeing|hearing from|meeting|welcoming) you(?: soon| there)?',
    // "Please find the price list attached" says what "the price list is attached" says.
    'please find(?= [^.]{0,60}\\b(?:attached|enclosed)\\b)',
    '(?:a )?quick (?:note|reminder)',
    '(?:a )?(?:kind|friendly|gentle) reminder',
    // A reminder that introduces what it reminds of ("Reminder: ...", "Reminder, ...", "reminder that ...").
    'reminder(?=:| that\\b)',
    '^reminder(?=,)',
    'sorry to (?:bother|trouble|disturb|chase|nag)(?: you)?(?:,? but)?',
    '(?:i (?:was|am) |i\'m )?(?:just )?wondering (?:if|whether)',
    // Regret said before bad news: "We regret that your shoes will be delayed", "I'm sorry to say ...".
    '(?:we|i) (?:regret|are sorry|am sorry|\'re sorry|\'m sorry) (?:to (?:say|inform you|tell you|let you know)(?: that)?|that)',
    // An email that asks before it asks: "I'm writing to ask whether my bag has been found".
    '(?:i\'m|i am|we\'re|we are) writing to (?:ask|enquire|inquire|check)(?: whether| if| about)?',
    '(?:i|we)(?:\'d| would) be (?:very |most |really |so )?grateful (?:for any (?:news|update|updates|help|information)|if you could)',
    // Regret at asking at short notice: "Sorry, I know it's short notice, but can we move ...".
    '(?:(?:i know|i realise|i realize) )?(?:it\'s|it is|this is) (?:very |rather |a bit )?(?:short|late) notice(?:,? but)?',
    '(?:sorry|(?:my |our )?apologies) (?:for|about) the (?:short|late) notice',
    // Leave asked for a request already made: "Could you do Thursday as well, if that's alright?"
    'if (?:that\'s|that is|it\'s|it is) (?:ok|okay|alright|all right|fine)(?: with you)?(?=\\s*[?!.,]|\\s*$)',
    // A question put as a request to be told: "Could you tell me the fabric code?" asks "What's the fabric code?".
    '(?:could|can|would) you (?:please )?tell me(?= (?:the|what|when|where|which|who|how|if|whether)\\b)',
    'i would (?:like|love) (?:you )?to',
    'i\'d (?:like|love) (?:you )?to',
    '(?:thanks|thank you) (?:ever so|so|very) much',
    '(?:thanks|thank you) in advance',
    'have a (?:good|great|nice|lovely) (?:day|one|weekend|evening)',
    // Good wishes that close a message ("Enjoy your trip!", "Have a safe flight!", "Enjoy!", "Safe
    // travels!"), and a term of endearment after its last comma ("Save me a programme please, love").
    '(?:^|(?<=[.!?]\\s))(?:enjoy(?: (?:your|the) (?:trip|stay|holiday|day|weekend|evening|walk|flight|break|ride|night|visit|meal|show|time|week))?|have (?:a|an) (?:good|great|nice|lovely|safe|fab|fun|wonderful|brilliant|fantastic|amazing|relaxing) (?:trip|stay|holiday|walk|flight|break|ride|night|visit|time|week|journey|evening|weekend|day)|safe travels|have fun)(?=\\s*!*[.!]\\s|\\s*!*[.!]?\\s*$)',
    '(?<=,\\s)(?:love|mate|pal|buddy|dear|darling|sweetheart|hon)(?=\\s*[!.?]*$)',
    'hope this (?:email |message |note |letter )?finds you well',
    '(?:thanks|thank you) for your (?:business|custom)',
    // A closing "Ta" after the last sentence: "could you post it to Mrs Ahn? Ta".
    '(?<=[.!?,]\\s)ta(?=\\s*!*$)',
    // Thanks, help offered and a plea that close a message ("Thanks a million", "Hope that helps,
    // and do shout if you need anything else!", "... roaming charges, please help").
    'thanks a million',
    // Good wishes for a time to come (facts.ts reads its time as the courtesy's).
    `good luck(?: ${WISHED_TIME})?(?:,? (?:everyone|all|team))?(?=\\s*[!.,]|\\s*$)`,
    '(?:i )?hope (?:that|this) helps',
    '(?:(?:and )?do )?shout if you need anything(?: else)?',
    '(?<=,\\s)please help(?=\\s*[!.]*$)',
    'just so you know',
    'please (?:note|be aware)(?: that)?(?=\\s)',
    '(?:(?:just )?a )?(?:friendly|gentle) nudge',
    // Apology and fuss before a request or a question ("Sorry to be a pain, but ...", "Excuse me,
    // could you possibly ...", "Quick question, if you don't mind: ...").
    'sorry to be a pain(?:,? but)?',
    'excuse me(?=\\s*[,!])',
    '(?<=\\b(?:could|can|would) you )possibly(?= )',
    '(?:you\'re|you are) a star',
    'would you be a star and',
    '(?:i|we)(?:\'d| would) (?:really |very much |so much )?appreciate it if you could',
    '(?:we|i) kindly ask (?:that )?you(?: to)?',
    ',? ?for your convenience,?',
    // Delight that opens a reply ("Lovely, thanks so much!").
    '^(?:lovely|perfect|brilliant|fantastic)(?=\\s*[,!]\\s)',
    // Apology for a trouble the news brings, thanks for custom, and delight at an answer ("Apologies
    // for any inconvenience", "We really appreciate your custom", "Thanks, that's great.").
    '(?:(?:we|i) )?(?:apologi[sz]e|(?:are|am|\'re|\'m) sorry|sorry|(?:our |my )?apologies) for (?:any|the) inconvenience(?: (?:this may cause|this may have caused|caused))?',
    '(?:we|i) (?:really |very much |do )?appreciate your (?:custom|business|support|patience)',
    '(?:^|(?<=(?:thanks|thank you)[,!.]?\\s))that\'s (?:great|perfect|brilliant|lovely|fab|fantastic)(?=\\s*[.!,])',
    // A reminder put as one: "Please remember to return the cool bags" asks "return the cool bags".
    '(?:(?<=\\bplease )|^)remember to(?= \\p{L})',
    // Manner that softens, and an extra request owned up to ("Politely remind Ruth ...", "Sorry, one more thing — ...").
    '(?:^|(?<=\\s))politely(?= \\p{L})',
    'one (?:more|last) thing(?=\\s*[,:;!—–-])',
    // "Kindly" softens a request as "please" does ("Kindly return the form"); "Kindly advise:" before
    // a subject asks to be told it ("Kindly advise: port arrival time in Ajaccio").
    '^kindly (?:advise|note)(?=\\s*[:,—–-])',
    '(?:^|(?<=\\s))kindly(?= \\p{L})',
    // A request asked as a favour: "Ask Dmitri if he'd be kind enough to cover" asks him to cover.
    'if (?:he|she|they|you|we)(?:\'d| would| could) be (?:so )?kind enough(?= to\\b)',
    '(?:with )?(?:best|kind|kindest|warm|warmest) (?:regards|wishes)',
    'yours (?:faithfully|sincerely|truly)',
  ].join('|'),
  'giu',
);

/**
 * Text that every courtesy phrase holds, in lower case ("hope " in "I hope you are well"; "ask" in
 * "we'd kindly ask that you"), and the first words of the phrases that open the text ("Dear Sir,",
 * "Ms Laurent,"). A text with none (most texts) skips the pattern: running it was a few percent of
 * each pair, and compiling it a few percent of the cold load. Kept with COURTESY: a phrase added
 * there needs its cue here (test/semantic/courtesy-cues.test.ts checks the examples of each).
 */
const COURTESY_CUES = [
  'when', 'possible', 'mind', 'too much', 'convenience', 'wanted to', 'just a', 'letting you know', 'heads up', 'by the way',
  'quick', 'if you', 'ask', 'good ', 'great news', 'any chance', 'writing to', 'enjoy a', 'whom', 'just checking', 'latest', 'much appreciated', 'love you', 'no rush', 'no hurry',
  'your time', 'own time', 'request', 'hope ', 'thank', 'forward to', 'please find', 'reminder', 'sorry to', 'wondering if',
  'i would', "i'd", 'have a ', 'wondering', 'regret', 'sorry', 'grateful', 'notice', "if that", "if it", 'tell me', 'regards', 'wishes', 'yours ', 'let you know', 'happy ', 'merry christmas', "season's greetings",
  'apolog', 'appreciate', 'bearer', ' x', ',x', '.x', '!x', 'so you know', 'nudge', 'please note', 'please be aware', '? ta', '. ta', '! ta', 'hesitate', 'feel free',
  'excuse', 'possibly', 'a star', 'lovely', 'perfect', 'brilliant', 'fantastic', 'remember to', 'politely', 'more thing', 'last thing',
  'inconvenience', 'appreciate', "that's", 'kindly', 'kind enough', 'heads-up', ', ta', 'million', 'helps', 'shout', 'please help', 'cheers', 'luck',
  'enjoy', 'safe travels', 'have fun', ', love', ', mate', ', pal', ', buddy', ', dear', ', darling', ', sweetheart', ', hon',
];
const COURTESY_OPENERS = new Set(['dear', 'hello', 'hi', 'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', ...ADDRESS_TITLES]);

/**
 * Whether COURTESY may match the text. Certain for a text of ASCII characters only, where the
 * pattern's letters match their own two cases and nothing else; any other text is tried (the
 * pattern ignores case by Unicode's rules, under which "ſ" is an "s").
 */
export function mayHoldCourtesy(text: string): boolean {
  if (/[^\x00-\x7f]/.test(text)) return true;
  const lower = text.toLowerCase();
  return COURTESY_OPENERS.has(/^[a-z]*/.exec(lower)![0]) || COURTESY_CUES.some((cue) => lower.includes(cue));
}

/** Whether the text holds a phrase of courtesy (COURTESY is global: its position is reset either side). */
export function holdsCourtesy(text: string): boolean {
  if (!mayHoldCourtesy(text)) return false;
  COURTESY.lastIndex = 0;
  const found = COURTESY.test(text);
  COURTESY.lastIndex = 0;
  return found;
}

/** Particles that make a phrasal verb with the word before them ("pick up", "hand in", "send back"). */
export const PARTICLES = new Set(['up', 'out', 'in', 'off', 'back', 'over', 'down', 'away', 'on', 'into', 'through', 'ahead', 'along', 'around']);
const OBJECT_PRONOUNS = new Set(['it', 'them', 'him', 'her', 'me', 'us', 'you', 'this', 'that']);

/**
 * The content words of a text: not function words, not inside a fact (names, numbers, times,
 * dates). A verb and its particle that WordNet lists as one lemma ("pick up", "sign up", "hand
 * in", "go over") are one unit, so "pick up" can be matched with "collect" and not left as "pick".
 */
export function contentWords(facts: TextFacts, model?: LookupModel): string[] {
  let text = facts.text;
  if (holdsCourtesy(text)) text = text.replace(COURTESY, (phrase) => ' '.repeat(phrase.length));
  // "As well" that ends a clause is "too", a function word ("send the quote as well" = "send the
  // quote too"); not "as well as", which joins a list.
  if (text.includes('well')) text = text.replace(/\bas well\b(?!\s+as\b)(?=\s*(?:$|[,.;:!?)—–]|-\s))/gi, (phrase) => ' '.repeat(phrase.length));
  const words = wordsOf(facts, text, model);
  // A text that is all courtesy says it: "Thank you for your help" thanks, and is compared as such.
  return words.length === 0 && text !== facts.text ? wordsOf(facts, facts.text, model) : words;
}

function wordsOf(facts: TextFacts, text: string, model: LookupModel | undefined): string[] {
  const out: string[] = [];
  // "O'Hare", "D'Angelo": one letter and an apostrophe before a capital are one name ("OHare").
  // So is "o'connor" written in lower case.
  const tokens = allMatches(text, /\p{L}'\p{Lu}\p{L}*|(?<!\p{L})[Oo]'\p{Ll}{2,}|\p{L}+/gu);
  const lowered = tokens.map((t) => plain(t[0]));
  for (let i = 0; i < tokens.length; i++) {
    const match = tokens[i]!;
    // Names stay content words ("Tom" must be found in the other text); whom a message greets does not.
    if (facts.taken[match.index] === 1 && !facts.facts.some((f) => f.kind === 'name' && f.start === match.index && f.greeting !== true)) continue;
    const word = plain(match[0]);
    if (FUNCTION_WORDS.has(word) && !TABLE_PHRASES.has(word)) continue;
    // The "-free" of "alcohol-free" denies its noun, as "no" would: the negation counts it.
    if (word === 'free' && text[match.index - 1] === '-' && /\p{L}/u.test(text[match.index - 2] ?? '')) continue;
    const senses = model?.senses;
    // A name is never the first word of a phrase ("Ines on Sunday" is not "in on").
    const name = facts.taken[match.index] === 1;
    const lemma = name ? word : (senses?.lemmaOf(word) ?? word);
    const tabled = name ? undefined : tablePhrase(lowered, i, lemma, (k) => tokens[k] !== undefined && facts.taken[tokens[k]!.index] !== 1);
    if (tabled !== undefined) {
      out.push(tabled.phrase);
      i += tabled.length - 1;
      continue;
    }
    if (FUNCTION_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const at = (k: number) => (tokens[k] === undefined || facts.taken[tokens[k]!.index] === 1 ? undefined : plain(tokens[k]![0]));
    // "send back", "send it back", and WordNet's compounds ("coffee shop", "post office").
    const skip = OBJECT_PRONOUNS.has(at(i + 1) ?? '') ? 1 : 0;
    const next = at(i + 1 + skip);
    const phrase = !name && next !== undefined && senses !== undefined && (PARTICLES.has(next) || (skip === 0 && !FUNCTION_WORDS.has(next)));
    // A past form WordNet also lists as a describing word ("turned") heads its verb's phrase: "turned up".
    if (phrase && (senses.hasPhrase(`${lemma} ${next}`) || (PARTICLES.has(next) && /ed$/.test(word) && baseForms(word).some((base) => senses.hasPhrase(`${base} ${next}`))))) {
      out.push(`${word} ${next}`);
      i += 1 + skip;
      continue;
    }
    out.push(word);
  }
  return out;
}

/**
 * A phrase of the paraphrase table starting at token `i` ("get rid of", "take a look at", "pick it
 * up"): its words as written from the base form of the first, and how many tokens it spans.
 */
function tablePhrase(tokens: readonly string[], i: number, lemma: string, free: (k: number) => boolean): { phrase: string; length: number } | undefined {
  // A verb form WordNet also lists as a noun ("going", "setting") reaches its verb's phrases.
  const candidates = TABLE_PHRASES.get(lemma) ?? TABLE_PHRASES.get(tokens[i]!) ?? verbBases(tokens[i]!).map((base) => TABLE_PHRASES.get(base)).find((found) => found !== undefined);
  if (candidates === undefined) return undefined;
  for (const phrase of candidates) {
    const rest = phrase.split(' ').slice(1);
    // A pronoun object may stand inside a two-word phrasal verb ("pick it up", "hand them in").
    for (const gap of rest.length === 1 ? [0, 1] : [0]) {
      if (gap === 1 && !OBJECT_PRONOUNS.has(tokens[i + 1] ?? '')) continue;
      if (rest.every((word, k) => tokens[i + 1 + gap + k] === word && free(i + 1 + gap + k))) return { phrase, length: 1 + gap + rest.length };
    }
  }
  return undefined;
}

/** The verbs an "-ing" or irregular form may come from: "going" -> "go", "setting" -> "set", "taking" -> "take", "went" -> "go". */
function verbBases(word: string): string[] {
  const irregular = IRREGULAR_FORMS.get(word);
  if (irregular !== undefined) return [irregular];
  if (!word.endsWith('ing') || word.length < 5) return [];
  const root = word.slice(0, -3);
  return [root, `${root}e`, ...(/([^aeiou])\1$/.test(root) ? [root.slice(0, -1)] : [])];
}

/** A word as the content-word lists hold it: lower case, without accents or apostrophes. */
export const plain = (word: string): string => {
  const lower = word.toLowerCase();
  // Most words are ASCII letters already, which that leaves as they are.
  return lower.includes("'") ? withoutAccents(lower).replace(/'/g, '') : withoutAccents(lower);
};

/** The word that carries a unit's meaning: the verb before a particle, else the last word. */
export function headOf(unit: string): string {
  const parts = unit.split(' ');
  return parts.length > 1 && PARTICLES.has(parts[parts.length - 1]!) ? parts[0]! : parts[parts.length - 1]!;
}
