/**
 * Two small hand-written tables of general English that neither the word vectors nor WordNet give
 * the judge: verbs and phrasal verbs that say the same action ("hand in" = "submit", "sign up" =
 * "register"), with a few British and American pairs ("tap" / "faucet"); and states that carry a
 * negation inside them ("out of order" = "not working"). They were written from common usage, not
 * from the labelled pairs, and each entry is meant to hold in any task, event or message text.
 */
import { stem, verbStem } from './stems.js';

/**
 * Groups of verbs, phrasal verbs and nouns that mean the same in everyday requests. Entries are
 * base forms; the words of a phrase are matched after the first is reduced to its base ("handed in").
 * A word may sit in several groups; two units match when they share one.
 */
const SAME_ACTION: readonly (readonly string[])[] = [
  ['submit', 'hand in', 'turn in', 'send in'],
  ['register', 'sign up', 'enroll', 'enrol', 'subscribe'],
  ['collect', 'pick up', 'fetch', 'grab', 'pickup', 'collection'],
  ['buy', 'purchase', 'pick up'],
  // Ordering a thing is buying it, not collecting it ("Order more glasses" = "Buy more glasses").
  ['order', 'buy', 'purchase'],
  ['discard', 'throw out', 'throw away', 'get rid of', 'dispose of', 'bin'],
  ['investigate', 'look into', 'research', 'explore'],
  ['review', 'look over', 'go over', 'go through', 'take a look at', 'look at', 'check'],
  ['postpone', 'put off', 'push back', 'delay'],
  ['cancel', 'call off'],
  ['arrange', 'organize', 'organise', 'set up', 'sort out'],
  ['complete', 'fill in', 'fill out'],
  ['call', 'phone', 'ring', 'telephone', 'give a call'],
  ['reschedule', 'move', 'push', 'shift', 'rearrange'],
  ['attend', 'come', 'go', 'make it', 'show up', 'turn up', 'be there'],
  ['arrive', 'come', 'show up', 'turn up', 'get here', 'get there'],
  ['clean', 'tidy', 'clean up', 'tidy up', 'scrub'],
  ['repair', 'fix', 'mend'],
  ['contact', 'get in touch with', 'get in touch', 'reach out to', 'reach out', 'reach'],
  // Chasing someone is following up with them ("Chase the supplier" = "Follow up with the supplier").
  ['chase', 'chase up', 'follow up', 'follow up with', 'follow up on'],
  ['reply', 'respond', 'answer', 'get back to', 'write back'],
  ['tell', 'let know', 'inform', 'notify'],
  ['discuss', 'talk about', 'go over'],
  ['find out', 'learn', 'discover'],
  ['visit', 'drop by', 'stop by', 'swing by', 'pop in', 'pop by'],
  ['return', 'give back', 'take back', 'bring back', 'send back', 'hand back'],
  ['oil', 'lubricate'],
  ['book', 'reserve', 'schedule'],
  ['prepare', 'get ready', 'prep'],
  ['hurry', 'rush'],
  ['no rush', 'no hurry', 'no need to hurry', 'no need to rush', 'take your time'],
  // Asking for people or things: "Volunteers needed" = "Looking for volunteers" = "Call for volunteers".
  ['need', 'want', 'look for', 'seek', 'request', 'appeal for', 'call for', 'require'],
  ['start', 'begin', 'kick off'],
  ['finish', 'complete', 'wrap up', 'finalize', 'finalise'],
  ['send', 'forward', 'pass on', 'share'],
  ['remind', 'nudge'],
  ['stay', 'remain'],
  // A thing left somewhere was put there, and one left behind is lost ("I've left the invoice on your
  // desk" / "I put the invoice on your desk", "Lost goggles" / "Left my goggles behind").
  ['put', 'leave', 'place'],
  ['lose', 'leave behind', 'misplace'],
  ['rehearsal', 'run-through', 'trial run', 'dry run'],
  ['recap', 'summary', 'roundup', 'round-up'],
  ['broken', 'out of order', 'out of service'],
  ['gift', 'present'],
  ['home', 'house'],
  ['comments', 'feedback', 'thoughts'],
  ['numbers', 'figures'],
  ['venue', 'location'],
  ['induction', 'orientation', 'onboarding'],
  ['party', 'celebration'],
  ['gig', 'show'],
  ['slides', 'deck', 'slide deck'],
  ['desk', 'counter'],
  ['dentist', 'dental surgery', 'dental practice', 'dental'],
  ['restock', 'top up', 'refill', 'replenish'],
  ['question', 'query', 'enquiry', 'inquiry'],
  ['staff', 'employee', 'personnel', 'team'],
  ['starter', 'joiner', 'new hire', 'recruit'],
  ['vacancy', 'opening', 'job opening'],
  ['cv', 'resume'],
  ['equipment', 'kit', 'gear'],
  ['team', 'crew', 'squad'],
  ['goalkeeper', 'keeper', 'goalie'],
  ['clinic', 'workshop', 'masterclass'],
  ['backstage', 'behind the scenes'],
  ['sunscreen', 'suncream', 'sun cream', 'sunblock'],
  ['paperwork', 'forms'],
  ['revision', 'amendment', 'edit', 'change'],
  ['walkthrough', 'tour', 'walk-round', 'walkround', 'walk round'],
  ['notice', 'warning', 'alert'],
  ['farewell', 'leaving', 'leaving do', 'leaving party', 'send-off'],
  ['opening hours', 'opening times'],
  ['way home', 'way back'],
  // British and American words for the same thing.
  ['tap', 'faucet'],
  ['rubbish', 'trash', 'garbage'],
  ['bin', 'trash can', 'garbage can'],
  ['flat', 'apartment'],
  ['lift', 'elevator'],
  ['holiday', 'vacation'],
  ['post', 'mail'],
  ['parcel', 'package'],
  ['petrol', 'gas'],
  ['hire', 'rent', 'rental'],
  ['mobile', 'cell phone', 'cellphone'],
  ['car park', 'parking lot', 'parking garage'],
  ['cafe', 'coffee shop', 'coffeehouse'],
  ['reception', 'front desk'],
  ['timetable', 'schedule'],
  ['kids', 'children'],
  ['ladies', 'women'],
  ['gents', 'men'],
  ['taxi rank', 'taxi stand', 'cab rank'],
  ['sofa', 'couch'],
  ['chemist', 'pharmacy', 'drugstore'],
  ['increase', 'go up', 'rise'],
  ['decrease', 'go down', 'reduce'],
  ['rota', 'roster', 'schedule'],
  ['jab', 'vaccination', 'vaccine', 'injection'],
  ['canteen', 'cafeteria'],
  ['rucksack', 'backpack'],
  ['lawn', 'grass'],
  ['mobile', 'phone', 'mobile phone'],
  ['annual leave', 'holiday', 'vacation'],
  // Where a thing stands, said two ways.
  ['opposite', 'across from', 'facing', 'across the road from', 'across the street from'],
  ['next to', 'beside', 'alongside', 'adjacent to'],
  ['outside', 'in front of', 'out front of'],
  ['behind', 'at the back of', 'round the back of', 'around the back of'],
  ['above', 'over', 'upstairs from', 'upstairs'],
  ['upstairs', 'upper floor'],
  ['past', 'beyond'],
  ['near', 'near to', 'close to', 'by'],
  ['inside', 'within'],
  ['quote', 'quotation', 'estimate', 'price'],
  // Everyday nouns of services and work, said two ways.
  ['rate', 'cost', 'price', 'charge', 'fee'],
  ['class', 'session', 'lesson', 'workshop'],
  ['technician', 'engineer'],
  ['trial', 'practice', 'test', 'dry run', 'taster'],
  ['snacks', 'nibbles', 'refreshments'],
  ['monitor', 'screen', 'display'],
  ['induction', 'onboarding', 'orientation', 'welcome session'],
  ['introduction', 'intro'],
  ['stocktake', 'stock check', 'inventory check', 'inventory'],
  ['put aside', 'set aside', 'reserve', 'hold back'],
  ['divert', 'reroute'],
  ['shut down', 'switch off', 'turn off', 'power down'],
  ['start up', 'switch on', 'turn on', 'power up', 'boot up'],
  ['role', 'job', 'post', 'position'],
  ['update', 'news', 'progress report'],
  ['spare', 'duplicate'],
  ['installation', 'install', 'fitting', 'fit'],
  ['maintenance', 'servicing', 'service'],
  ['company', 'firm'],
  ['check', 'inspection', 'inspect', 'look at', 'check over'],
  ['chat', 'discussion', 'talk', 'catch-up'],
  ['supplier', 'source', 'vendor'],
  ['zone', 'area'],
  ['sign', 'notice'],
  ['pushchair', 'buggy', 'stroller'],
  ['toilet', 'loo', 'restroom', 'bathroom'],
  ['back', 'rear'],
  ['entrance', 'door', 'way in'],
  ['problem', 'issue', 'trouble'],
  ['lost property', 'items left behind', 'things left behind', 'left behind', 'item left behind'],
  ['prospective', 'would-be'],
  ['beginners', 'newcomers', 'novices'],
  ['house', 'place'],
  ['top', 'upper'],
  ['appointment', 'visit', 'booking'],
  ['message', 'text'],
  ['slot', 'time'],
  ['form', 'slip'],
  ['car', 'vehicle'],
  ['outing', 'trip'],
  ['membership', 'subscription'],
  ['refund', 'reimbursement', 'repayment'],
  ['minutes', 'notes'],
  ['behind', 'back'],
  ['area', 'hall'],
  ['expire', 'lapse', 'run out'],
  ['mock', 'practice'],
  ['briefing', 'talk'],
  ['gathering', 'meetup', 'meet-up', 'get-together'],
  ['backyard', 'garden'],
  ['schedule', 'timeline'],
  ['meeting', 'discussion'],
];

/** Phrases of the table by their first word, longest first, for finding them in a text. */
export const TABLE_PHRASES: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const phrase of SAME_ACTION.flat()) {
    if (!phrase.includes(' ')) continue;
    const first = phrase.split(' ')[0]!;
    map.set(first, [...(map.get(first) ?? []), phrase].sort((a, b) => b.split(' ').length - a.split(' ').length));
  }
  return map;
})();

/** A phrase's key in the table: its words' stems. */
const keyOf = (phrase: string): string => phrase.split(' ').map(stem).join(' ');
/** The same, with an irregular past read as its base ("left" is "leave", "lost" is "lose"). */
const baseKeyOf = (phrase: string): string => phrase.split(' ').map(verbStem).join(' ');

const GROUPS_OF: ReadonlyMap<string, readonly number[]> = (() => {
  const map = new Map<string, number[]>();
  SAME_ACTION.forEach((group, index) => {
    for (const entry of group) {
      const key = keyOf(entry);
      map.set(key, [...(map.get(key) ?? []), index]);
    }
  });
  return map;
})();

/** Whether a phrase is one of the table's (kept whole, never split into its words). */
export function inTable(phrase: string): boolean {
  return GROUPS_OF.has(keyOf(phrase)) || GROUPS_OF.has(baseKeyOf(phrase));
}

/** The groups a word or phrase belongs to, as written or by its irregular base. */
function groupsOf(phrase: string): readonly number[] | undefined {
  const [own, base] = [GROUPS_OF.get(keyOf(phrase)), GROUPS_OF.get(baseKeyOf(phrase))];
  return own === undefined ? base : base === undefined || base === own ? own : [...own, ...base];
}

/** Whether two words or phrases share a group of the table ("handed in" / "submit"). */
export function sameAction(a: string, b: string): boolean {
  const x = groupsOf(a);
  const y = groupsOf(b);
  return x !== undefined && y !== undefined && x.some((group) => y.includes(group));
}

/**
 * States that say "not" without a negation word, with the positive words they deny: "the printer
 * is out of order" = "is not working", "the session is optional" = "is not mandatory". Such a
 * state counts as a negation only when the other text negates or uses one of its positive words,
 * so "Fix the broken chair" / "Fix the chair" stays a question for the alignment.
 */
export const NEGATIVE_STATES: readonly (readonly [string, readonly string[]])[] = [
  ['broken', ['work', 'function', 'operate']],
  ['out of order', ['work', 'function', 'operate']],
  ['out of service', ['work', 'function', 'operate', 'run', 'in service']],
  // Too late is no time left ("It's not too late to sign up" = "There's still time to sign up").
  ['too late', ['time']],
  ['missing', ['find', 'found', 'arrive', 'here', 'there', 'have']],
  ['sold out', ['available', 'left', 'in stock']],
  ['optional', ['mandatory', 'required', 'compulsory', 'obligatory', 'need']],
  ['preliminary', ['final']],
  ['late', ['on time', 'punctual']],
  ['absent', ['present', 'here', 'there']],
  ['missed', ['attend', 'at', 'come', 'catch', 'caught', 'make', 'made', 'meet', 'met', 'see', 'saw', 'there']],
  // Not missing a thing is remembering it ("Don't miss your donation on Friday" = "Remember your donation").
  ['miss', ['attend', 'at', 'come', 'catch', 'make', 'meet', 'see', 'there', 'remember']],
  ['busy', ['free', 'available']],
  ['on its way', ['arrive', 'delivered', 'here']],
  ['on the way', ['arrive', 'delivered', 'here']],
  ['in transit', ['arrive', 'delivered', 'here']],
  ['pending', ['approved', 'confirmed', 'done', 'final']],
  ['avoid', ['take', 'use', 'go', 'drive', 'eat', 'do']],
  // Emptiness, closure and being away deny presence: "Nobody was at the desk" = "The desk was empty",
  // "No school on Monday" = "School closed Monday", "won't be in the office" = "out of the office".
  ['empty', ['full', 'occupied', 'staffed', 'someone', 'somebody', 'anyone', 'anybody', 'people']],
  ['closed', ['open', 'reopen', 'available', 'accessible']],
  ['shut', ['open', 'reopen', 'available']],
  // Owing is not having paid ("hasn't been paid" = "still outstanding"); having no room left is full.
  ['outstanding', ['paid', 'settled', 'arrive', 'arrived', 'received', 'returned', 'back', 'come back', 'submitted', 'done', 'complete', 'completed']],
  ['full', ['space', 'spaces', 'room', 'seat', 'seats', 'spot', 'spots', 'vacancy', 'left', 'available']],
  ['shut off', ['on', 'running', 'available']],
  ['cut off', ['on', 'running', 'available']],
  ['fully booked', ['free', 'available', 'opening', 'space', 'slot', 'room']],
  ['booked up', ['free', 'available', 'opening', 'space', 'slot', 'room']],
  // Off work is not at work ("Not at work – moving house" = "Off work – moving house").
  ['off work', ['at', 'in', 'work', 'working']],
  ['off sick', ['at', 'work', 'working']],
  ['in sick', ['at', 'work', 'working']],
  ['out of the office', ['in', 'at']],
  ['out of office', ['in', 'at']],
  ['skip', ['attend', 'at', 'come', 'go', 'make', 'there', 'do']],
  // Called off is not happening: "No practice this week" = "This week's practice is cancelled".
  ['cancelled', ['on', 'happen', 'happening', 'take place', 'go ahead', 'going ahead', 'held', 'running']],
  ['canceled', ['on', 'happen', 'happening', 'take place', 'go ahead', 'going ahead', 'held', 'running']],
  ['called off', ['on', 'happen', 'happening', 'take place', 'go ahead', 'going ahead', 'held', 'running', 'confirmed']],
  // What costs nothing has no charge ("Entry is free" = "No charge for entry"); what has no delays is on time.
  ['free of charge', ['charge', 'cost', 'fee', 'pay']],
  ['free', ['charge', 'cost', 'fee', 'pay']],
  // Free of users is not in use: "Nobody's using Room 2" = "Room 2 is free".
  ['free', ['using', 'used', 'taken', 'occupied', 'in use']],
  ['delayed', ['on time', 'punctual']],
  ['delays', ['on time', 'punctual']],
  // Staying away is not going ("Nobody should travel to the depot" = "Everyone should stay away from the depot").
  ['stay away', ['go', 'come', 'travel', 'visit', 'attend']],
  ['keep away', ['go', 'come', 'travel', 'visit', 'attend']],
  // A fasting animal or patient is not fed ("Don't feed him after 8pm" = "He is fasting from 8pm").
  ['fasting', ['eat', 'feed', 'food']],
  ['nil by mouth', ['eat', 'feed', 'food', 'drink']],
  ['skipping', ['attend', 'at', 'come', 'go', 'make', 'there', 'do']],
  // Lacking is not having ("hasn't got a heater" = "lacks a heater").
  ['lacks', ['have', 'has', 'got', 'with', 'include', 'includes', 'come with', 'comes with']],
  ['lack', ['have', 'has', 'got', 'with', 'include', 'includes', 'come with', 'comes with']],
  ['lacking', ['have', 'has', 'got', 'with', 'include', 'includes', 'come with', 'comes with']],
  // What is forbidden is not allowed ("smoking is not permitted" = "smoking is forbidden").
  ['forbidden', ['allowed', 'permitted', 'ok', 'okay']],
  ['prohibited', ['allowed', 'permitted', 'ok', 'okay']],
  ['banned', ['allowed', 'permitted', 'ok', 'okay']],
  // Deciding against a thing is deciding not to do it.
  ['decided against', []],
  ['decide against', []],
  ['deciding against', []],
  // An event that is off is not happening ("No meeting on Friday" = "Friday's meeting is off").
  ['is off', ['on', 'happen', 'happening', 'take place', 'go ahead', 'going ahead', 'held', 'running']],
  ['are off', ['on', 'happen', 'happening', 'take place', 'go ahead', 'going ahead', 'held', 'running']],
  // What is awaited has not happened ("not yet cleaned" = "still awaiting cleaning").
  ['awaiting', ['arrive', 'arrived', 'received', 'delivered', 'done', 'complete', 'completed', 'finished', 'ready', 'here', 'back', 'approved', 'confirmed', 'signed', 'paid', 'cleaned', 'fixed', 'repaired']],
  // Too few is not enough ("we don't have enough chairs" = "we have too few chairs").
  ['too few', ['enough', 'sufficient']],
  ['too little', ['enough', 'sufficient']],
  // A machine that is down or offline is not working or not connected ("The Wi-Fi isn't working" =
  // "The Wi-Fi is down"); a service suspended is not running ("No walks until further notice").
  ['is down', ['work', 'working', 'up', 'running', 'connected', 'online']],
  ['offline', ['work', 'working', 'connected', 'online']],
  ['stopped working', ['work', 'working', 'up', 'running', 'connected', 'online']],
  ['suspended', ['on', 'happen', 'happening', 'take place', 'go ahead', 'going ahead', 'held', 'running', 'active']],
  // So is one paused or on hold ("No training over half-term" = "Training paused over half-term").
  ['paused', ['on', 'happen', 'happening', 'take place', 'go ahead', 'going ahead', 'held', 'running', 'active']],
  ['on hold', ['on', 'happen', 'happening', 'take place', 'go ahead', 'going ahead', 'held', 'running', 'active']],
  // A ban or a closure lifted is no longer in place ("The hosepipe ban hasn't been lifted yet" = "The
  // hosepipe ban is still in place").
  ['lifted', ['in place', 'in force', 'apply', 'applies', 'active']],
  // What survived was not lost; what was easy was no trouble.
  ['survived', ['lost', 'destroyed', 'died', 'damaged']],
  ['intact', ['lost', 'destroyed', 'damaged', 'broken']],
  ['easy', ['trouble', 'difficult', 'hard', 'problem']],
  ['avoids', ['take', 'use', 'go', 'drive', 'eat', 'do']],
  // Charged separately is not included ("the price doesn't include delivery").
  ['separately', ['include', 'included', 'includes']],
  // What someone has booked or is using is not available ("not available on those dates" = "already
  // booked on those dates").
  // Only as the state of a thing, not as what someone did ("I've booked the room").
  ['already booked', ['free', 'available']],
  ['is booked', ['free', 'available']],
  ['are booked', ['free', 'available']],
  ['occupied', ['free', 'available', 'vacant']],
  ['in use', ['free', 'available']],
  // What has not expired is valid ("Your MOT hasn't expired" = "Your MOT is still valid").
  ['valid', ['expire', 'expired', 'lapse', 'lapsed']],
  ['up to date', ['expire', 'expired', 'lapse', 'lapsed', 'out of date']],
  // What is chargeable is not free; a fee waived is no charge ("No charge for late return" = "Late return fee waived").
  ['chargeable', ['free']],
  ['waived', ['charge', 'cost', 'fee', 'pay']],
  // So is a fee one is told to waive ("Waive the call-out fee" = "Don't charge for the call-out").
  ['waive', ['charge', 'cost', 'fee', 'pay']],
  ['waiving', ['charge', 'cost', 'fee', 'pay']],
  // Failing is not passing, meeting or reaching ("didn't pass its MOT" = "failed its MOT", "Reserve not met" = "failed to reach its reserve").
  ['failed', ['pass', 'passed', 'met', 'meet', 'reach', 'reached', 'succeed', 'succeeded']],
  // A deposit forfeited is not refunded ("not refundable if you cancel" = "forfeited if you cancel").
  ['forfeited', ['refundable', 'refund', 'refunded', 'returned']],
  ['forfeit', ['refundable', 'refund', 'refunded', 'returned']],
  // What is fine has nothing wrong with it ("The heater's fine" = "Nothing wrong with the heater").
  ['fine', ['wrong', 'fault', 'faulty']],
  // Away from a place is not in it ("I won't be in the workshop" = "I'll be away from the workshop").
  ['away from', ['in', 'at']],
  // Waiting is not leaving ("Don't leave until Kemi comes out" = "Wait until Kemi comes out"); not
  // "stay", which is also a visit ("our stay") and keeps things as they are ("stay the same").
  ['wait', ['leave']],
  // Bells that stay silent are not rung.
  ['silent', ['ring', 'rung', 'play', 'played', 'sound', 'sounded']],
];

/**
 * States that are also everyday praise or amounts ("a full refund", "outstanding work"): they deny
 * something only against the positive they answer, never against any negation of the other text.
 */
export const STATES_NEEDING_THEIR_POSITIVE: ReadonlySet<string> = new Set([
  'full', 'outstanding', 'free', 'free of charge', 'delayed', 'delays', 'stay away', 'keep away', 'fasting', 'nil by mouth',
  'is down', 'offline', 'survived', 'intact', 'easy', 'separately', 'already booked', 'is booked', 'are booked', 'occupied', 'in use', 'valid', 'up to date',
  'chargeable', 'waived', 'waive', 'waiving', 'fine', 'failed', 'forfeited', 'forfeit', 'away from', 'wait', 'silent', 'lifted',
]);

/**
 * Where a state's word means something else, it is no state: "free" of a person is being available
 * ("Are you free to ref on Sunday?", "I'm free at 3"), and "feel free" invites.
 */
export const STATE_EXCEPTIONS: ReadonlyMap<string, RegExp> = new Map([
  // So is a room or a hall free for a time ("free from 2pm", "free on the evening of 18 May"); "free
  // on Sundays" or "isn't free at weekends" may be a price. A thing that is free costs nothing
  // ("Repairs are free"); a person who is free is available ("we're free", "you are free").
  ['free', /\b(?:feel|you|i|we|they|he|she)\s+free\b|\b(?:i|you|we|they|he|she)(?:\s+(?:am|are|is)|'re|'m|'s)\s+free\b|\bfree\s+(?:to|time|slot|slots|now|from|until|till|between)\b|\bfree\s+on\s+the\s+(?:morning|afternoon|evening|night)\s+of\b/i],
  // Off to somewhere is going there, off a street is beside it, and "15% off" is a discount: the
  // state is "is off" as written, not before a place, a time or a person.
  // Nor is a person off on leave or off sick, who is away ("Tomasz is off on paternity leave").
  ['is off', /^(?![\s\S]*\b(?:is|IS|Is)\s+(?:off|OFF)\b(?!\s+(?:to|for|at|from|\p{Lu}|\d|sick\b|work\b|on\s+(?:\p{L}+\s+)?(?:leave|holiday|vacation|sabbatical)\b)))/u],
  // Lifting a thing is no state: "lifted the boxes into the van", "lifted her up".
  ['lifted', /\blifted\s+(?:the|a|an|my|your|his|her|its|our|their|this|that|it|them|him|me|us|up|down|onto|into|out|off)\b/i],
  // Failing to do a thing is a negation of its own (negation-cues.ts), not the state "failed" too.
  ['failed', /\bfailed\s+to\s+[a-z]/i],
  ['are off', /^(?![\s\S]*\b(?:are|ARE|Are)\s+(?:off|OFF)\b(?!\s+(?:to|for|at|from|\p{Lu}|\d|sick\b|work\b|on\s+(?:\p{L}+\s+)?(?:leave|holiday|vacation|sabbatical)\b)))/u],
]);

/** States with opposites of their own ("cancelled" / "confirmed", "late" / "early", "empty" / "fill", "suspended" / "resumed"): their words still count as opposites. */
export const STATES_WITH_OPPOSITES: ReadonlySet<string> = new Set(['cancelled', 'canceled', 'called off', 'late', 'is off', 'are off', 'empty', 'suspended', 'paused', 'on hold', 'lifted']);

export const NEGATIVE_STATE_STEMS: readonly (readonly [string, readonly string[]])[] = NEGATIVE_STATES.map(
  // The state as written ("missing" must not be read as "miss"), its positives by stem.
  ([state, positives]) => [state, positives.map((p) => p.split(' ').map(stem).join(' '))] as const,
);
