import { scratchFolder } from '../support/scratch.js';
/**
 * A plugin with its own database, declared, loaded, validated, called, forked, reset and judged from
 * outside the core; and the compile-time typing of `world.call`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  argumentCheck,
  createWorld,
  defineDatabase,
  definePlugin,
  defineTool,
  defineToolFromJSON,
  fail,
  hexField,
  loadDatabases,
  ToolworldError,
} from '../../src/index.js';
import { createWorld as createCoreWorld } from '../../src/world/index.js';

const Products = defineDatabase({
  name: 'Products',
  layout: 'flat',
  key: 'sku',
  record: z.object({ sku: z.string(), price: z.number(), stock: z.number().int() }),
});
const Cart = defineDatabase({
  name: 'Cart',
  layout: 'by-owner',
  key: 'line_id',
  record: z.object({ line_id: z.string(), sku: z.string(), quantity: z.number().int() }),
});

const AddToCart = defineTool({
  name: 'AddToCart',
  description: 'Adds a product to a named cart.',
  action: true,
  databases: { Products, Cart },
  input: z.object({ cart: z.string().describe('Cart name.'), sku: z.string().describe('Product code.'), quantity: z.number().int().describe('How many.') }),
  output: z.object({ line_id: z.string() }),
  check: argumentCheck({ response: 'ignore' }),
  run({ cart, sku, quantity }, { db, nextId }) {
    const product = db.Products.get(sku);
    if (product === undefined) fail(`No product ${sku}.`);
    if (quantity > product.stock) fail(`Only ${product.stock} left.`);
    product.stock -= quantity;
    if (!db.Cart.has(cart)) db.Cart.set(cart, new Map());
    const line_id = nextId('line');
    db.Cart.get(cart)!.set(line_id, { line_id, sku, quantity });
    return { line_id };
  },
});

const Stock = defineTool({
  name: 'Stock',
  description: 'How many of a product are left (answered asynchronously, as a remote inventory would).',
  action: false,
  databases: { Products },
  input: z.object({ sku: z.string().describe('Product code.') }),
  output: z.object({ stock: z.number() }),
  async run({ sku }, { db }) {
    await Promise.resolve();
    const product = db.Products.get(sku);
    if (product === undefined) fail(`No product ${sku}.`);
    return { stock: product.stock };
  },
});

const Shop = definePlugin({
  name: 'Shop',
  description: 'A shop.',
  databases: [Products, Cart],
  ids: { line: [hexField(4)] },
  tools: [AddToCart, Stock],
});

const data = { Products: { tea: { sku: 'tea', price: 4, stock: 3 } } };

describe('a plugin of our own', () => {
  it('is called with typed names, arguments and responses, and refusals change nothing', () => {
    const world = createCoreWorld({ plugins: [Shop], databases: data });
    const { response } = world.call('AddToCart', { cart: 'ada', sku: 'tea', quantity: 2 });
    const lineId: string | undefined = response?.line_id;
    expect(lineId).toMatch(/^[0-9a-f]{4}$/);
    const before = world.state;
    expect(world.call('AddToCart', { cart: 'ada', sku: 'tea', quantity: 9 }).exception).toBe('Only 1 left.');
    expect(world.state).toBe(before);

    if (Math.random() > 2) {
      // Compile-time checks only (never run): each line must fail to typecheck.
      // @ts-expect-error a misspelled tool name
      world.call('AddToKart', { cart: 'ada', sku: 'tea', quantity: 1 });
      // @ts-expect-error a wrongly typed argument
      world.call('AddToCart', { cart: 'ada', sku: 'tea', quantity: '1' });
      // @ts-expect-error a response field the tool does not declare
      void world.call('AddToCart', { cart: 'ada', sku: 'tea', quantity: 1 }).response?.lineId;
    }
    // Untyped use stays available and never throws.
    expect(world.execute('AddToKart', {}).exception).toMatch(/^API AddToKart not found; did you mean AddToCart\?/);
  });

  it('forks and resets in constant time, each world on its own', () => {
    const world = createCoreWorld({ plugins: [Shop], databases: data });
    world.call('AddToCart', { cart: 'ada', sku: 'tea', quantity: 1 });
    const fork = world.fork();
    fork.call('AddToCart', { cart: 'bob', sku: 'tea', quantity: 1 });
    expect(world.state.databases.Products.get('tea')!.stock).toBe(2);
    expect(fork.state.databases.Products.get('tea')!.stock).toBe(1);
    world.reset();
    expect(world.state.databases.Products.get('tea')!.stock).toBe(3);
    expect(world.state.databases.Cart.size).toBe(0);
  });

  it('answers asynchronously through callAsync, and tells sync callers so', async () => {
    const world = createCoreWorld({ plugins: [Shop], databases: data });
    expect(await world.callAsync('Stock', { sku: 'tea' })).toEqual({ response: { stock: 3 }, exception: null });
    expect(await world.callAsync('Stock', { sku: 'nope' })).toEqual({ response: null, exception: 'No product nope.' });
    expect(world.execute('Stock', { sku: 'tea' }).exception).toBe('Stock answers asynchronously; call it with world.callAsync or world.executeAsync.');
  });

  it('keeps the changes of calls made while an asynchronous answer is pending', async () => {
    const world = createCoreWorld({ plugins: [Shop], databases: data });
    const [stock, added] = await Promise.all([
      world.executeAsync('Stock', { sku: 'tea' }),
      world.executeAsync('AddToCart', { cart: 'ada', sku: 'tea', quantity: 1 }),
    ]);
    expect(stock.response).toEqual({ stock: 3 }); // it read the state it started from
    expect(added.exception).toBeNull();
    expect(world.state.databases.Products.get('tea')!.stock).toBe(2);
  });

  it('is judged with its own check', async () => {
    const world = createCoreWorld({ plugins: [Shop], databases: data });
    const expected = world.fork().execute('AddToCart', { cart: 'ada', sku: 'tea', quantity: 2 });
    const same = world.fork().execute('AddToCart', { cart: 'ada', sku: 'tea', quantity: 2 });
    const other = world.fork().execute('AddToCart', { cart: 'ada', sku: 'tea', quantity: 1 });
    const semantic = () => ({ pass: false, score: 0 });
    expect((await AddToCart.check!.judge(same, expected, { semantic })).pass).toBe(true);
    expect(await AddToCart.check!.judge(other, expected, { semantic })).toEqual({ pass: false, reasons: ["argument 'quantity': expected 2, got 1"] });
  });

  it('loads its files from a folder, naming the file and the JSON path of a problem', () => {
    const dir = scratchFolder('toolworld-shop-');
    writeFileSync(join(dir, 'Products.json'), JSON.stringify({ tea: { sku: 'tea', price: 4, stock: 3 } }));
    const databases = loadDatabases(dir, Shop.databases);
    expect(createCoreWorld({ plugins: [Shop], databases }).call('Stock', { sku: 'tea' }).exception).not.toBeNull(); // async tool, sync call
    writeFileSync(join(dir, 'Cart.json'), JSON.stringify({ ada: { x1: { line_id: 'x2', sku: 'tea', quantity: 1 } } }));
    expect(() => loadDatabases(dir, Shop.databases)).toThrow(`${join(dir, 'Cart.json')} at $.ada.x1.line_id: line_id "x2" does not match its key "x1"`);
    writeFileSync(join(dir, 'Cart.json'), JSON.stringify({ ada: { x1: { line_id: 'x1', sku: 'tea', quantity: 'one' } } }));
    try {
      loadDatabases(dir, Shop.databases);
      expect.unreachable();
    } catch (error) {
      expect(ToolworldError.isInstance(error) && error.jsonPath).toBe('$.ada.x1.quantity');
    }
    expect(() => createCoreWorld({ plugins: [Shop], databases: { Prodcts: {} } })).toThrow(/unknown database 'Prodcts'; databases: Products, Cart/);
  });

  it('lives beside the ToolTalk plugins', () => {
    const world = createWorld({ plugins: [Shop], databases: data });
    expect(world.call('AddToCart', { cart: 'ada', sku: 'tea', quantity: 1 }).exception).toBeNull();
    expect(world.tools.size).toBe(2);
  });

  it('refuses worlds that cannot work, naming the fix', () => {
    const NeedsLogin = defineTool({
      name: 'NeedsLogin', description: 'x', action: false, auth: true,
      input: z.object({}), output: z.object({}), run: () => ({}),
    });
    expect(() => createCoreWorld({ plugins: [definePlugin({ name: 'P', description: 'p', tools: [NeedsLogin] })] })).toThrow(
      /NeedsLogin needs a signed-in caller, but no plugin of this world declares a session policy/,
    );
    const Orphan = defineTool({
      name: 'Orphan', description: 'x', action: false, databases: { Products },
      input: z.object({}), output: z.object({}), run: () => ({}),
    });
    expect(() => createCoreWorld({ plugins: [definePlugin({ name: 'P', description: 'p', tools: [Orphan] })] })).toThrow(
      /Orphan uses the database 'Products', which no plugin of this world declares/,
    );
  });
});

describe('the default world is typed by its 28 tools', () => {
  it('types AddAlarm and refuses misspellings at compile time', () => {
    const world = createWorld({ session: { username: 'inesmartins', token: 't-1' } });
    const alarmId: string | undefined = world.call('AddAlarm', { time: '07:30:00' }).response?.alarm_id;
    expect(typeof alarmId).toBe('string');
    if (Math.random() > 2) {
      // @ts-expect-error a misspelled tool of the default world
      world.call('AddAlarms', { time: '07:30:00' });
      // @ts-expect-error a wrongly typed argument of the default world
      world.call('AddAlarm', { time: 730 });
      // @ts-expect-error alarm_id is a string, not a number
      const wrong: number | undefined = world.call('AddAlarm', { time: '07:30:00' }).response?.alarm_id;
      void wrong;
    }
  });
});

describe('tools declared from JSON descriptions', () => {
  const Lookup = defineToolFromJSON(
    {
      name: 'lookup_city',
      description: 'Facts about a city.',
      parameters: { type: 'object', properties: { city: { type: 'string' }, limit: { type: 'integer' } }, required: ['city'] },
    },
    { run: async ({ city }) => ({ city, population: 1000 }) },
  );
  const world = createCoreWorld({ plugins: [definePlugin({ name: 'Cities', description: 'c', tools: [Lookup] })] });

  it('binds and type-checks arguments from the JSON Schema', async () => {
    expect(await world.executeAsync('lookup_city', { city: 'Lisbon' })).toMatchObject({ response: { city: 'Lisbon', population: 1000 }, exception: null });
    expect((await world.executeAsync('lookup_city', {})).exception).toBe("lookup_city is missing the required argument 'city'.");
    expect((await world.executeAsync('lookup_city', { city: 'Lisbon', limit: 1.5 })).exception).toMatch(/^Argument 'limit' of lookup_city/);
    expect((await world.executeAsync('lookup_city', { town: 'x', city: 'y' })).exception).toBe("lookup_city has no argument 'town'; it takes 'city' and 'limit'.");
  });

  it('rejects descriptions it cannot read, with the reason', () => {
    expect(() => defineToolFromJSON({ name: 'bad name!', description: '' }, { run: () => ({}) })).toThrow(/a tool name is 1 to 128/);
    expect(() => defineToolFromJSON({ name: 'x', description: '', parameters: { type: 'object', properties: { a: { type: 'weird' } } } }, { run: () => ({}) })).toThrow(
      /its parameters are not a JSON Schema this can read/,
    );
  });
});
