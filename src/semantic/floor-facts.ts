/**
 * Floors named by a word rather than a number, as places: "Basement dry store" is not the
 * "Ground-floor dry store". A numbered floor ("2nd floor", "level 3") is already a number fact;
 * these are the floors a number does not name. "Cellar" is the basement and "loft" the attic.
 */
import type { FactCollector } from './fact-collector.js';

const LEVELS: readonly (readonly [RegExp, string])[] = [
  [/\blower[-\s]ground(?:[-\s](?:floor|level))?\b/gi, 'lower-ground'],
  [/\bupper[-\s]ground(?:[-\s](?:floor|level))?\b/gi, 'upper-ground'],
  [/\b(?:ground|street)[-\s](?:floor|level)\b/gi, 'ground'],
  [/\b(?:basement|cellar)s?\b/gi, 'basement'],
  [/\bmezzanines?\b/gi, 'mezzanine'],
  [/\btop[-\s](?:floor|level|storey|story)\b/gi, 'top'],
  [/\b(?:roof|rooftop)(?:[-\s](?:terrace|level|garden|deck))?\b/gi, 'roof'],
  [/\b(?:attic|loft)s?\b/gi, 'attic'],
];
const SAME_LEVEL: ReadonlyMap<string, string> = new Map([['lower-ground', 'basement'], ['basement', 'lower-ground']]);
const ANY_LEVEL = /ground|street|basement|cellar|mezzanine|top|roof|attic|loft/i;

/**
 * Each floor named by a word is a place fact of its own kind. It counts only against another place
 * in its stead ("Basement" / "Ground floor"): "downstairs" or "the uppermost floor" may say the same
 * floor in words no list holds.
 */
export function scanFloors(c: FactCollector): void {
  if (!ANY_LEVEL.test(c.text)) return;
  for (const [pattern, level] of LEVELS) {
    c.scan(pattern, (_match, span) => {
      // The lower ground floor is the basement by a kinder name ("Basement gym" / "lower-ground-floor gym").
      const also = SAME_LEVEL.get(level);
      c.add('name', span, [`level:${level}`], also === undefined ? [] : [`level:${also}`], 'place');
      c.weakenLast();
    });
  }
}

/** Whether a fact is a floor named by a word; such facts keep no order with names ("Ground floor lobby, Kessler Building"). */
export const isFloor = (fact: { readonly keys: readonly string[] }): boolean => fact.keys[0]?.startsWith('level:') === true;
