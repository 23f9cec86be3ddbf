/** API-Bank's APIs: the 53 of levels 1-2 and the 22 of level 3 (spec §2). */
import * as account from './account/index.js';
import * as agenda from './agenda/index.js';
import * as alarm from './alarm/index.js';
import * as appointments from './appointments/index.js';
import * as bank from './bank/index.js';
import * as health from './health/index.js';
import * as history from './history/index.js';
import * as hotel from './hotel/index.js';
import * as language from './language/index.js';
import * as media from './media/index.js';
import * as meeting from './meeting/index.js';
import * as reminder from './reminder/index.js';
import * as scenes from './scenes/index.js';
import * as search from './search/index.js';
import * as stock from './stock/index.js';
import * as symptom from './symptom/index.js';
import * as timeSwitch from './time-switch/index.js';
import * as utility from './utility/index.js';
import * as level3 from './level3/index.js';
import { ToolSearcher } from './tool-search/index.js';
import type { ApiBankApi } from './shared/define.js';

const sortByName = (apis: ApiBankApi[]): ApiBankApi[] => apis.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** Levels 1 and 2 (API-Bank's `apis/` folder): 53 APIs, ToolSearcher and CheckToken included. */
export const levelOneApis: readonly ApiBankApi[] = Object.freeze(
  sortByName([
    ...Object.values(account),
    ...Object.values(agenda),
    ...Object.values(alarm),
    ...Object.values(appointments),
    ...Object.values(bank),
    ...Object.values(health),
    ...Object.values(history),
    ...Object.values(hotel),
    ...Object.values(language),
    ...Object.values(media),
    ...Object.values(meeting),
    ...Object.values(reminder),
    ...Object.values(scenes),
    ...Object.values(search),
    ...Object.values(stock),
    ...Object.values(symptom),
    ...Object.values(timeSwitch),
    ...Object.values(utility),
    ToolSearcher,
  ]),
);

/** Level 3 (API-Bank's `lv3_apis/` folder): 22 APIs, including its own AddMeeting, QueryMeeting, Calculator, ToolSearcher. */
export const levelThreeApis: readonly ApiBankApi[] = Object.freeze(
  sortByName([...(Object.values(level3) as ApiBankApi[]), utility.Calculator, ToolSearcher]),
);

/** The APIs of levels 1-2 by area (API-Bank's database or topic), one plugin each. */
export const levelOneAreas: Readonly<Record<string, readonly ApiBankApi[]>> = Object.freeze({
  Account: Object.values(account),
  Agenda: Object.values(agenda),
  Alarm: Object.values(alarm),
  Appointments: Object.values(appointments),
  Bank: Object.values(bank),
  Health: Object.values(health),
  History: Object.values(history),
  Hotel: Object.values(hotel),
  Language: Object.values(language),
  Media: Object.values(media),
  Meeting: Object.values(meeting),
  Reminder: Object.values(reminder),
  Scenes: Object.values(scenes),
  Search: Object.values(search),
  Stock: Object.values(stock),
  Symptom: Object.values(symptom),
  TimeSwitch: Object.values(timeSwitch),
  Utility: Object.values(utility),
  ToolSearch: [ToolSearcher],
});

/** Level 3's APIs as one area. */
export const levelThreeAreas: Readonly<Record<string, readonly ApiBankApi[]>> = Object.freeze({ Level3: levelThreeApis });

export { defineApiBankApi } from './shared/define.js';
export type { ApiBankApi, ApiBankMode, ApiContext, ApiDefinition, ApiParameter, ApiServices, Envelope, ParameterType } from './shared/define.js';
export type { Level3World } from './level3/world.js';
export { ApiError, EscapedError, KeyError } from './shared/errors.js';
export { AssertionFailure } from './shared/checks.js';
export { calculate } from './utility/arithmetic.js';
