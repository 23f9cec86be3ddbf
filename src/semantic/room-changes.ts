/**
 * A room or a spot of a building or grounds named in one text where the other names another: "in
 * the school gym" / "in the school library", "by the loading bay" / "in the staff car park". Such
 * places are common nouns, so the name finder does not see them, and the word vectors hold many of
 * them close ("gym" / "library", "foyer" / "hall"). Each group below is one place under its names
 * ("loft" / "attic", "toilets" / "restroom", "garden" / "yard"); two groups are two places.
 *
 * Words with a second sense that is no place are left out ("hall", which is a corridor or a large
 * room; "terrace", a row of houses; "field" and "drive", mostly other things).
 */
import type { TextFacts } from './fact-types.js';
import type { Contradiction } from './guard.js';
import { FUNCTION_WORDS } from './content-words.js';
import { isLongPair } from './long-text.js';
import { stem } from './stems.js';
import { recentByObject } from './recent-objects.js';

const ROOMS: readonly (readonly string[])[] = [
  ['reception', 'foyer', 'lobby', 'entrance hall', 'front desk'],
  ['main hall', 'sports hall', 'assembly hall'],
  ['function room', 'events room'],
  ['committee room'],
  ['council chamber'],
  ['bar'],
  ['kitchen'],
  ['garden', 'back garden', 'yard', 'backyard', 'courtyard'],
  ['car park', 'parking lot', 'parking area'],
  ['loading bay'],
  ['office'],
  ['studio'],
  ['gym', 'gymnasium'],
  ['library'],
  ['canteen', 'cafeteria', 'dining hall'],
  ['lounge', 'living room', 'sitting room'],
  ['patio'],
  ['porch'],
  ['loft', 'attic'],
  ['basement', 'cellar'],
  ['garage'],
  ['shed'],
  ['driveway'],
  ['pitch'],
  ['stage'],
  ['classroom'],
  ['staff room', 'staffroom'],
  ['changing room', 'locker room', 'dressing room'],
  ['toilet', 'bathroom', 'restroom', 'loo', 'washroom', 'lavatory'],
  ['bedroom'],
  ['dining room'],
  ['corridor', 'hallway'],
  ['balcony'],
  ['conservatory'],
  ['boardroom', 'meeting room', 'conference room'],
  ['chapel'],
  ['cloakroom'],
  ['box office', 'ticket office'],
  ['rooftop', 'roof terrace'],
  ['playground'],
  ['workshop'],
  ['warehouse'],
  ['stockroom', 'storeroom'],
  ['waiting room'],
  ['cafe', 'café', 'coffee shop'],
  ['lake', 'lakeside'],
  ['pond'],
  ['river', 'riverbank', 'riverside'],
  ['beach'],
  ['bandstand'],
  ['pier'],
];
const ROOM_OF: ReadonlyMap<string, number> = new Map(ROOMS.flatMap((names, room) => names.map((name) => [name, room] as const)));
/**
 * Each name with its plural, the longest first, so "roof terrace" is read before "terrace" would be.
 * Without the Unicode flag, which made the pattern several times slower on every pair: the names
 * are ASCII but "café", and a letter outside ASCII next to one counts as a letter all the same.
 */
const ROOM_WORD = new RegExp(
  `(?<![A-Za-z\\u00C0-\\u024F-])(${[...ROOM_OF.keys()].sort((a, b) => b.length - a.length).map((name) => name.replace(/ /g, '\\s+')).join('|')})(?:e?s)?(?![A-Za-z\\u00C0-\\u024F-])`,
  'gi',
);
const roomCache = recentByObject<TextFacts, Rooms>();
/** The stem of each name's last word, as the text's stems are cut ("car park" -> "park", "café" -> "caf"): a text with none names no room. */
const ROOM_HEADS: ReadonlySet<string> = new Set([...ROOM_OF.keys()].map((name) => stem(name.toLowerCase().match(/[a-z]+/g)!.at(-1)!)));
const NO_ROOMS: Rooms = { places: new Map(), named: new Set() };

interface Rooms {
  /** The rooms named as places, each with its name as written. */
  readonly places: Map<number, string>;
  /** Every room the text names, as a place or before a noun. */
  readonly named: Set<number>;
}

/**
 * The rooms a text names: as places where followed by nothing, a mark or a small word ("in the
 * gym.", "the bar on the left"), not before a noun they modify ("garage sale", "kitchen table",
 * "the library's car park").
 */
function roomsOf(facts: TextFacts): Rooms {
  let rooms = roomCache.get(facts);
  if (rooms === undefined) roomCache.set(facts, (rooms = holdsAny(facts.stems, ROOM_HEADS) ? readRooms(facts.text) : NO_ROOMS));
  return rooms;
}

/** Whether any of a text's stems is in `wanted`. */
export function holdsAny(stems: ReadonlySet<string>, wanted: ReadonlySet<string>): boolean {
  for (const word of stems) if (wanted.has(word)) return true;
  return false;
}

function readRooms(text: string): Rooms {
  const places = new Map<number, string>();
  const named = new Set<number>();
  for (const m of text.matchAll(ROOM_WORD)) {
    const room = ROOM_OF.get(m[1]!.toLowerCase().replace(/\s+/g, ' '))!;
    named.add(room);
    const next = /^\s*([\p{L}']+)/u.exec(text.slice(m.index + m[0].length))?.[1]?.toLowerCase();
    if ((next === undefined || FUNCTION_WORDS.has(next)) && !places.has(room)) places.set(room, m[0]);
  }
  return { places, named };
}

/**
 * One room named as a place in one text, another in the other, and neither text names the other's
 * room at all: "in the gym" / "in the library". A room the other text names before a noun is still
 * there ("the car park behind the library" / "the library's rear car park").
 */
export function findRoomChanges(want: TextFacts, have: TextFacts): Contradiction[] {
  const named = namedRoomChange(want.text, have.text);
  if (named !== undefined) return [named];
  const mine = roomsOf(want);
  if (mine.places.size === 0) return [];
  const theirs = roomsOf(have);
  if (theirs.places.size === 0 || isLongPair(want.text, have.text)) return [];
  const lost = [...mine.places].filter(([room]) => !theirs.named.has(room));
  const gained = [...theirs.places].filter(([room]) => !mine.named.has(room));
  return lost.length === 1 && gained.length === 1 ? [{ kind: 'name', subtype: 'place', expected: lost[0]![1], actual: gained[0]![1] }] : [];
}

/** A room named by a capitalised word before its kind: "the Garden Room", "Sensory Room", "Oak Suite". */
const NAMED_ROOM = /\b(\p{Lu}\p{Ll}+) (Room|Suite|Hall|Lounge|Studio|Wing|Ward|Gallery)\b/gu;
/** The same, for a test that keeps no place between texts. */
const ANY_NAMED_ROOM = new RegExp(NAMED_ROOM.source, 'u');

/**
 * The same kind of room under another name: "Garden Room" / "Sensory Room". Names that are everyday
 * words ("Garden", "Sensory") are no names to the name finder, so the room's name is read here.
 * Only where each text names one such room of that kind and neither holds the other's name.
 */
function namedRoomChange(want: string, have: string): Contradiction | undefined {
  if (!ANY_NAMED_ROOM.test(want)) return undefined;
  const rooms = (text: string) => [...text.matchAll(NAMED_ROOM)].map((m) => ({ name: m[1]!, kind: m[2]!, written: m[0] }));
  const [mine, theirs] = [rooms(want), rooms(have)];
  if (mine.length !== 1 || theirs.length !== 1 || mine[0]!.kind !== theirs[0]!.kind) return undefined;
  const [a, b] = [mine[0]!, theirs[0]!];
  const holds = (text: string, name: string) => new RegExp(`\\b${name}\\b`, 'i').test(text);
  return a.name !== b.name && !holds(have, a.name) && !holds(want, b.name) ? { kind: 'name', subtype: 'place', expected: a.written, actual: b.written } : undefined;
}
