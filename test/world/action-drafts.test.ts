/**
 * What a tool sees and hands back inside an action (decision 0010): records it changes in place,
 * answers that hold the records it changed, nested maps, and refusals after changes.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createWorld, defineDatabase, definePlugin, defineTool, fail } from '../../src/index.js';
import { createWorld as createCoreWorld } from '../../src/world/index.js';

const note = z.object({ id: z.string(), title: z.string(), tags: z.array(z.string()) });
const Notes = defineDatabase({ name: 'Notes', layout: 'by-owner', key: 'id', record: note });

const Retitle = defineTool({
  name: 'Retitle',
  description: 'Gives a note a new title and answers with the note.',
  action: true,
  databases: { Notes },
  input: z.object({ owner: z.string(), id: z.string(), title: z.string() }),
  output: z.object({ note, count: z.number() }),
  run({ owner, id, title }, { db }) {
    const notes = db.Notes.get(owner);
    const found = notes?.get(id);
    if (notes === undefined || found === undefined) fail(`No note ${id}.`);
    found.title = title;
    found.tags.push('edited');
    if (title === 'forbidden') fail('That title is not allowed.');
    return { note: found, count: notes.size };
  },
});

const Tag = defineTool({
  name: 'Tag',
  description: "Adds a tag to a note and answers with the note's tags.",
  action: true,
  databases: { Notes },
  input: z.object({ owner: z.string(), id: z.string(), tag: z.string() }),
  output: z.object({ tags: z.array(z.string()) }),
  run({ owner, id, tag }, { db }) {
    const found = db.Notes.get(owner)?.get(id);
    if (found === undefined) fail(`No note ${id}.`);
    found.tags.push(tag);
    return { tags: found.tags };
  },
});

const Move = defineTool({
  name: 'Move',
  description: "Moves a note to another owner's notes and answers with both owners' notes.",
  action: true,
  databases: { Notes },
  input: z.object({ from: z.string(), to: z.string(), id: z.string() }),
  output: z.object({ from: z.unknown(), to: z.unknown() }),
  run({ from, to, id }, { db }) {
    const source = db.Notes.get(from);
    const record = source?.get(id);
    if (source === undefined || record === undefined) fail(`No note ${id}.`);
    source.delete(id);
    if (!db.Notes.has(to)) db.Notes.set(to, new Map());
    db.Notes.get(to)!.set(id, record);
    return { from: source, to: db.Notes.get(to) };
  },
});

const plugin = definePlugin({ name: 'Notebook', description: 'Notes by owner.', databases: [Notes], tools: [Retitle, Move, Tag] });

function notebook() {
  return createCoreWorld({
    plugins: [plugin],
    databases: {
      Notes: {
        ada: { n1: { id: 'n1', title: 'Shopping', tags: ['home'] }, n2: { id: 'n2', title: 'Books', tags: [] } },
        bob: {},
      },
    },
  });
}

describe('inside an action', () => {
  it('answers with the record as committed, which is the state’s own frozen record', () => {
    const world = notebook();
    const before = world.state;
    const { response, exception } = world.call('Retitle', { owner: 'ada', id: 'n1', title: 'Groceries' });
    expect(exception).toBeNull();
    expect(response).toEqual({ note: { id: 'n1', title: 'Groceries', tags: ['home', 'edited'] }, count: 2 });
    const stored = world.state.databases.Notes.get('ada')!.get('n1');
    expect(response!.note).toBe(stored);
    expect(Object.isFrozen(stored)).toBe(true);
    // The untouched record is shared with the state the call started from.
    expect(world.state.databases.Notes.get('ada')!.get('n2')).toBe(before.databases.Notes.get('ada')!.get('n2'));
    expect(before.databases.Notes.get('ada')!.get('n1')).toEqual({ id: 'n1', title: 'Shopping', tags: ['home'] });
  });

  it('answers with a part of a record it changed (a list), as committed', () => {
    const world = notebook();
    const { response, exception } = world.call('Tag', { owner: 'ada', id: 'n1', tag: 'urgent' });
    expect(exception).toBeNull();
    expect(response).toEqual({ tags: ['home', 'urgent'] });
    expect(world.state.databases.Notes.get('ada')!.get('n1')!.tags).toEqual(['home', 'urgent']);
  });

  it('discards every change when the tool refuses after making them', () => {
    const world = notebook();
    const before = world.state;
    const { exception } = world.call('Retitle', { owner: 'ada', id: 'n1', title: 'forbidden' });
    expect(exception).toBe('That title is not allowed.');
    expect(world.state).toBe(before);
    expect(world.state.databases.Notes.get('ada')!.get('n1')).toEqual({ id: 'n1', title: 'Shopping', tags: ['home'] });
  });

  it('moves a record between nested maps, creates a map, and answers with the finished maps', () => {
    const world = notebook();
    const before = world.state;
    const { response, exception } = world.execute('Move', { from: 'ada', to: 'cy', id: 'n1' });
    expect(exception).toBeNull();
    expect(JSON.parse(JSON.stringify(response))).toEqual({
      from: { n2: { id: 'n2', title: 'Books', tags: [] } },
      to: { n1: { id: 'n1', title: 'Shopping', tags: ['home'] } },
    });
    const notes = world.state.databases.Notes;
    expect([...notes.keys()]).toEqual(['ada', 'bob', 'cy']);
    expect([...notes.get('ada')!.keys()]).toEqual(['n2']);
    expect(notes.get('cy')!.get('n1')).toBe(before.databases.Notes.get('ada')!.get('n1'));
    expect(notes.get('bob')).toBe(before.databases.Notes.get('bob'));
    expect(Object.isFrozen(notes.get('cy'))).toBe(true);
  });

  it('adds and removes thousands of keys in one call, keeping their order', () => {
    const Populate = defineTool({
      name: 'Populate',
      description: 'Gives each of `count` new owners an empty notebook, or with `drop` removes every other owner.',
      action: true,
      databases: { Notes },
      input: z.object({ count: z.number().int(), drop: z.boolean() }),
      output: z.object({ size: z.number() }),
      run({ count, drop }, { db }) {
        if (drop) {
          let index = 0;
          for (const owner of [...db.Notes.keys()]) if (index++ % 2 === 0) db.Notes.delete(owner);
        } else {
          for (let index = 0; index < count; index++) db.Notes.set(`owner-${index}`, new Map());
        }
        return { size: db.Notes.size };
      },
    });
    const world = createCoreWorld({ plugins: [definePlugin({ name: 'Bulk', description: 'Bulk edits.', databases: [Notes], tools: [Populate] })] });
    expect(world.call('Populate', { count: 5000, drop: false }).response).toEqual({ size: 5000 });
    const added = [...world.state.databases.Notes.keys()];
    expect(added).toEqual(Array.from({ length: 5000 }, (_, index) => `owner-${index}`));
    expect(world.call('Populate', { count: 0, drop: true }).response).toEqual({ size: 2500 });
    expect([...world.state.databases.Notes.keys()]).toEqual(added.filter((_, index) => index % 2 === 1));
    expect(world.state.databases.Notes.get('owner-1')?.size).toBe(0);
    expect(world.state.databases.Notes.has('owner-0')).toBe(false);
  });

  it('works the same in a world with a session policy and ToolTalk beside it', () => {
    const world = createWorld({ plugins: [plugin], databases: { Notes: { ada: { n1: { id: 'n1', title: 'A', tags: [] } } } } });
    expect(world.call('Retitle', { owner: 'ada', id: 'n1', title: 'B' }).response?.note.title).toBe('B');
    expect(world.call('Retitle', { owner: 'ada', id: 'zz', title: 'B' }).exception).toBe('No note zz.');
  });
});

// The same change written once, run as a tool (the transaction) and as an Immer recipe over the
// whole state (`world.update`): both must leave the same state.
type NotesDb = { Notes: Map<string, Map<string, { id: string; title: string; tags: string[] }>> };
const recipes: Record<string, (db: NotesDb) => void> = {
  'a record copied with a spread, then both changed': (db) => {
    const ada = db.Notes.get('ada')!;
    const original = ada.get('n1')!;
    original.tags.push('seen');
    ada.set('n3', { ...original, id: 'n3', title: 'Copy' });
    ada.get('n3')!.tags.push('copied');
  },
  'a nested list moved from one record to another': (db) => {
    const ada = db.Notes.get('ada')!;
    const first = ada.get('n1')!;
    const second = ada.get('n2')!;
    second.tags.push('moved');
    first.tags = second.tags;
    second.tags = [];
  },
  'the same in the other order of reading': (db) => {
    const ada = db.Notes.get('ada')!;
    const second = ada.get('n2')!;
    const first = ada.get('n1')!;
    first.tags = second.tags;
    second.title = 'Emptied';
  },
  'a record wrapped in a new list under a new owner': (db) => {
    const record = db.Notes.get('ada')!.get('n1')!;
    record.title = 'Wrapped';
    db.Notes.set('cy', new Map([['w', { id: 'w', title: 'wrapper', tags: [record.title, ...record.tags] }]]));
  },
  "a record's list shared into a new map under a new owner, then changed": (db) => {
    const record = db.Notes.get('ada')!.get('n2')!;
    db.Notes.set('cy', new Map([['s', { id: 's', title: 'shared', tags: record.tags }]]));
    record.tags.push('after');
  },
  'a deletion and a re-insertion of the same key': (db) => {
    const ada = db.Notes.get('ada')!;
    const record = ada.get('n1')!;
    ada.delete('n1');
    ada.set('n1', record);
  },
};

const Apply = defineTool({
  name: 'Apply',
  description: 'Applies one of the recipes above.',
  action: true,
  databases: { Notes },
  input: z.object({ recipe: z.string() }),
  output: z.object({}),
  run({ recipe }, { db }) {
    recipes[recipe]!(db as unknown as NotesDb);
    return {};
  },
});
const applying = definePlugin({ name: 'Applying', description: 'Recipes as a tool.', databases: [Notes], tools: [Apply] });

describe('a tool and an Immer recipe leave the same state', () => {
  it.each(Object.keys(recipes))('%s', (name) => {
    const data = { Notes: { ada: { n1: { id: 'n1', title: 'Shopping', tags: ['home'] }, n2: { id: 'n2', title: 'Books', tags: ['x'] } }, bob: {} } };
    const asTool = createCoreWorld({ plugins: [applying], databases: data });
    const asRecipe = createCoreWorld({ plugins: [applying], databases: data });
    expect(asTool.call('Apply', { recipe: name }).exception).toBeNull();
    asRecipe.update((draft) => recipes[name]!(draft.databases as unknown as NotesDb));
    expect(JSON.parse(JSON.stringify(asTool.state.databases))).toEqual(JSON.parse(JSON.stringify(asRecipe.state.databases)));
    // Everything committed is frozen: no draft or live object is left in the state.
    const walk = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      expect(Object.isFrozen(value)).toBe(true);
      for (const item of value instanceof Map || (value as { entries?: unknown }).entries ? [...(value as Map<string, unknown>).values()] : Object.values(value)) walk(item);
    };
    walk(asTool.state.databases);
  });
});

// Flat records (strings, numbers, booleans, nulls only) beside nested ones: the same differential
// check, for any future path that drafts flat records otherwise than with Immer (issue 15, ninth
// round, tried plain copies). Immer marks a record changed and changed back as modified, so such a
// call leaves a new (equal) state object; the check compares contents.
const card = z.object({ id: z.string(), title: z.string(), done: z.boolean(), due: z.string().nullable() });
const Cards = defineDatabase({ name: 'Cards', layout: 'by-owner', key: 'id', record: card });
type CardsDb = {
  Cards: Map<string, Map<string, { id: string; title: string; done: boolean; due: string | null; [extra: string]: unknown }>>;
  Notes: Map<string, Map<string, { id: string; title: string; tags: string[] }>>;
};
const flatRecipes: Record<string, (db: CardsDb) => unknown> = {
  'a field changed': (db) => {
    db.Cards.get('ada')!.get('c1')!.done = true;
  },
  'a field changed and changed back': (db) => {
    const found = db.Cards.get('ada')!.get('c1')!;
    found.title = 'Other';
    found.title = 'Milk';
  },
  'a field deleted and added again': (db) => {
    const found = db.Cards.get('ada')!.get('c1')!;
    delete (found as Record<string, unknown>).due;
    found.due = null;
  },
  'a field added': (db) => {
    (db.Cards.get('ada')!.get('c2')! as Record<string, unknown>).note = 'new';
  },
  'a record read and stored under another key and owner': (db) => {
    const found = db.Cards.get('ada')!.get('c1')!;
    found.done = true;
    db.Cards.get('ada')!.set('c9', found);
    db.Cards.set('bob', new Map([['c1', found]]));
  },
  'a record deleted after a change': (db) => {
    const cards = db.Cards.get('ada')!;
    cards.get('c2')!.title = 'Gone';
    cards.delete('c2');
  },
  "a flat record given a note's list, the note then changed": (db) => {
    const found = db.Cards.get('ada')!.get('c1')!;
    const noteRecord = db.Notes.get('ada')!.get('n1')!;
    (found as Record<string, unknown>).tags = noteRecord.tags;
    noteRecord.tags.push('after');
    noteRecord.title = 'Changed';
  },
  'a flat record given an object of its own': (db) => {
    (db.Cards.get('ada')!.get('c2')! as Record<string, unknown>).meta = { by: 'ada', list: [1, 2] };
  },
  'every card read, one changed': (db) => {
    for (const [, found] of db.Cards.get('ada')!) if (found.id === 'c2') found.done = !found.done;
  },
};

const ApplyFlat = defineTool({
  name: 'ApplyFlat',
  description: 'Applies one of the flat-record recipes above.',
  action: true,
  databases: { Cards, Notes },
  input: z.object({ recipe: z.string() }),
  output: z.object({ answer: z.unknown(), card: z.unknown() }),
  run({ recipe }, { db }) {
    const answer = flatRecipes[recipe]!(db as unknown as CardsDb);
    return { answer: answer ?? null, card: (db as unknown as CardsDb).Cards.get('ada')!.get('c1') ?? null };
  },
});
const applyingFlat = definePlugin({ name: 'ApplyingFlat', description: 'Flat recipes as a tool.', databases: [Cards, Notes], tools: [ApplyFlat] });

describe('flat records: a tool and an Immer recipe leave the same state', () => {
  const data = {
    Cards: { ada: { c1: { id: 'c1', title: 'Milk', done: false, due: null }, c2: { id: 'c2', title: 'Bread', done: false, due: '2025-05-13 09:00:00' } }, bob: {} },
    Notes: { ada: { n1: { id: 'n1', title: 'Shopping', tags: ['home'] } } },
  };
  it.each(Object.keys(flatRecipes))('%s', (name) => {
    const asTool = createCoreWorld({ plugins: [applyingFlat], databases: data });
    const asRecipe = createCoreWorld({ plugins: [applyingFlat], databases: data });
    const before = asTool.state;
    const outcome = asTool.call('ApplyFlat', { recipe: name });
    expect(outcome.exception).toBeNull();
    asRecipe.update((draft) => {
      flatRecipes[name]!(draft.databases as unknown as CardsDb);
    });
    expect(JSON.parse(JSON.stringify(asTool.state.databases))).toEqual(JSON.parse(JSON.stringify(asRecipe.state.databases)));
    // The answer holds the state's own record (or the record it was, when it left the state).
    const card = (outcome.response as unknown as { card: unknown }).card;
    if (asTool.state.databases.Cards.get('ada')?.has('c1')) expect(card).toBe(asTool.state.databases.Cards.get('ada')!.get('c1'));
    // Unchanged records are shared with the state before the call.
    const c2Before = before.databases.Cards.get('ada')!.get('c2');
    const c2After = asTool.state.databases.Cards.get('ada')!.get('c2');
    if (JSON.stringify(c2Before) === JSON.stringify(c2After)) expect(c2After).toBe(c2Before);
    const walk = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      expect(Object.isFrozen(value)).toBe(true);
      for (const item of value instanceof Map || (value as { entries?: unknown }).entries ? [...(value as Map<string, unknown>).values()] : Object.values(value)) walk(item);
    };
    walk(asTool.state.databases);
    // The state before the call is untouched.
    expect(JSON.parse(JSON.stringify(before.databases))).toEqual(JSON.parse(JSON.stringify(createCoreWorld({ plugins: [applyingFlat], databases: data }).state.databases)));
  });

  it('a refusal after changing a flat record changes nothing', () => {
    const Refuse = defineTool({
      name: 'Refuse',
      description: 'Changes a card, then refuses.',
      action: true,
      databases: { Cards },
      input: z.object({}),
      output: z.object({}),
      run(_args, { db }) {
        db.Cards.get('ada')!.get('c1')!.done = true;
        fail('No.');
      },
    });
    const world = createCoreWorld({ plugins: [definePlugin({ name: 'R', description: 'r', databases: [Cards, Notes], tools: [Refuse] })], databases: data });
    const before = world.state;
    expect(world.call('Refuse', {}).exception).toBe('No.');
    expect(world.state).toBe(before);
    expect(world.state.databases.Cards.get('ada')!.get('c1')!.done).toBe(false);
  });
});

// A call that drafts many records (more than a transaction keeps in its short list, issue 15
// eleventh round): each record is still finished once, parts moved between records are read as
// they are now, and the answer holds the state's own records.
const manyRecipes: Record<string, (db: NotesDb) => unknown> = {
  'every note retitled': (db) => {
    for (const [, found] of db.Notes.get('ada')!) found.title = `${found.title}!`;
    return db.Notes.get('ada')!.get('m20');
  },
  'every note tagged, the first list moved to the last note': (db) => {
    const ada = db.Notes.get('ada')!;
    for (const [, found] of ada) found.tags.push('seen');
    const first = ada.get('m0')!;
    const last = ada.get('m39')!;
    last.tags = first.tags;
    first.tags = [];
    return { first, last, middle: ada.get('m20') };
  },
  'every note read, every third changed, one copied under a new owner': (db) => {
    const ada = db.Notes.get('ada')!;
    let index = 0;
    for (const [, found] of ada) if (index++ % 3 === 0) found.tags.push('third');
    db.Notes.set('cy', new Map([['copy', { ...ada.get('m30')!, id: 'copy' }]]));
    return ada.get('m33');
  },
};

const ApplyMany = defineTool({
  name: 'ApplyMany',
  description: 'Applies one of the many-record recipes above.',
  action: true,
  databases: { Notes },
  input: z.object({ recipe: z.string() }),
  output: z.object({ answer: z.unknown() }),
  run({ recipe }, { db }) {
    return { answer: manyRecipes[recipe]!(db as unknown as NotesDb) ?? null };
  },
});
const applyingMany = definePlugin({ name: 'ApplyingMany', description: 'Many-record recipes as a tool.', databases: [Notes], tools: [ApplyMany] });

describe('many drafted records: a tool and an Immer recipe leave the same state', () => {
  const ada = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`m${index}`, { id: `m${index}`, title: `Note ${index}`, tags: [`t${index}`] }]));
  const data = { Notes: { ada, bob: {} } };
  it.each(Object.keys(manyRecipes))('%s', (name) => {
    const asTool = createCoreWorld({ plugins: [applyingMany], databases: data });
    const asRecipe = createCoreWorld({ plugins: [applyingMany], databases: data });
    const outcome = asTool.call('ApplyMany', { recipe: name });
    expect(outcome.exception).toBeNull();
    let expected: unknown;
    asRecipe.update((draft) => {
      expected = JSON.parse(JSON.stringify(manyRecipes[name]!(draft.databases as unknown as NotesDb) ?? null));
    });
    expect(JSON.parse(JSON.stringify(asTool.state.databases))).toEqual(JSON.parse(JSON.stringify(asRecipe.state.databases)));
    expect(JSON.parse(JSON.stringify((outcome.response as { answer: unknown }).answer))).toEqual(expected);
    // Records in the answer are the state's own, frozen.
    const answer = (outcome.response as { answer: unknown }).answer as Record<string, unknown> | null;
    const stored = asTool.state.databases.Notes.get('ada')!;
    if (answer !== null && typeof answer.id === 'string') expect(answer).toBe(stored.get(answer.id));
    const walk = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      expect(Object.isFrozen(value)).toBe(true);
      for (const item of value instanceof Map || (value as { entries?: unknown }).entries ? [...(value as Map<string, unknown>).values()] : Object.values(value)) walk(item);
    };
    walk(asTool.state.databases);
  });
});
