import { describe, expect, it } from 'vitest';
import { createResponseCache } from '../../../src/suites/toolbench/cache/response-cache.js';
import { createToolCatalog } from '../../../src/suites/toolbench/catalog.js';
import { createOfflineSimulator } from '../../../src/suites/toolbench/simulators/offline.js';
import { toolDocsFromQueryRecords } from '../../../src/suites/toolbench/tool-doc.js';
import { loadToolUniverse } from '../../../src/suites/toolbench/universe.js';
import { createVirtualApi } from '../../../src/suites/toolbench/virtual-api.js';
import { createToolBenchWorld } from '../../../src/suites/toolbench/world.js';

const root = 'fixtures/toolbench';
const { catalog } = loadToolUniverse({ toolsDir: `${root}/tools` });

describe('the toolbench suite as world tools', () => {
  const api = createVirtualApi({ cache: createResponseCache(`${root}/cache`), tools: catalog, simulator: createOfflineSimulator() });
  const { world, plugins, definitions } = createToolBenchWorld({ catalog, api });

  it('declares one plugin per tool and one read-only tool per API', () => {
    expect(plugins.map((plugin) => plugin.name)).toEqual(['Finance.coin_rates_v2', 'Weather.cloud_atlas_forecast']);
    expect(world.listTools().map((tool) => `${tool.name}:${tool.action}`)).toEqual([
      'convert_for_coin_rates_v2:false',
      'rate_for_coin_rates_v2:false',
      'historical_rate_for_coin_rates_v2:false',
      'daily_forecast_for_cloud_atlas_forecast:false',
      'air_quality_for_cloud_atlas_forecast:false',
    ]);
    expect(definitions.get('convert_for_coin_rates_v2')?.parameters.properties.amount?.type).toBe('integer');
  });

  it('answers world.callAsync from the cache, as the HTTP server does', async () => {
    const { response, exception } = await world.executeAsync('daily_forecast_for_cloud_atlas_forecast', { city: 'São Paulo', days: 1 });
    expect(exception).toBeNull();
    expect(response).toEqual({ error: '', response: { city: 'São Paulo', days: [{ date: '2025-05-12', high: 1e16, low: 1e-5, rain: 12345678901234567890 }] } });
  });

  it('accepts any value types, as the virtual server does, and simulates misses', async () => {
    const stored = await world.executeAsync('daily_forecast_for_cloud_atlas_forecast', { city: 'Lisbon', days: '2' });
    expect(stored.response).toEqual({ error: 'days must be a number', response: '' });
    const first = await world.executeAsync('convert_for_coin_rates_v2', { is_from: 'EUR', to: 'USD', amount: 2.5 });
    const again = await world.fork().executeAsync('convert_for_coin_rates_v2', { is_from: 'EUR', to: 'USD', amount: 2.5 });
    expect(first.exception).toBeNull();
    expect(again.response).toEqual(first.response);
  });

  it('refuses an argument the doc does not name (the world binds arguments by name)', async () => {
    const { exception } = await world.executeAsync('rate_for_coin_rates_v2', { pair: 'EURUSD', extra: 1 });
    expect(exception).toMatch(/no argument 'extra'/);
  });

  it('leaves out names several APIs share and names the world cannot take, and says so', () => {
    const records = [
      { category_name: 'Sports', tool_name: '168predict VIP Football Predictions', api_name: 'Today Sure VIP Over 2.5 Goals' },
      { category_name: 'Sports', tool_name: '168predict VIP Football Predictions', api_name: 'Yesterday Sure VIP Over 2.5 Goals' },
      { category_name: 'Weather', tool_name: '天气 API', api_name: '查询^天气' },
      { category_name: 'Weather', tool_name: 'Ouranos', api_name: '3 Day Forecast' },
    ];
    const result = createToolBenchWorld({ catalog: createToolCatalog(toolDocsFromQueryRecords(records)), api: createVirtualApi() });
    expect(result.world.listTools().map((tool) => tool.name)).toEqual(['get_3_day_forecast_for_ouranos']);
    expect(result.collisions.map((collision) => collision.kind)).toEqual(['same-name']);
    expect(result.skipped.map((item) => item.name)).toEqual(['查询^天气_for_天气_api']);
  });
});
