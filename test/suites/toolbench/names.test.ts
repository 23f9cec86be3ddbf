import { describe, expect, it } from 'vitest';
import {
  changeName,
  functionName,
  pureApiName,
  serverNames,
  standardizeCategory,
  standardizeName,
} from '../../../src/suites/toolbench/names.js';

// Spec §7.2: category | tool | API → std tool, pure API, length before truncation, function name.
const real: [string, string, string, string, string, number, string][] = [
  ['Data', 'TheClique', 'Songkick concert', 'theclique', 'songkick_concert', 30, 'songkick_concert_for_theclique'],
  ['Data', 'TheClique', 'TuneFind for Details', 'theclique', 'tunefind_for_details', 34, 'tunefind_for_details_for_theclique'],
  ['Data', 'Kick.com API | Kick API', 'Get Chat User (like user from chat)', 'kick_com_api_kick_api', 'get_chat_user_like_user_from_chat', 59, 'get_chat_user_like_user_from_chat_for_kick_com_api_kick_api'],
  ['Data', 'Keyword Analysis', 'PopularSitesForQuery', 'keyword_analysis', 'popularsitesforquery', 41, 'popularsitesforquery_for_keyword_analysis'],
  ['Weather', 'Ouranos', '3 Day Forecast', 'ouranos', 'get_3_day_forecast', 30, 'get_3_day_forecast_for_ouranos'],
  ['Reward', 'Rewards as a Service', '7. Get order history', 'rewards_as_a_service', 'get_7_get_order_history', 48, 'get_7_get_order_history_for_rewards_as_a_service'],
  ['Payments', 'NOWPayments', '6.Gettheminimumpaymentamount', 'nowpayments', 'get_6_gettheminimumpaymentamount', 48, 'get_6_gettheminimumpaymentamount_for_nowpayments'],
  ['Sports', '168predict VIP Football Predictions', 'Today Sure VIP Over 2.5 Goals', 'get_168predict_vip_football_predictions', 'today_sure_vip_over_2_5_goals', 73, 'e_vip_over_2_5_goals_for_get_168predict_vip_football_predictions'],
  ['Sports', '168predict VIP Football Predictions', 'Yesterday Sure VIP Over 2.5 Goals', 'get_168predict_vip_football_predictions', 'yesterday_sure_vip_over_2_5_goals', 77, 'e_vip_over_2_5_goals_for_get_168predict_vip_football_predictions'],
  ['eCommerce', 'Temu.com Shopping API (Realtime api scrapper from temu.com)', 'product details', 'temu_com_shopping_api_realtime_api_scrapper_from_temu_com', 'product_details', 77, 'ls_for_temu_com_shopping_api_realtime_api_scrapper_from_temu_com'],
  ['Logistics', 'Transportistas de Argentina', '/tracking/correo_argentino/create_task/:service/:tracking_code', 'transportistas_de_argentina', 'tracking_correo_argentino_create_task_service_tracking_code', 91, 'reate_task_service_tracking_code_for_transportistas_de_argentina'],
  ['Finance', 'Forecast crypto and fiat currency exchange rates', 'Currency rates for 1 bank. Historical data.', 'forecast_crypto_and_fiat_currency_exchange_rates', 'currency_rates_for_1_bank_historical_data', 94, 'orical_data_for_forecast_crypto_and_fiat_currency_exchange_rates'],
  ['Finance', 'Forecast crypto and fiat currency exchange rates', 'Currency Converter With Forecast and Historical Data', 'forecast_crypto_and_fiat_currency_exchange_rates', 'currency_converter_with_forecast_and_historical_data', 105, 'orical_data_for_forecast_crypto_and_fiat_currency_exchange_rates'],
  ['Data', 'Cek ID PLN PASCA DAN PRA BAYAR', 'GET Data ID Pelanggan Token PLN', 'cek_id_pln_pasca_dan_pra_bayar', 'get_data_id_pelanggan_token_pln', 66, 't_data_id_pelanggan_token_pln_for_cek_id_pln_pasca_dan_pra_bayar'],
  ['Location', 'Uganda API', 'Geocode', 'uganda_api', 'geocode', 22, 'geocode_for_uganda_api'],
  ['Location', 'Uganda API', 'Directions Between 2 Locations', 'uganda_api', 'directions_between_2_locations', 45, 'directions_between_2_locations_for_uganda_api'],
  ['Events', '👋 Demo Project', 'Get Order', 'demo_project', 'get_order', 26, 'get_order_for_demo_project'],
  ['Finance', 'Currency Converter_v2', 'Convert', 'currency_converter_v2', 'convert', 33, 'convert_for_currency_converter_v2'],
  ['Tools', 'Placeholder text API for your application', 'Generate placeholder text', 'placeholder_text_api_for_your_application', 'generate_placeholder_text', 71, 'e_placeholder_text_for_placeholder_text_api_for_your_application'],
  ['Tools', 'USA Jobs for IT', 'Angular Jobs', 'usa_jobs_for_it', 'angular_jobs', 32, 'angular_jobs_for_usa_jobs_for_it'],
];

const synthetic: [string, string, string, string, string][] = [
  ['zoopla_v2', 'properties/get-broadband', 'zoopla_v2', 'properties_get_broadband', 'properties_get_broadband_for_zoopla_v2'],
  ['Test Tool', 'id', 'test_tool', 'is_id', 'is_id_for_test_tool'],
  ['Test Tool', 'from', 'test_tool', 'is_from', 'is_from_for_test_tool'],
  ['天气 API', '查询^天气', '天气_api', '查询^天气', '查询^天气_for_天气_api'],
  ['Test Tool', '__Weird--Name__', 'test_tool', 'weird_name', 'weird_name_for_test_tool'],
  ['Test Tool', 'ÄÖÜ Umlaut', 'test_tool', 'umlaut', 'umlaut_for_test_tool'],
];

describe('name mangling (spec §1.5, vectors §7.2)', () => {
  it.each(real)('%s | %s | %s', (_category, tool, api, standardTool, pureApi, length, name) => {
    expect(standardizeName(tool)).toBe(standardTool);
    expect(pureApiName(api)).toBe(pureApi);
    expect(`${pureApi}_for_${standardTool}`).toHaveLength(length);
    expect(functionName(api, standardTool)).toBe(name);
    expect(functionName(api, standardTool).length).toBeLessThanOrEqual(64);
  });

  it.each(synthetic)('synthetic: %s | %s', (tool, api, standardTool, pureApi, name) => {
    expect(standardizeName(tool)).toBe(standardTool);
    expect(pureApiName(api)).toBe(pureApi);
    expect(functionName(api, standardTool)).toBe(name);
  });

  it('renames only the listed reserved words, and only exactly', () => {
    for (const word of ['from', 'class', 'return', 'false', 'true', 'id', 'and']) expect(changeName(word)).toBe(`is_${word}`);
    expect(changeName('ids')).toBe('ids');
    expect(changeName('ID')).toBe('ID');
  });

  it('gives an empty name for names without a kept character', () => {
    expect(standardizeName('!!! ---')).toBe('');
    expect(standardizeName('😀')).toBe('');
  });
});

describe('category folders (spec §1.4, vectors §7.3)', () => {
  it.each([
    ['Artificial_Intelligence_Machine_Learning', 'Artificial_Intelligence_Machine_Learning'],
    ['News, Media', 'News_Media'],
    ['Video, Images', 'Video_Images'],
    ['Health and Fitness', 'Health_and_Fitness'],
    ['Artificial Intelligence/Machine Learning', 'Artificial_Intelligence_Machine_Learning'],
    ['A , B', 'A__B'],
  ])('%s → %s', (input, folder) => {
    expect(standardizeCategory(input)).toBe(folder);
  });
});

describe('server-side names (spec §2.1)', () => {
  it('derives the cache folder from a standard tool name or a tool folder name', () => {
    expect(serverNames({ category: 'Data', tool_name: 'theclique', api_name: 'songkick_concert' })).toMatchObject({
      category: 'Data',
      toolFolder: 'theclique_for_Data',
      apiName: 'songkick_concert',
      docToolName: 'theclique',
    });
    expect(serverNames({ category: 'Data', tool_name: 'theclique_for_Data', api_name: 'Songkick concert' })).toMatchObject({
      toolFolder: 'theclique_for_Data',
      apiName: 'songkick_concert',
      docToolName: 'theclique',
    });
  });

  it('cuts a function name back to the API name at _for_{tool}', () => {
    expect(serverNames({ category: 'Data', tool_name: 'theclique', api_name: 'songkick_concert_for_theclique' }).apiName).toBe('songkick_concert');
  });

  it('finds the doc of a tool whose name contains _for_, where upstream cuts it (bug S4)', () => {
    const names = serverNames({ category: 'Tools', tool_name: 'usa_jobs_for_it', api_name: 'angular_jobs' });
    expect(names.docToolName).toBe('usa_jobs_for_it');
    expect(names.docToolNameCompat).toBe('usa_jobs');
    expect(names.toolFolder).toBe('usa_jobs_for_it_for_Tools');
  });
});
