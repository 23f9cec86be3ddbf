/**
 * Word lists behind the fact guard. They are small and hand-written on purpose: each entry is a
 * decision someone can read and argue with, which a list mined from a corpus would not be.
 */

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Cardinal number words and their values; tens and units are added ("twenty five" = 25). */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['zero', 0], ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7],
  ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12], ['thirteen', 13], ['fourteen', 14],
  ['fifteen', 15], ['sixteen', 16], ['seventeen', 17], ['eighteen', 18], ['nineteen', 19], ['twenty', 20],
  ['thirty', 30], ['forty', 40], ['fifty', 50], ['sixty', 60], ['seventy', 70], ['eighty', 80], ['ninety', 90],
  ['dozen', 12], ['hundred', 100], ['thousand', 1000], ['million', 1e6], ['billion', 1e9],
]);

/** Ordinal words; "second floor" and "third floor" are different numbers. */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map([
  ['first', 1], ['second', 2], ['third', 3], ['fourth', 4], ['fifth', 5], ['sixth', 6], ['seventh', 7],
  ['eighth', 8], ['ninth', 9], ['tenth', 10], ['eleventh', 11], ['twelfth', 12], ['thirteenth', 13],
  ['fourteenth', 14], ['fifteenth', 15], ['sixteenth', 16], ['seventeenth', 17], ['eighteenth', 18],
  ['nineteenth', 19], ['twentieth', 20], ['thirtieth', 30], ['fortieth', 40], ['fiftieth', 50], ['sixtieth', 60],
  ['seventieth', 70], ['eightieth', 80], ['ninetieth', 90], ['hundredth', 100],
]);

/** Weekday names and the abbreviations people write; abbreviations count only when capitalised. */
export const WEEKDAYS: ReadonlyMap<string, number> = new Map([
  ['monday', 1], ['tuesday', 2], ['wednesday', 3], ['thursday', 4], ['friday', 5], ['saturday', 6], ['sunday', 7],
]);
export const WEEKDAY_ABBREVIATIONS: ReadonlyMap<string, number> = new Map([
  ['mon', 1], ['tue', 2], ['tues', 2], ['wed', 3], ['weds', 3], ['thu', 4], ['thur', 4], ['thurs', 4], ['fri', 5], ['sat', 6], ['sun', 7],
  // Said of every such day: "shuts at 5:30 on Sats".
  ['mons', 1], ['fris', 5], ['sats', 6], ['suns', 7],
]);

export const MONTHS: ReadonlyMap<string, number> = new Map([
  ['january', 1], ['february', 2], ['march', 3], ['april', 4], ['may', 5], ['june', 6], ['july', 7],
  ['august', 8], ['september', 9], ['october', 10], ['november', 11], ['december', 12],
]);
export const MONTH_ABBREVIATIONS: ReadonlyMap<string, number> = new Map([
  ['jan', 1], ['feb', 2], ['mar', 3], ['apr', 4], ['jun', 6], ['jul', 7], ['aug', 8], ['sep', 9], ['sept', 9],
  ['oct', 10], ['nov', 11], ['dec', 12],
]);

/** The seasons, a closed set like the months; "fall" is "autumn". */
export const SEASONS: ReadonlyMap<string, string> = new Map([
  ['spring', 'spring'], ['summer', 'summer'], ['autumn', 'autumn'], ['fall', 'autumn'], ['winter', 'winter'],
]);

/** Days named relative to today; "tonight" is today. */
export const RELATIVE_DAYS: ReadonlyMap<string, string> = new Map([
  ['today', 'today'], ['tonight', 'today'], ['tomorrow', 'tomorrow'], ['yesterday', 'yesterday'],
]);
/** Units that "next", "this" and "last" turn into a date ("next week"). */
export const RELATIVE_UNITS = words('week weekend month year quarter');

/** Titles written short before a name, in any case ("Dr Patel", "mrs okafor", "Mx Thorne"). */
export const SHORT_TITLES: readonly string[] = ['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof'];

/**
 * Titles of faith and coaching said before a name in a greeting, as "Mr" is ("Dear Imam Bashir,",
 * "Hello Brother Ian,", "Dear Coach Adeyemi,"): the greeting's name, not what the message says.
 */
export const ADDRESS_TITLES: readonly string[] = ['coach', 'father', 'sister', 'brother', 'imam', 'rabbi', 'pastor', 'reverend', 'rev', 'vicar'];

/**
 * Parts of the day, each as the `part:` keys it states; each one is a time fact of its own ("in the
 * morning" is not "in the evening"). "Night" is said of the evening ("Friday night drinks") and of
 * the small hours; "overnight" only of the second, so an overnight shift is no evening shift.
 */
export const DAY_PARTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['morning', ['part:morning']], ['afternoon', ['part:afternoon']], ['evening', ['part:evening']], ['tonight', ['part:evening', 'part:overnight']],
  ['night', ['part:evening', 'part:overnight']], ['overnight', ['part:overnight']],
]);

/**
 * Family words, which name a person as surely as a first name does but are written in lower case.
 * Each group is one person; "mom" and "mother" agree, "mom" and "dad" do not.
 */
export const KIN_GROUPS: readonly (readonly string[])[] = [
  ['mom', 'mum', 'mother', 'mommy', 'mama', 'ma'],
  ['dad', 'father', 'daddy', 'papa', 'pa'],
  ['grandma', 'grandmother', 'granny', 'nana', 'gran', 'nan'],
  ['grandpa', 'grandfather', 'granddad', 'grandad'],
  ['sister', 'sis'],
  ['brother', 'bro'],
  ['wife'],
  ['husband'],
  ['son'],
  ['daughter'],
  ['aunt', 'auntie'],
  ['uncle'],
  ['cousin'],
  ['niece'],
  ['nephew'],
];

/** Cues that turn a statement into its negation. "n't" is split off before this list is used. */
export const NEGATION_CUES = words(`
  not no never none nobody nothing nowhere neither nor cannot unable without non
`);

/** Negative words in idioms that do not negate what is said ("don't forget" = "remember"). */
export const NEGATION_IDIOMS: readonly (readonly string[])[] = [
  ['no', 'problem'], ['no', 'worries'], ['not', 'only'],
  ['no', 'later'], ['if', 'not'], ['or', 'not'], ['never', 'mind'], ['not', 'a', 'problem'],
  ['no', 'rush'], ['no', 'hurry'], ['no', 'need', 'to', 'hurry'], ['no', 'pressure'],
  // Courtesy: "if you wouldn't mind", "if it's not too much trouble" ask; they deny nothing.
  ['not', 'mind'], ['not', 'too', 'much', 'trouble'], ['not', 'too', 'much', 'bother'],
  // "If it's no trouble" asks too; "the dog was no trouble" says something (it was easy).
  ['if', 'it', 's', 'no', 'trouble'], ['if', 'it', 'is', 'no', 'trouble'], ['if', 'it', 's', 'no', 'bother'], ['if', 'it', 'is', 'no', 'bother'],
  // "Don't hesitate to contact us" invites: it is "feel free to contact us".
  ['not', 'hesitate'],
  // "Not gonna lie" owns up to an opinion: "ngl the new V5 is brutal" denies nothing.
  ['not', 'gonna', 'lie'], ['not', 'going', 'to', 'lie'],
];

/**
 * Abbreviations people write in tasks and messages, spelled out before anything else reads the
 * text (the word vectors know "appointment", not "appt"). Keys are lower case; a key in capitals
 * only matches when written in capitals ("LA" the city, not "la").
 */
export const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['appt', 'appointment'], ['appts', 'appointments'], ['mtg', 'meeting'], ['mtgs', 'meetings'], ['eod', 'end of day'],
  ['eow', 'end of week'], ['cob', 'close of business'], ['asap', 'as soon as possible'], ['fyi', 'for your information'],
  ['tmrw', 'tomorrow'], ['tmr', 'tomorrow'], ['tmw', 'tomorrow'], ['tonite', 'tonight'], ['tnite', 'tonight'], ['pls', 'please'], ['plz', 'please'],
  ['thx', 'thanks'], ['ty', 'thank you'], ['u', 'you'], ['ur', 'your'], ['r', 'are'], ['b4', 'before'], ['b', 'be'], ['msg', 'message'],
  // Degrees and levels of study ("PhD upgrade panel" / "Doctor of Philosophy upgrade panel").
  ['phd', 'doctor of philosophy'], ['mphil', 'master of philosophy'], ['msc', 'master of science'], ['bsc', 'bachelor of science'],
  ['mba', 'master of business administration'], ['ug', 'undergraduate'], ['pg', 'postgraduate'], ['pgr', 'postgraduate research'],
  ['dept', 'department'], ['bldg', 'building'], ['rm', 'room'], ['apt', 'apartment'], ['fl', 'floor'], ['flr', 'floor'],
  ['ave', 'avenue'], ['st', 'street'], ['rd', 'road'], ['blvd', 'boulevard'], ['hq', 'headquarters'], ['mt', 'mount'],
  ['ct', 'court'], ['ln', 'lane'], ['hwy', 'highway'], ['pkwy', 'parkway'], ['ste', 'suite'], ['intl', 'international'],
  ['mgr', 'manager'], ['pto', 'paid time off'], ['ooo', 'out of office'], ['wfh', 'work from home'], ['rx', 'prescription'],
  ['eta', 'estimated arrival'], ['min', 'minutes'], ['mins', 'minutes'], ['hr', 'hour'], ['hrs', 'hours'], ['sec', 'second'], ['secs', 'seconds'],
  ['wk', 'week'], ['wks', 'weeks'], ['mo', 'month'], ['yr', 'year'], ['yrs', 'years'], ['req', 'request'], ['info', 'information'],
  ['docs', 'documents'], ['doc', 'document'], ['pic', 'photo'], ['pics', 'photos'], ['approx', 'approximately'], ['orig', 'original'], ['refurb', 'refurbishment'], ['refurbs', 'refurbishments'], ['transl', 'translation'], ['interp', 'interpreter'], ['interps', 'interpreters'], ['tkd', 'taekwondo'],
  ['w/', 'with'], ['w/o', 'without'], ['w/in', 'within'], ['q&a', 'questions and answers'], ['b-day', 'birthday'], ['hi-vis', 'high-visibility'], ['hi-viz', 'high-visibility'], ['bday', 'birthday'],
  ['convo', 'conversation'], ['sesh', 'session'], ['seshes', 'sessions'], ['prez', 'presentation'], ['pres', 'presentation'], ['admin', 'administration'], ['dr', 'doctor'],
  ['NYC', 'New York City'], ['NY', 'New York'], ['LA', 'Los Angeles'], ['SF', 'San Francisco'], ['DC', 'Washington'],
  ['HR', 'human resources'], ['mktg', 'marketing'], ['mgmt', 'management'], ['acct', 'account'], ['govt', 'government'],
  ['retro', 'retrospective'], ['intro', 'introductory'], ['conf', 'conference'], ['meds', 'medication'], ['physio', 'physiotherapy'],
  ['sched', 'schedule'], ['pkg', 'package'], ['qty', 'quantity'], ['amt', 'amount'], ['attn', 'attention'], ['asst', 'assistant'],
  ['ppl', 'people'], ['abt', 'about'], ['btw', 'by the way'], ['nvm', 'never mind'], ['tbd', 'to be decided'], ['txt', 'text'],
  ['tix', 'tickets'], ['uni', 'university'], ['hosp', 'hospital'], ['ref', 'reference'], ['yday', 'yesterday'], ['wknd', 'weekend'],
  ['UK', 'United Kingdom'], ['US', 'United States'], ['USA', 'United States'],
  ['brb', 'be right back'], ['ttyl', 'talk to you later'], ['omw', 'on my way'], ['lmk', 'let me know'], ['idk', "I don't know"],
  ['np', 'no problem'], ['etc', 'and so on'], ['perf', 'performance'], ['VP', 'vice president'], ['CEO', 'chief executive'],
  ['CV', 'resume'], ['tv', 'television'], ['VFX', 'visual effects'], ['nos', 'numbers'], ['jr', 'junior'], ['sr', 'senior'], ['b/c', 'because'], ['mtng', 'meeting'], ['wrt', 'with regard to'], ['w/e', 'weekend'], ['w/c', 'week commencing'], ['a&e', 'accident and emergency'],
  ['xmas', 'Christmas'], ['cu', 'see you'], ['cya', 'see you'], ['thru', 'through'], ['tho', 'though'], ['nite', 'night'],
  ['cuz', 'because'], ['ops', 'operations'], ['qtr', 'quarter'], ['doz', 'dozen'], ['bbq', 'barbecue'], ['mkt', 'market'], ['vax', 'vaccination'],
  ['chk', 'check'], ['svc', 'service'], ['svcs', 'services'], ['addr', 'address'], ['wkly', 'weekly'], ['natl', 'national'],
  ['assoc', 'association'], ['cert', 'certificate'], ['certs', 'certificates'], ['re', 'regarding'], ['avail', 'available'],
  ['incl', 'including'], ['excl', 'excluding'], ['reqd', 'required'], ['tbc', 'to be confirmed'], ['tba', 'to be announced'],
  ['hols', 'holidays'], ['pcs', 'pieces'], ['ea', 'each'], ['hse', 'house'], ['OT', 'overtime'], ['socials', 'social media'],
  ['faq', 'frequently asked question'], ['faqs', 'frequently asked questions'], ['pct', 'percent'],
  ['flt', 'flat'], ['gdns', 'gardens'], ['lvl', 'level'], ['coord', 'coordinator'], ['coords', 'coordinators'], ['rsvp', 'respond'],
  ['a/v', 'audiovisual'], ['av', 'audiovisual'], ['ctr', 'centre'], ['ctre', 'centre'],
  ['2day', 'today'], ['2nite', 'tonight'], ['2night', 'tonight'], ['2moro', 'tomorrow'], ['2morrow', 'tomorrow'], ['gr8', 'great'],
  ['l8', 'late'], ['l8r', 'later'], ['w8', 'wait'], ['m8', 'mate'], ['some1', 'someone'], ['any1', 'anyone'], ['veh', 'vehicle'],
  ['imo', 'in my opinion'], ['imho', 'in my opinion'], ['til', 'until'], ['sry', 'sorry'], ['tech', 'technical'],
  ['t&c', 'terms and conditions'], ['t&cs', 'terms and conditions'], ['ts&cs', 'terms and conditions'],
  ['pk', 'park'], ["gov't", 'government'], ["int'l", 'international'], ["dep't", 'department'], ["ass't", 'assistant'],
  ['GF', 'gluten-free'], ['DF', 'dairy-free'],
  ['rte', 'route'], ['lg', 'large'], ["reg'd", 'registered'], ["att'd", 'attached'], ["rec'd", 'received'], ["req'd", 'required'], ['inv', 'invoice'],
  ['invs', 'invoices'], ['pmt', 'payment'], ['pmts', 'payments'], ['accom', 'accommodation'], ['pax', 'passengers'],
  // Texting and note-taking forms of everyday words.
  ['frm', 'from'], ['tel', 'telephone'], ['ext', 'extension'], ['nr', 'near'], ['thnx', 'thanks'], ['thanx', 'thanks'], ['thks', 'thanks'],
  ['wd', 'would'], ['wud', 'would'], ['cud', 'could'], ['shd', 'should'], ['shud', 'should'], ['pkt', 'packet'], ['pkts', 'packets'],
  ['nxt', 'next'], ['cnr', 'corner'], ['avg', 'average'], ['misc', 'miscellaneous'],
  ['mthly', 'monthly'], ['mnth', 'month'], ['mnths', 'months'], ['yrly', 'yearly'], ['qtrly', 'quarterly'],
  ['wkend', 'weekend'], ['tbh', 'to be honest'], ['ngl', 'not gonna lie'], ['aka', 'also known as'], ["nat'l", 'national'], ['HOA', 'homeowners association'],
  ['rn', 'right now'], ['bc', 'because'],
  ['xfer', 'transfer'], ['xfers', 'transfers'], ['recce', 'reconnaissance'], ['xc', 'cross-country'], ['tri', 'triathlon'], ['q', 'question'],
  ['pl', 'place'], ['USD', 'US dollars'], ['s/w', 'software'], ['h/w', 'hardware'],
  ['ww1', 'World War One'], ['wwi', 'World War One'], ['ww2', 'World War Two'], ['wwii', 'World War Two'],
  // English counties as addresses cut them ("Stn Rd, Oxon"); not "Bucks" or "Beds", which are words.
  ['oxon', 'Oxfordshire'], ['hants', 'Hampshire'], ['herts', 'Hertfordshire'], ['glos', 'Gloucestershire'], ['lancs', 'Lancashire'],
  ['leics', 'Leicestershire'], ['lincs', 'Lincolnshire'], ['notts', 'Nottinghamshire'], ['northants', 'Northamptonshire'],
  ['wilts', 'Wiltshire'], ['worcs', 'Worcestershire'], ['cambs', 'Cambridgeshire'], ['staffs', 'Staffordshire'], ['warks', 'Warwickshire'],
  ['yorks', 'Yorkshire'],
]);

/**
 * Everyday words that are also cuts of longer ones ("temp" a temporary worker, or "temperature"):
 * spelled out only where the other text writes the longer word ("Check temp of fridge" / "Check
 * temperature of fridge").
 */
export const WORD_CUTS: ReadonlyMap<string, string | readonly string[]> = new Map<string, string | readonly string[]>([
  ['temp', 'temperature'], ['temps', 'temperatures'], ['rep', 'representative'], ['reps', 'representatives'],
  ['spec', 'specification'], ['specs', 'specifications'], ['lab', 'laboratory'], ['labs', 'laboratories'],
  ['exam', 'examination'], ['exams', 'examinations'], ['vet', 'veterinarian'], ['vets', 'veterinarians'],
  // Names of languages and school subjects, cut as timetables write them ("Yr 11 Fr oral", "Eng Lang dept").
  ['eng', 'english'], ['ger', 'german'], ['sp', 'spanish'], ['span', 'spanish'], ['ital', 'italian'], ['lang', 'language'],
  ['lit', 'literature'], ['geog', 'geography'], ['hist', 'history'], ['bio', 'biology'], ['chem', 'chemistry'], ['phys', 'physics'],
  ['eve', 'evening'], ['prop', 'property'], ['ques', 'question'], ['est', 'estimate'], ['ests', 'estimates'], ['merc', 'mercedes'],
  // Days cut in lower case, which are also words ("sat", "wed", "sun"): "pls confirm 4 sat" / "Saturday".
  ['mon', 'monday'], ['tue', 'tuesday'], ['tues', 'tuesday'], ['wed', 'wednesday'], ['weds', 'wednesday'], ['thu', 'thursday'],
  ['thur', 'thursday'], ['thurs', 'thursday'], ['fri', 'friday'], ['sat', 'saturday'], ['sun', 'sunday'],
  ['med', ['medium', 'medical', 'medication', 'medicine']], ['ed', 'education'], ['conv', 'convention'],
  ['sub', 'subscription'], ['subs', 'subscriptions'], ['vol', 'volunteer'], ['vols', 'volunteers'], ['champs', 'championships'],
  // Texting forms that are also cuts of other words: "fr" is "from" as well as "French".
  ['fr', ['french', 'from']],
  ['co', ['county', 'company']], ['res', 'resolution'],
]);

/**
 * Units of measure after a number, spelled out in one form ("3kg" = "3 kg" = "3 kilograms", "5L" =
 * "5 litres"). Only after digits: alone, "g", "l" and "in" are other words. Keys in capitals match
 * only as written ("5L"); "m" is left out, as it is also "million" ("£5m") and "minutes".
 */
export const UNITS: ReadonlyMap<string, string> = new Map([
  ['kg', 'kilograms'], ['kgs', 'kilograms'], ['kilo', 'kilograms'], ['kilos', 'kilograms'], ['kilogram', 'kilograms'], ['kilograms', 'kilograms'],
  ['g', 'grams'], ['gram', 'grams'], ['grams', 'grams'], ['gramme', 'grams'], ['grammes', 'grams'], ['mg', 'milligrams'],
  ['l', 'litres'], ['L', 'litres'], ['ltr', 'litres'], ['litre', 'litres'], ['litres', 'litres'], ['liter', 'litres'], ['liters', 'litres'],
  ['ml', 'millilitres'], ['mL', 'millilitres'], ['millilitre', 'millilitres'], ['millilitres', 'millilitres'], ['milliliter', 'millilitres'], ['milliliters', 'millilitres'],
  ['km', 'kilometres'], ['kilometre', 'kilometres'], ['kilometres', 'kilometres'], ['kilometer', 'kilometres'], ['kilometers', 'kilometres'],
  ['cm', 'centimetres'], ['centimetre', 'centimetres'], ['centimetres', 'centimetres'], ['centimeter', 'centimetres'], ['centimeters', 'centimetres'],
  ['mm', 'millimetres'], ['millimetre', 'millimetres'], ['millimetres', 'millimetres'], ['millimeter', 'millimetres'], ['millimeters', 'millimetres'],
  ['metre', 'metres'], ['metres', 'metres'], ['meter', 'metres'], ['meters', 'metres'],
  ['lb', 'pounds'], ['lbs', 'pounds'], ['oz', 'ounces'], ['ounce', 'ounces'], ['ounces', 'ounces'],
  ['ft', 'feet'], ['mi', 'miles'], ['mph', 'miles per hour'], ['kph', 'kilometres per hour'], ['km/h', 'kilometres per hour'],
  ['tonne', 'tonnes'], ['tonnes', 'tonnes'], ['psi', 'pounds per square inch'],
  ['V', 'volts'], ['volt', 'volts'], ['volts', 'volts'], ['amp', 'amps'], ['amps', 'amps'], ['W', 'watts'], ['watt', 'watts'], ['watts', 'watts'],
  ['kW', 'kilowatts'], ['kilowatt', 'kilowatts'], ['kilowatts', 'kilowatts'],
  ['MB', 'megabytes'], ['megabyte', 'megabytes'], ['megabytes', 'megabytes'],
  ['GB', 'gigabytes'], ['gig', 'gigabytes'], ['gigs', 'gigabytes'], ['gigabyte', 'gigabytes'], ['gigabytes', 'gigabytes'],
  ['TB', 'terabytes'], ['terabyte', 'terabytes'], ['terabytes', 'terabytes'],
  // Line speeds: "1 Gbps" = "1,000 Mbps".
  ['kbps', 'kilobits per second'], ['mbps', 'megabits per second'], ['gbps', 'gigabits per second'],
  ['pp', 'pages'], ['page', 'pages'], ['pages', 'pages'],
]);

/** The units of `UNITS` as one alternation, longest first, for a pattern that reads a number and its unit. */
export const UNIT_ALTERNATION = [...UNITS.keys()].sort((a, b) => b.length - a.length).map((unit) => unit.replace('/', '\\/')).join('|');

/** A unit as written after a number, spelled out ("kg" -> "kilograms"); a one-letter unit only in its own case ("L", not "l" for "L"). */
export function unitName(unit: string): string | undefined {
  return UNITS.get(unit) ?? (unit.length > 1 ? UNITS.get(unit.toLowerCase()) : undefined);
}

/**
 * Countries and the words for their people and things ("Peru" / "Peruvian", "Switzerland" / "Swiss"),
 * as a name finder keys them: "Embassy of Peru" names what "Peruvian Embassy" names.
 */
export const DEMONYMS: readonly (readonly [string, string])[] = `
  Afghan:Afghanistan Albanian:Albania Algerian:Algeria American:United_States American:America Argentine:Argentina
  Argentinian:Argentina Armenian:Armenia Australian:Australia Austrian:Austria Bangladeshi:Bangladesh Belgian:Belgium
  Bolivian:Bolivia Brazilian:Brazil British:United_Kingdom British:Britain Bulgarian:Bulgaria Cambodian:Cambodia
  Cameroonian:Cameroon Canadian:Canada Chilean:Chile Chinese:China Colombian:Colombia Croatian:Croatia Cuban:Cuba
  Cypriot:Cyprus Czech:Czechia Danish:Denmark Dutch:Netherlands Dutch:Holland Ecuadorian:Ecuador Egyptian:Egypt
  English:England Eritrean:Eritrea Estonian:Estonia Ethiopian:Ethiopia Filipino:Philippines Finnish:Finland French:France
  Georgian:Georgia German:Germany Ghanaian:Ghana Greek:Greece Guatemalan:Guatemala Hungarian:Hungary Icelandic:Iceland
  Indian:India Indonesian:Indonesia Iranian:Iran Iraqi:Iraq Irish:Ireland Israeli:Israel Italian:Italy Jamaican:Jamaica
  Japanese:Japan Jordanian:Jordan Kazakh:Kazakhstan Kenyan:Kenya Korean:Korea Kuwaiti:Kuwait Latvian:Latvia
  Lebanese:Lebanon Libyan:Libya Lithuanian:Lithuania Luxembourgish:Luxembourg Malaysian:Malaysia Maltese:Malta
  Mexican:Mexico Moroccan:Morocco Nepalese:Nepal Nepali:Nepal Nigerian:Nigeria Norwegian:Norway Omani:Oman
  Pakistani:Pakistan Panamanian:Panama Paraguayan:Paraguay Peruvian:Peru Polish:Poland Portuguese:Portugal Qatari:Qatar
  Romanian:Romania Russian:Russia Rwandan:Rwanda Saudi:Saudi_Arabia Scottish:Scotland Senegalese:Senegal Serbian:Serbia
  Singaporean:Singapore Slovak:Slovakia Slovenian:Slovenia Somali:Somalia Spanish:Spain Sudanese:Sudan Swedish:Sweden
  Swiss:Switzerland Syrian:Syria Taiwanese:Taiwan Tanzanian:Tanzania Thai:Thailand Tunisian:Tunisia Turkish:Turkey
  Ugandan:Uganda Ukrainian:Ukraine Emirati:United_Arab_Emirates Uruguayan:Uruguay Uzbek:Uzbekistan
  Venezuelan:Venezuela Vietnamese:Vietnam Welsh:Wales Yemeni:Yemen Zambian:Zambia Zimbabwean:Zimbabwe`
  .trim()
  .split(/\s+/)
  .map((pair) => pair.split(':') as [string, string])
  .map(([adjective, country]) => [adjective, country.replace(/_/g, ' ')]);

/**
 * Airports by their codes, with the ways a text names each, longest first: "LAX" is "Los Angeles
 * International Airport" where the other text says so, or "Los Angeles" where it says that.
 */
export const AIRPORTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['LAX', ['Los Angeles International Airport', 'Los Angeles International', 'Los Angeles Airport', 'Los Angeles']],
  ['LHR', ['London Heathrow Airport', 'Heathrow Airport', 'London Heathrow', 'Heathrow']],
  ['LGW', ['London Gatwick Airport', 'Gatwick Airport', 'London Gatwick', 'Gatwick']],
  ['STN', ['London Stansted Airport', 'Stansted Airport', 'London Stansted', 'Stansted']],
  ['SFO', ['San Francisco International Airport', 'San Francisco International', 'San Francisco Airport', 'San Francisco']],
  ['JFK', ['John F. Kennedy International Airport', 'John F Kennedy International Airport', 'John F. Kennedy Airport', 'John F Kennedy Airport', 'John F. Kennedy', 'John F Kennedy', 'Kennedy Airport']],
  ['ORD', ["Chicago O'Hare International Airport", "O'Hare International Airport", "O'Hare Airport", "Chicago O'Hare", "O'Hare"]],
  ['CDG', ['Paris Charles de Gaulle Airport', 'Charles de Gaulle Airport', 'Paris Charles de Gaulle', 'Charles de Gaulle']],
  ['DXB', ['Dubai International Airport', 'Dubai International', 'Dubai Airport', 'Dubai']],
  ['EDI', ['Edinburgh Airport', 'Edinburgh']],
  ['DUB', ['Dublin Airport', 'Dublin']],
  ['AMS', ['Amsterdam Schiphol Airport', 'Schiphol Airport', 'Amsterdam Schiphol', 'Schiphol']],
  ['SEA', ['Seattle-Tacoma International Airport', 'Seattle-Tacoma', 'Seattle Airport', 'Seattle']],
  ['BOS', ['Boston Logan International Airport', 'Logan International Airport', 'Boston Logan', 'Logan Airport', 'Logan']],
  ['ATL', ['Hartsfield-Jackson Atlanta International Airport', 'Atlanta International Airport', 'Atlanta Airport', 'Atlanta']],
  ['YYZ', ['Toronto Pearson International Airport', 'Toronto Pearson', 'Pearson Airport', 'Toronto']],
]);

/** The two-letter codes of the states of the United States, as an address writes them after the city ("Boston, MA"). */
export const US_STATES: ReadonlyMap<string, string> = new Map(
  `AL:Alabama AK:Alaska AZ:Arizona AR:Arkansas CA:California CO:Colorado CT:Connecticut DE:Delaware FL:Florida GA:Georgia
  HI:Hawaii ID:Idaho IL:Illinois IN:Indiana IA:Iowa KS:Kansas KY:Kentucky LA:Louisiana ME:Maine MD:Maryland MA:Massachusetts
  MI:Michigan MN:Minnesota MS:Mississippi MO:Missouri MT:Montana NE:Nebraska NV:Nevada NH:New_Hampshire NJ:New_Jersey
  NM:New_Mexico NY:New_York NC:North_Carolina ND:North_Dakota OH:Ohio OK:Oklahoma OR:Oregon PA:Pennsylvania RI:Rhode_Island
  SC:South_Carolina SD:South_Dakota TN:Tennessee TX:Texas UT:Utah VT:Vermont VA:Virginia WA:Washington WV:West_Virginia
  WI:Wisconsin WY:Wyoming DC:District_of_Columbia`
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string])
    .map(([code, name]) => [code, name.replace(/_/g, ' ')]),
);

/** Plurals not made with "s", by their singular ("women" -> "woman"): a plural takes its singular's senses. */
export const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['women', 'woman'], ['men', 'man'], ['gentlemen', 'gentleman'], ['children', 'child'], ['people', 'person'], ['feet', 'foot'],
  ['teeth', 'tooth'], ['geese', 'goose'], ['mice', 'mouse'], ['sheep', 'sheep'], ['fishermen', 'fisherman'], ['firemen', 'fireman'],
]);

/** Verbs that hand a thing from a doer to a receiver ("give", "lend", "send"), in their base forms. */
export const HANDING_VERBS: readonly string[] = ['give', 'hand', 'pass', 'send', 'lend', 'loan', 'post', 'email', 'bring', 'pay', 'sell', 'offer', 'show', 'forward', 'return'];

/** Past forms of common irregular verbs, which WordNet's files as shipped on npm do not list ("got" -> "get"). */
export const IRREGULAR_FORMS: ReadonlyMap<string, string> = new Map(
  `got:get gotten:get caught:catch bought:buy brought:bring thought:think taught:teach sought:seek fought:fight
  went:go gone:go goes:go came:come took:take taken:take gave:give given:give made:make said:say told:tell sold:sell
  sent:send spent:spend lent:lend built:build left:leave felt:feel kept:keep slept:sleep met:meet paid:pay
  ran:run saw:see seen:see knew:know known:know grew:grow threw:throw thrown:throw drew:draw drawn:draw
  wrote:write written:write drove:drive driven:drive rode:ride ate:eat eaten:eat fell:fall fallen:fall
  forgot:forget forgotten:forget got:get held:hold stood:stand understood:understand found:find lost:lose
  won:win began:begin begun:begin broke:break broken:break chose:choose chosen:choose spoke:speak spoken:speak
  woke:wake woken:wake wore:wear worn:wear tore:tear torn:tear hung:hang heard:hear led:lead read:read
  shut:shut put:put set:set cut:cut hit:hit let:let quit:quit meant:mean dealt:deal swam:swim sang:sing
  stuck:stick struck:strike rang:ring hid:hide bit:bite shook:shake flew:fly flown:fly became:become
  overran:overrun withdrew:withdraw withdrawn:withdraw undertook:undertake overtook:overtake mistook:mistake forgave:forgive
  arose:arise arisen:arise awoke:awake bent:bend bled:bleed blew:blow blown:blow bred:breed burnt:burn crept:creep dug:dig
  dreamt:dream drank:drink fed:feed fled:flee flung:fling forbade:forbid forbidden:forbid froze:freeze hidden:hide knelt:kneel
  laid:lay lain:lie leapt:leap risen:rise sank:sink sunk:sink sat:sit sewn:sew shone:shine shown:show shrank:shrink slid:slide
  sped:speed spun:spin sprang:spring sprung:spring stolen:steal stung:sting stank:stink strode:stride swore:swear sworn:swear
  swept:sweep swollen:swell swung:swing sung:sing trod:tread trodden:tread undid:undo undone:undo wept:weep wove:weave
  woven:weave wrung:wring mistaken:mistake overslept:oversleep overheard:overhear rebuilt:rebuild rewritten:rewrite
  rewrote:rewrite resold:resell retold:retell redid:redo redone:redo beaten:beat bitten:bite ridden:ride shaken:shake
  forgiven:forgive overtaken:overtake undertaken:undertake outgrown:outgrow overdrawn:overdraw outbid:outbid hurt:hurt upset:upset`
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
);

/**
 * Opposite actions and states, as base words (inflections are matched through a light stemmer). A
 * text that says one side is contradicted by a text that says the other side and not the first.
 */
export const OPPOSITES: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['accept', 'say yes'], ['decline', 'reject', 'refuse', 'turn down', 'say no']],
  [['approve'], ['reject', 'deny', 'decline', 'disapprove', 'refuse', 'turn down']],
  [['agree'], ['disagree', 'refuse', 'decline', 'reject', 'oppose', 'object to']],
  [['open', 'reopen'], ['close', 'shut', 'locked', 'sealed']],
  [['closure'], ['opening', 'reopening']],
  [['clear'], ['blocked', 'obstructed']],
  [['start', 'begin', 'launch'], ['stop', 'end', 'finish', 'halt']],
  [['resume', 'continue'], ['pause', 'suspend', 'stop']],
  [['add', 'include', 'insert'], ['remove', 'delete', 'exclude', 'drop', 'withdraw']],
  [['upload', 'create', 'save'], ['delete']],
  [['increase', 'raise', 'boost'], ['decrease', 'reduce', 'lower', 'cut']],
  [['enable', 'activate'], ['disable', 'deactivate']],
  [['arrive'], ['depart', 'leave']],
  [['land', 'touch down'], ['take off']],
  [['go ahead', 'proceed'], ['cancel', 'call off', 'scrap']],
  [['attend', 'go to', 'visit'], ['cancel', 'call off']],
  [['hand in'], ['collect', 'pick up']],
  [['buy', 'purchase', 'bought'], ['sell', 'sold', 'sale']],
  [['hire', 'recruit'], ['fire', 'dismiss', 'lay off', 'let go']],
  [['grant'], ['revoke', 'deny', 'refuse', 'reject', 'turn down']],
  [['confirm', 'schedule', 'book', 'reserve', 'keep', 'kept', 'renew', 'sign', 'buy', 'order', 'purchase', 'start'], ['cancel', 'terminate', 'postpone']],
  [['renew', 'extend'], ['end', 'terminate']],
  [['reserve'], ['release']],
  [['lift'], ['impose']],
  [['pay', 'charge', 'receive'], ['refund']],
  [['brighten'], ['dim']],
  [['brighter'], ['dimmer', 'darker']],
  [['cheaper', 'cheapest'], ['more expensive', 'most expensive', 'dearer', 'pricier']],
  [['embark', 'board'], ['disembark']],
  [['uphold', 'upheld'], ['reject', 'overturn', 'dismiss']],
  [['sew up', 'stitch up'], ['unpick']],
  [['take on'], ['give up', 'turn down']],
  [['kickoff', 'kick-off', 'kick off'], ['wrap-up', 'wrap up']],
  [['shortfall', 'deficit'], ['surplus']],
  [['combine', 'merge'], ['separate', 'split']],
  [['widen', 'broaden'], ['narrow', 'reduce']],
  [['freeze', 'frozen'], ['thaw', 'defrost']],
  [['expand'], ['shrink', 'reduce', 'cut', 'cut back', 'downsize', 'pull out', 'withdraw']],
  [['submit', 'send in'], ['withdraw']],
  [['accept'], ['dispute', 'contest']],
  [['apply'], ['remove']],
  [['formal'], ['casual', 'informal']],
  [['improve'], ['get worse', 'deteriorate']],
  [['closer', 'nearer'], ['further', 'farther']],
  [['busy'], ['quiet']],
  [['vacant', 'free'], ['occupied']],
  [['gentle', 'calm'], ['aggressive']],
  [['win', 'won'], ['lose', 'lost']],
  [['pass'], ['fail']],
  [['send', 'sent'], ['receive']],
  [['upload'], ['download']],
  // What is put up on a site comes down from it: "Upload the schedule to the website" / "Take the schedule down from the website".
  [['upload', 'publish', 'post'], ['take down', 'unpublish']],
  // The nearest place is not the furthest.
  [['nearest', 'closest'], ['furthest', 'farthest']],
  [['import'], ['export']],
  [['subscribe'], ['unsubscribe']],
  [['join'], ['leave', 'quit', 'step down', 'pull out of', 'withdraw from', 'pull out', 'drop out']],
  [['stay', 'remain'], ['leave', 'depart']],
  [['attend', 'make'], ['skip', 'miss']],
  [['pick up', 'pickup', 'collect', 'collection'], ['drop off', 'dropoff', 'drop', 'deliver', 'delivery']],
  [['fill', 'refill', 'top up'], ['drain', 'empty', 'run down']],
  [['extend', 'lengthen', 'prolong'], ['shorten', 'cut short', 'reduce', 'cut back', 'curtail']],
  [['collect', 'pick up'], ['return', 'hand back', 'give back', 'bring back']],
  [['sign up', 'enrol', 'enroll', 'opt in'], ['opt out', 'withdraw', 'deregister', 'take off', 'pull out', 'drop out']],
  [['welcome'], ['leaving', 'farewell', 'goodbye', 'send-off']],
  [['flooded'], ['dry']],
  [['bring forward', 'move up'], ['push back', 'put back', 'postpone', 'delay', 'extend']],
  [['deposit', 'pay in'], ['withdraw', 'take out']],
  [['tighten'], ['loosen', 'slacken']],
  [['keep', 'hold on to'], ['throw away', 'throw out', 'discard', 'get rid of', 'bin', 'chuck', 'chuck out']],
  [['confirm', 'prove'], ['rule out', 'disprove']],
  [['bring in', 'take in', 'let in'], ['turn out', 'put out', 'let out']],
  [['speed up', 'hurry up', 'expedite'], ['delay', 'slow down', 'hold up']],
  [
    ['at most', 'maximum', 'up to', 'less than', 'fewer than', 'lighter than', 'shorter than', 'smaller than', 'lower than', 'younger than'],
    ['at least', 'minimum', 'more than', 'heavier than', 'longer than', 'bigger than', 'larger than', 'higher than', 'greater than', 'older than'],
  ],
  [['retain', 'withhold'], ['return', 'refund']],
  [['beginner', 'novice'], ['advanced', 'expert']],
  [['strict'], ['relaxed', 'lenient', 'laid-back']],
  [['support'], ['oppose']],
  [['behind by', 'run behind', 'fall behind', 'behind schedule'], ['ahead by', 'run ahead', 'ahead of schedule']],
  [['renew'], ['expire', 'lapse']],
  // What is gathered from people is not given out to them: "Collect loan instruments from pupils" / "Hand out ... to pupils".
  [['collect'], ['hand out', 'give out', 'distribute']],
  // A bound the normaliser turned ("not ... under 5" = "at least 5") against one said outright.
  [['under', 'below'], ['at least']],
  [['over', 'above'], ['at most']],
  [['go up', 'rise', 'rose', 'climb', 'increase', 'grow'], ['go down', 'drop', 'fell', 'fall', 'decrease']],
  [['sign in', 'log in'], ['sign out', 'log out']],
  [['allow', 'permit', 'let'], ['forbid', 'block', 'ban', 'prevent', 'stop']],
  [['lock'], ['unlock']],
  [['admit'], ['discharge']],
  [['hang', 'put up', 'hoist', 'mount'], ['take down', 'tear down']],
  [['install', 'fit'], ['remove', 'uninstall', 'take out']],
  [['put on', 'put over'], ['take off']],
  [['put in', 'put back in', 'bring in'], ['take out', 'lift out', 'pull out']],
  [['set up', 'setup'], ['take down', 'pack down', 'pack away', 'clear away', 'clear', 'dismantle', 'tear down', 'teardown']],
  [['load', 'load up'], ['empty']],
  [['add'], ['take away', 'cut']],
  [['live'], ['pre-recorded', 'prerecorded', 'recorded']],
  [['hire', 'recruit'], ['cut', 'make redundant']],
  [['lift'], ['add', 'introduce']],
  [['top up'], ['release', 'let out', 'bleed']],
  [['earlier'], ['push back', 'put back']],
  [['depart', 'set off'], ['return', 'come back', 'get back']],
  [['approve'], ['object to']],
  [['remove', 'take away'], ['return', 'put back']],
  [['mute'], ['unmute']],
  // The two parties of one relation: "The landlord has agreed to pay" is not "The tenant has".
  [['landlord', 'landlady'], ['tenant', 'lodger']],
  [['employer'], ['employee']],
  [['sender'], ['recipient']],
  [['interviewer'], ['interviewee', 'candidate']],
  [['mentor'], ['mentee']],
  [['trainer'], ['trainee']],
  [['connect'], ['disconnect']],
  // A plant or a machine started is not one shut down: "Mill start-up after Christmas" / "Mill shutdown after Christmas".
  [['start up', 'startup', 'power up', 'boot up'], ['shut down', 'shutdown', 'power down', 'switch off', 'turn off']],
  [['like', 'love'], ['dislike', 'hate']],
  [['on'], ['off']],
  [['yes'], ['no']],
  [['true'], ['false']],
  [['before', 'until', 'till'], ['after']],
  [['early', 'earlier'], ['late', 'later']],
  [['above'], ['below']],
  [['ahead of'], ['behind']],
  [['in front of'], ['behind', 'at the back of', 'round the back of']],
  [['next to', 'beside', 'alongside'], ['opposite', 'across from', 'over the road from']],
  [['inside', 'indoors'], ['outside', 'outdoors']],
  [['up', 'upstairs'], ['down', 'downstairs']],
  [['upgrade'], ['downgrade']],
  [['public'], ['private']],
  [['more'], ['less', 'fewer']],
  [['maximum'], ['minimum']],
  [['incoming', 'inbound'], ['outgoing', 'outbound']],
  [['north'], ['south']],
  [['east'], ['west']],
  [['hot', 'warm'], ['cold']],
  [['borrow'], ['lend', 'lent']],
  [['push'], ['pull']],
  [['possible'], ['impossible']],
  [['available'], ['unavailable']],
  [['paid'], ['unpaid']],
  [['read'], ['unread']],
  [['correct'], ['incorrect', 'wrong']],
];

/**
 * Words that are capitalised at the start of a sentence or in a title without being names. A
 * capitalised word is taken for a name when it is not one of these, or when it stands inside a
 * sentence written in ordinary case. The list leans to the words of tasks, events and messages.
 */
export const COMMON_WORDS = words(`
  a an the this that these those my your our their his her its some any all each every no one
  i you we they he she it me us them him what where when who whom whose how why which there here
  and or but so if then than because as at by for from in into of off on onto out over to up with
  about after before during until till via within without per re fw fwd
  am is are was were be been being do does did done have has had will would shall should can could
  may might must let lets please kindly hi hiya hello hey dear thanks thank cheers regards best greetings
  yes ok okay sure sorry congratulations congrats welcome happy merry good great quick urgent important
  reminder note todo fyi update updates new old next last first final weekly daily monthly yearly annual
  quarterly morning afternoon evening night today tomorrow tonight yesterday
  add ask attend bake book bring buy call cancel change check clean collect confirm contact cook create
  discuss do drop email fill finish fix follow get give go have help invite join keep leave make meet
  move order organize organise pack pay pick plan post prepare print read remember remind renew reply
  reschedule reserve return review run schedule see send set share sign start end stop submit take talk
  tell text think try turn update visit wait walk wash watch water write come go apply use find
  open close play listen eat drink sleep wake feed pack leave look let
  meeting meetings meet sync standup call appointment interview lunch dinner breakfast brunch coffee
  party birthday anniversary wedding event events session class lesson workshop conference review
  report presentation slides deck agenda notes minutes plan project team group client customer
  budget invoice payment bill rent contract proposal document file files photos pictures list
  trip flight train bus hotel room office home house school work gym doctor dentist vet
  kickoff offsite onsite catchup catch follow followup check checkup demo launch release deadline
  walkthrough meetup carpool photoshoot bootcamp mocktail poolside aircon wellies
  dry cleaning groceries grocery shopping milk eggs bread food
  corp inc ltd llc co company
  job jobs task tasks chores homework errands car kids children family baby dog cat garden laundry
  dishes trash garbage bills taxes tax insurance bank money weekend vacation holiday holidays travel
  ticket tickets movie concert game match practice training workout hike haircut pharmacy prescription
  medicine gift gifts present card cards flowers cake pizza phone message messages text calls video
  staff everyone desk printer computer laptop server website app code bug bugs design marketing sales
  finance legal engineering product board draft all
  nothing nobody noone someone somebody something everyone everybody everything anyone anybody anything
  mr mrs ms dr prof professor sir madam
`);
