import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createToolCatalog } from '../../../src/suites/toolbench/catalog.js';
import { finishFunction, toolBenchFunction } from '../../../src/suites/toolbench/functions.js';
import { loadSolvableQueries, type SolvableQuery } from '../../../src/suites/toolbench/queries.js';
import { buildQueryFunctions } from '../../../src/suites/toolbench/query-functions.js';
import { loadToolDocs, toolDocsFromQueryRecords, type ToolDocApi } from '../../../src/suites/toolbench/tool-doc.js';
import { hasShared, sharedDir } from './support.js';

const api = (fields: Partial<ToolDocApi> & { name: string }): ToolDocApi => ({ required_parameters: [], optional_parameters: [], ...fields });
const preamble = (tool: string) => `This is the subfunction for tool "${tool}", you can use this tool.`;

describe('function definitions (spec §1.6, vectors §7.1b)', () => {
  it('V-S1: a required STRING parameter with its default as example', () => {
    const fn = toolBenchFunction(
      api({
        name: 'PopularSitesForQuery',
        description: 'Get the **popular sites** for a given search query.',
        required_parameters: [{ name: 'q', type: 'STRING', description: "The user's search query string.", default: 'taylor swift' }],
      }),
      'keyword_analysis',
    );
    expect(fn).toEqual({
      name: 'popularsitesforquery_for_keyword_analysis',
      description: `${preamble('keyword_analysis')}The description of this function is: "Get the **popular sites** for a given search query."`,
      parameters: {
        type: 'object',
        properties: { q: { type: 'string', description: "The user's search query string.", example_value: 'taylor swift' } },
        required: ['q'],
        optional: [],
      },
    });
  });

  it('V-S2 and V3: a description equal to the API name shows the function name; no required parameter means no properties', () => {
    const record = api({ name: 'Get Channel Links', description: 'Get Channel Links', optional_parameters: [{ name: 'channel_name', type: 'STRING', description: '', default: 'gmhikaru' }] });
    const fn = toolBenchFunction(record, 'kick_com_api_kick_api');
    expect(fn.description).toBe(`${preamble('kick_com_api_kick_api')}The description of this function is: "get_channel_links_for_kick_com_api_kick_api"`);
    expect(fn.parameters).toEqual({ type: 'object', properties: {}, required: [], optional: [] });
    expect(toolBenchFunction(record, 'kick_com_api_kick_api', 'complete').parameters.properties).toEqual({
      channel_name: { type: 'string', description: '', example_value: 'gmhikaru' },
    });
  });

  it('V-S3: an empty default gives no example_value', () => {
    const fn = toolBenchFunction(api({ name: 'Get Chat Messages', required_parameters: [{ name: 'livestream_id', type: 'STRING', description: '', default: '' }] }), 'kick_com_api_kick_api');
    expect(fn.parameters.properties).toEqual({ livestream_id: { type: 'string', description: '' } });
    expect(fn.description).toBe(preamble('kick_com_api_kick_api'));
  });

  it('V-S4 and V-S5: NUMBER is integer, BOOLEAN boolean, everything else string', () => {
    const types = ['NUMBER', 'BOOLEAN', 'STRING', 'string', 'ENUM', 'DATE (YYYY-MM-DD)', 'ARRAY', 'OBJECT', 'BINARY'];
    const fn = toolBenchFunction(api({ name: 'x', required_parameters: types.map((type, index) => ({ name: `p${index}`, type, description: '', default: '' })) }), 't');
    expect(Object.values(fn.parameters.properties).map((schema) => schema.type)).toEqual(['integer', 'boolean', ...Array(7).fill('string')]);
  });

  it("the current upstream style starts required and optional with ''", () => {
    const fn = toolBenchFunction(api({ name: 'q', required_parameters: [{ name: 'q', type: 'STRING', description: '', default: '' }] }), 't', 'current');
    expect(fn.parameters.required).toEqual(['', 'q']);
    expect(fn.parameters.optional).toEqual(['']);
  });

  it('keeps non-string defaults raw, hides only empty ones, cuts descriptions at 256 code points, renames reserved parameters', () => {
    const long = 'é'.repeat(300);
    const fn = toolBenchFunction(
      api({
        name: 'x',
        description: long,
        required_parameters: [
          { name: 'id', type: 'NUMBER', description: long, default: 0 },
          { name: 'from', type: 'BOOLEAN', description: '', default: false },
        ],
      }),
      't',
    );
    expect(fn.parameters.properties).toEqual({
      is_id: { type: 'integer', description: 'é'.repeat(256), example_value: 0 },
      is_from: { type: 'boolean', description: '', example_value: false },
    });
    expect(fn.description.endsWith(`"${'é'.repeat(256)}"`)).toBe(true);
  });

  it('Finish takes return_type and final_answer', () => {
    expect(finishFunction.name).toBe('Finish');
    expect(finishFunction.parameters.required).toEqual(['return_type']);
    expect(finishFunction.parameters.properties.return_type?.enum).toEqual(['give_answer', 'give_up_and_restart']);
  });
});

describe.skipIf(!hasShared)('function lists of the example queries equal the shipped ones', () => {
  // Read in beforeAll, not while collecting: a skipped describe's body still runs.
  let queries: SolvableQuery[] = [];
  let catalog: ReturnType<typeof createToolCatalog>;
  let converted: Record<string, { available_tools: unknown[] }> = {};
  beforeAll(() => {
    queries = loadSolvableQueries(`${sharedDir}/solvable_queries_example/test_instruction/G1_instruction.json`);
    catalog = createToolCatalog(toolDocsFromQueryRecords(queries.flatMap((query) => query.api_list)));
    converted = JSON.parse(readFileSync(`${sharedDir}/data_example/model_predictions_converted/virtual_chatgpt_cot/G1_instruction.json`, 'utf8'));
  });

  it.each(['588', '608', '1073'])('query %s', (id) => {
    const query = queries.find((item) => String(item.query_id) === id)!;
    const { definitions, skipped } = buildQueryFunctions(query, catalog);
    expect(skipped).toEqual([]);
    const shipped = converted[id]!.available_tools;
    expect(definitions.slice(0, -1)).toEqual(shipped.slice(0, -1));
    expect(definitions.at(-1)?.name).toBe('Finish');
  });

  it('reads the derived tool docs folder', () => {
    const { tools, problems } = loadToolDocs(`${sharedDir}/derived_tool_docs`);
    expect(problems).toEqual([]);
    expect(tools.map((tool) => `${tool.category}/${tool.standardToolName}`)).toContain('Data/theclique');
  });
});

describe('routing a called name back to its API (spec §1.7)', () => {
  const record = (api_name: string) => ({ category_name: 'Location', tool_name: 'Uganda API', api_name, api_description: '', required_parameters: [], optional_parameters: [] });
  const query: SolvableQuery = { query: 'q', query_id: 1, api_list: [record('Reverse Geocode'), record('Geocode')] };
  const catalog = createToolCatalog(toolDocsFromQueryRecords(query.api_list));

  it('calls the named API by default, and reports the suffix hazard', () => {
    const functions = buildQueryFunctions(query, catalog);
    expect(functions.route('geocode_for_uganda_api')).toMatchObject({ kind: 'api', apiName: 'geocode' });
    expect(functions.collisions).toEqual([
      expect.objectContaining({ kind: 'suffix', name: 'geocode_for_uganda_api', apis: ['Location/uganda_api/reverse_geocode', 'Location/uganda_api/geocode'] }),
    ]);
    expect(functions.route('nope')).toEqual({ kind: 'unknown', name: 'nope' });
    expect(functions.route('Finish')).toEqual({ kind: 'finish' });
  });

  it('misroutes as upstream with suffix routing', () => {
    const functions = buildQueryFunctions(query, catalog, { routing: 'suffix' });
    expect(functions.route('geocode_for_uganda_api')).toMatchObject({ kind: 'api', apiName: 'reverse_geocode' });
    expect(functions.route('')).toMatchObject({ kind: 'api', apiName: 'reverse_geocode' });
  });

  it('refuses a name shared by several APIs, and upstream takes the first tool with the last API', () => {
    const tool = '168predict VIP Football Predictions';
    const shared: SolvableQuery = {
      query: 'q',
      query_id: 2,
      api_list: ['Today Sure VIP Over 2.5 Goals', 'Yesterday Sure VIP Over 2.5 Goals'].map((api_name) => ({ ...record(api_name), category_name: 'Sports', tool_name: tool })),
    };
    const sharedCatalog = createToolCatalog(toolDocsFromQueryRecords(shared.api_list));
    const name = 'e_vip_over_2_5_goals_for_get_168predict_vip_football_predictions';
    const exact = buildQueryFunctions(shared, sharedCatalog);
    expect(exact.collisions.map((collision) => collision.kind)).toEqual(['same-name']);
    expect(exact.route(name)).toMatchObject({ kind: 'ambiguous', name });
    expect(buildQueryFunctions(shared, sharedCatalog, { routing: 'suffix' }).route(name)).toMatchObject({ apiName: 'yesterday_sure_vip_over_2_5_goals' });
  });
});

describe.skipIf(!hasShared)('routing hazards over the solvable queries (spec §1.7 counts)', () => {
  it.each([
    ['G1_instruction', 7],
    ['G3_instruction', 12],
  ])('%s: %i queries have a correct name that suffix routing would misroute', (group, expected) => {
    const queries = loadSolvableQueries(`${sharedDir}/solvable_queries/test_instruction/${group}.json`);
    const catalog = createToolCatalog(toolDocsFromQueryRecords(queries.flatMap((query) => query.api_list)));
    let misrouted = 0;
    let reported = 0;
    for (const query of queries) {
      let misroutedHere = false;
      const exact = buildQueryFunctions(query, catalog);
      const suffix = buildQueryFunctions(query, catalog, { routing: 'suffix' });
      for (const name of new Set(exact.functions.map((fn) => fn.name))) {
        const right = exact.route(name);
        const taken = suffix.route(name);
        if (right.kind !== 'api' || taken.kind !== 'api') continue;
        if (`${taken.standardToolName}/${taken.apiName}` !== `${right.standardToolName}/${right.apiName}`) misroutedHere = true;
      }
      if (misroutedHere) misrouted++;
      // Every misroute is one of the hazards reported when the list was built.
      if (exact.collisions.some((collision) => collision.kind === 'suffix')) reported++;
    }
    expect(misrouted).toBe(expected);
    expect(reported).toBe(expected);
  });
});
