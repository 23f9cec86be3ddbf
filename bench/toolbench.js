// StableToolBench figures for `npm run bench`: cache hits per second in-process and over HTTP
// (POST /virtual), and offline-simulated misses per second. Reads the shared derived cache
// (../shared/stabletoolbench); without it, the figures are skipped.

import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measure, perSecond } from './harness.js';

/** The 20 cached calls of spec §7.1 (tool, API, arguments). */
const hits = [
  ['keyword_analysis', 'popularsitesforquery', { q: 'birthday party ideas' }],
  ['keyword_analysis', 'querykeywords', { q: 'birthday party ideas' }],
  ['kick_com_api_kick_api', 'get_channel_clips', { cursor: '', channel_name: 'gmhikaru' }],
  ['kick_com_api_kick_api', 'get_channel_details', { channel_name: 'gmhikaru' }],
  ['theclique', 'get_artist_overview', { id_artist: 'lionel-messi' }],
  ['theclique', 'get_info_about_artist', { parameter: 'Lionel Messi' }],
  ['theclique', 'list_artist_concerts', { id_artist: 'lionel-messi' }],
  ['theclique', 'list_artist_concerts', { id_artist: '28003' }],
  ['theclique', 'songkick_artist', { artist_id: 'lionel-messi' }],
  ['theclique', 'songkick_artist', { artist_id: '28003' }],
  ['theclique', 'songkick_concert', { id_conc: '30125' }],
  ['theclique', 'songkick_concert', { id_conc: '32347' }],
  ['theclique', 'songkick_concert', { id_conc: '28003' }],
  ['theclique', 'songkick_search_artist', { artist_name: 'Lionel Messi' }],
  ['theclique', 'transfermarkt_details', { type_s: 'players', other: '', id_talent: '', part_slug: 'lionel-messi' }],
  ['theclique', 'transfermarkt_details', { type_s: 'players', other: '', id_talent: '28003', part_slug: 'leog-squeeze_messi' }],
  ['theclique', 'transfermarkt_details', { type_s: 'clubs', other: '', id_talent: '583', part_slug: 'paris-saint-germain' }],
  ['theclique', 'transfermarkt_details', { type_s: 'players', other: '', id_talent: '28003', part_slug: '' }],
  ['theclique', 'transfermarkt_search', { name: 'Lionel Messi' }],
  ['theclique', 'transfermarkt_search', { name: 'Paris Saint-Germain' }],
].map(([tool, api, args]) => ({ category: 'Data', tool_name: tool, api_name: api, tool_input: JSON.stringify(args, null, 2), strip: 'truncate', toolbench_key: '' }));

function post(agent, url, body) {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/virtual`, { method: 'POST', agent, headers: { 'content-type': 'application/json' }, timeout: 5000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Returns `{ figures: { name: { value, unit, note } } }` like bench/semantic.js. */
export async function benchToolbench({ dist, shared }) {
  const cacheDir = join(shared, 'derived_cache_from_trajectories');
  if (!existsSync(cacheDir)) return { figures: {}, skipped: `no ${cacheDir}` };
  const load = (path) => import(pathToFileURL(join(dist, 'suites', 'toolbench', path)).href);
  const { createResponseCache } = await load('cache/response-cache.js');
  const { createVirtualApi } = await load('virtual-api.js');
  const { listenVirtualApi } = await load('http-server.js');
  const { createOfflineSimulator } = await load('simulators/offline.js');
  const figures = {};
  const figure = (name, result, unit, note, operations = hits.length) => {
    figures[`toolbench.${name}`] = { value: perSecond(result.median / operations), unit, spread: Number(result.spread.toFixed(3)), note };
  };

  const api = createVirtualApi({ cache: createResponseCache(cacheDir) });
  for (const hit of hits) {
    if ((await api.answer(hit)).source !== 'cache') throw new Error(`bench setup: ${hit.api_name} is not a cache hit`);
  }
  figure('cacheHits.inProcess', await measure(async () => {
    for (const hit of hits) await api.answer(hit);
  }), 'hits/s', '20 cached calls of spec §7.1; each file re-checked (stat) for changes');

  const trusting = createVirtualApi({ cache: createResponseCache(cacheDir, { revalidate: false }) });
  figure('cacheHits.inProcessNoRevalidate', await measure(async () => {
    for (const hit of hits) await trusting.answer(hit);
  }), 'hits/s', 'same, files read once (revalidate: false)');

  const running = await listenVirtualApi(api, { port: 0 });
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const bodies = hits.map((hit) => JSON.stringify(hit));
  try {
    figure('cacheHits.http', await measure(async () => {
      for (const body of bodies) await post(agent, running.url, body);
    }, { batches: 5 }), 'hits/s', 'POST /virtual on 127.0.0.1, one at a time, keep-alive');
    figure('cacheHits.httpConcurrent', await measure(async () => {
      await Promise.all(bodies.map((body) => post(agent, running.url, body)));
    }, { batches: 5 }), 'hits/s', 'POST /virtual, 20 in flight over 8 connections');
  } finally {
    agent.destroy();
    await running.close();
  }

  const simulated = createVirtualApi({ simulator: createOfflineSimulator() });
  const misses = hits.map((hit, index) => ({ ...hit, tool_input: `{"n": ${index}}` }));
  figure('offlineMisses.inProcess', await measure(async () => {
    for (const miss of misses) await simulated.answer(miss);
  }), 'answers/s', 'misses answered by the offline simulator (no schema known), not saved');
  return { figures };
}
