/**
 * Whether a word names a thing or an action, from WordNet's flags and the word's place: the judge
 * reports "object changed" only between two things, and a dropped item only when it carries the
 * task (a noun or a verb), not when it is a modifier.
 */
import { headOf } from './content-words.js';
import { WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { stem } from './stems.js';

/** A word's flags, or its singular's when the word itself is unflagged ("sneakers" -> "sneaker"). */
export function singularFlags(model: LookupModel, word: string): number {
  return model.flagsOf(word) || model.flagsOf(word.replace(/s$/, ''));
}

/** Whether a word names a thing or an action (nouns and verbs carry the task; unknown words count). */
export function isThingOrAction(model: LookupModel, word: string): boolean {
  if (word.includes(' ')) return true;
  const flags = model.flagsOf(word) || model.flagsOf(stem(word)) || model.flagsOf(word.replace(/s$/, ''));
  if ((flags & WORD_FLAGS.known) === 0) return true;
  return (flags & (WORD_FLAGS.noun | WORD_FLAGS.verb)) !== 0;
}

/** Whether a word names a thing: a noun, unless it opens the text as a verb would ("Book a table"). */
export function isThing(model: LookupModel, word: string, first: boolean): boolean {
  if (word.includes(' ')) {
    const head = headOf(word);
    return head !== word.split(' ')[0] && (model.flagsOf(head) & WORD_FLAGS.noun) !== 0;
  }
  const flags = singularFlags(model, word);
  if ((flags & WORD_FLAGS.known) === 0) return !verbForm(model, word);
  if (first && (flags & WORD_FLAGS.verb) !== 0) return false;
  return (flags & WORD_FLAGS.noun) !== 0;
}

/**
 * A form the flags do not list but WordNet reduces to a verb, not by a plural "-s": a past or
 * participle ("served", "delivered", "arrived"), which names an action, not a thing.
 */
function verbForm(model: LookupModel, word: string): boolean {
  const lemma = model.senses?.lemmaOf(word);
  return lemma !== undefined && lemma !== word && !word.endsWith('s') && (model.flagsOf(lemma) & WORD_FLAGS.verb) !== 0;
}

/** Whether a word (or its base form) may be a verb. */
export function canBeVerb(model: LookupModel, word: string): boolean {
  const lemma = model.senses?.lemmaOf(word) ?? word;
  const flags = model.flagsOf(lemma) || model.flagsOf(word);
  // A word WordNet's flags do not know ("declutter") may be a verb.
  return word.includes(' ') || (flags & WORD_FLAGS.known) === 0 || (flags & WORD_FLAGS.verb) !== 0;
}

/** Words after which a form in -ing is the verb's: "thanks for covering", "I'm running", "keep trying". */
const GERUND_AFTER = new Set(['for', 'by', 'about', 'of', 'without', 'after', 'before', 'm', 'am', 'is', 'are', 'was', 'were', 'be', 'been', 're', 'keep', 'keeps', 'start', 'stop', 'i', 'we', 'you', 'they']);

/**
 * Whether a form in -ing stands as its verb ("Thanks for covering my shift", "I'm running late"),
 * not as a noun ("the meeting", "Book club meeting"): it names an action, not a thing.
 */
export function gerund(model: LookupModel, text: string, word: string): boolean {
  if (word.includes(' ') || !word.endsWith('ing')) return false;
  // "covering" is also a noun lemma of its own: look for the verb under the ending.
  const base = word.slice(0, -3);
  if (![base, `${base}e`, base.replace(/(.)\1$/, '$1')].some((form) => form.length > 1 && (model.flagsOf(form) & WORD_FLAGS.verb) !== 0)) return false;
  const tokens = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  // Not the first word of a compound WordNet names with the form kept ("dressing room", "swimming
  // pool") before a noun; a phrasal verb's lemma is the base's ("setting up" -> "set up"), and WordNet
  // has "looking for" as a noun too.
  const compound = (i: number) => {
    const next = tokens[i + 1];
    return next !== undefined && (model.flagsOf(next) & WORD_FLAGS.noun) !== 0 && model.senses?.lemmaOf(`${word} ${next}`)?.startsWith(`${word} `) === true;
  };
  return tokens.some((token, i) => token === word && (i === 0 || GERUND_AFTER.has(tokens[i - 1]!)) && !compound(i));
}

/** Verbs that stand for many actions, so trading one for another is wording ("get milk" / "buy milk"). */
export const LIGHT_VERBS = new Set(['get', 'make', 'take', 'put', 'do', 'have', 'go', 'give', 'run', 'set', 'keep', 'see', 'pick', 'grab', 'find', 'sort', 'bring', 'come', 'let', 'handle', 'deal']);
