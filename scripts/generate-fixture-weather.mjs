// Generates the bundled world's weather data:
//   fixtures/databases/Weather.json         daily records, 2025-04-28 .. 2025-06-15, every city
//   fixtures/databases/HistoricWeather.json monthly climatology, all 12 months, every city
//
// Plain Node ESM, no dependencies. Fully deterministic: a seeded PRNG (mulberry32) written
// below drives all the randomness, so re-running the script reproduces the files byte for byte.
// The climate figures are rough, hand-written approximations for toolworld's fixtures; they
// are plausible but are not official climate normals.
//
// Usage: node scripts/generate-fixture-weather.mjs

import { writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "databases");
const FIRST_DAY = "2025-04-28";
const LAST_DAY = "2025-06-15";
const SEED = 0x70017d; // "toolworld"

const MONTHS = [
  "january", "february", "march", "april", "may", "june",
  "july", "august", "september", "october", "november", "december",
];

// ---------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------

function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Derive an independent stream per city so adding a city never changes the others.
function hashString(s) {
  let h = 2166136261 >>> 0;
  for (const ch of s) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

function gaussian(rand) {
  // Box-Muller; 1 - rand() keeps the log argument in (0, 1].
  const u = 1 - rand();
  const v = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

// ---------------------------------------------------------------------------
// Climate parameters (°F, inches). One entry per month, January first.
//   high/low     mean daily high/low
//   rain         mean monthly precipitation, inches
//   snow         mean days with snowfall
//   sd           day-to-day temperature variability (°F)
//   record       [below mean low, above mean high] typical distance of the records
//   thunder      share of wet days that are thunderstorms
//   cloud        0..1, general cloudiness on dry days
//   extras       extra dry-day conditions with their probability
// ---------------------------------------------------------------------------

const CITIES = {
  lisbon: {
    high: [58, 61, 65, 67, 71, 78, 82, 83, 80, 72, 64, 59],
    low: [47, 48, 51, 53, 56, 61, 64, 65, 63, 58, 52, 48],
    rain: [3.9, 3.5, 2.4, 2.5, 2.0, 0.6, 0.1, 0.2, 1.3, 3.9, 4.7, 5.0],
    snow: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    sd: 3.5, record: [12, 19], thunder: 0.08, cloud: 0.3,
    extras: [["windy", 0.05], ["fog", 0.03]],
  },
  london: {
    high: [47, 49, 54, 59, 65, 70, 74, 73, 67, 60, 52, 48],
    low: [39, 38, 40, 43, 48, 53, 57, 57, 52, 47, 42, 39],
    rain: [2.2, 1.6, 1.6, 1.7, 1.9, 1.8, 1.8, 2.1, 1.9, 2.7, 2.6, 2.2],
    snow: [3, 3, 1, 0, 0, 0, 0, 0, 0, 0, 1, 2],
    sd: 4, record: [20, 24], thunder: 0.06, cloud: 0.6,
    extras: [["fog", 0.04], ["drizzle", 0.06]],
  },
  "new york": {
    high: [39, 42, 50, 62, 72, 80, 85, 84, 76, 65, 54, 44],
    low: [27, 29, 35, 45, 55, 64, 70, 69, 62, 51, 41, 32],
    rain: [3.6, 3.2, 4.2, 4.0, 3.9, 4.4, 4.6, 4.4, 4.3, 4.4, 3.6, 4.4],
    snow: [4, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2],
    sd: 6, record: [27, 24], thunder: 0.22, cloud: 0.4,
    extras: [["humid", 0.04], ["windy", 0.03]],
  },
  tokyo: {
    high: [50, 51, 57, 66, 73, 78, 84, 87, 81, 71, 62, 55],
    low: [34, 36, 41, 50, 59, 66, 73, 75, 69, 59, 48, 39],
    rain: [2.0, 2.2, 4.6, 4.9, 5.5, 6.6, 6.0, 6.0, 8.8, 9.2, 3.8, 2.3],
    snow: [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    sd: 4, record: [16, 17], thunder: 0.1, cloud: 0.5,
    extras: [["humid", 0.05], ["hazy", 0.04]],
  },
  sydney: {
    high: [80, 80, 77, 73, 68, 64, 63, 66, 70, 73, 76, 79],
    low: [66, 66, 64, 59, 53, 49, 47, 48, 52, 56, 60, 64],
    rain: [3.6, 4.6, 5.0, 5.1, 4.0, 5.2, 3.2, 3.2, 2.4, 3.0, 3.3, 3.1],
    snow: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    sd: 3.5, record: [12, 30], thunder: 0.12, cloud: 0.35,
    extras: [["windy", 0.06]],
  },
  "são paulo": {
    high: [83, 84, 82, 79, 75, 73, 73, 76, 77, 79, 80, 82],
    low: [66, 66, 65, 62, 58, 56, 55, 56, 58, 61, 62, 64],
    rain: [11.0, 8.5, 7.3, 3.4, 2.9, 2.0, 1.7, 1.3, 3.0, 4.9, 5.8, 7.9],
    snow: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    sd: 3.5, record: [17, 14], thunder: 0.3, cloud: 0.45,
    extras: [["fog", 0.06], ["drizzle", 0.05]],
  },
  nairobi: {
    high: [77, 79, 78, 75, 73, 71, 70, 71, 75, 77, 74, 75],
    low: [54, 55, 57, 59, 57, 55, 53, 53, 54, 56, 57, 55],
    rain: [2.5, 2.3, 3.7, 8.0, 5.2, 1.8, 0.7, 0.9, 1.2, 2.2, 5.7, 3.5],
    snow: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    sd: 2, record: [11, 10], thunder: 0.3, cloud: 0.5,
    extras: [["overcast", 0.08]],
  },
  mumbai: {
    high: [87, 88, 91, 92, 93, 90, 86, 85, 87, 91, 91, 89],
    low: [66, 68, 72, 77, 81, 80, 78, 78, 77, 76, 73, 69],
    rain: [0.0, 0.0, 0.0, 0.0, 0.5, 20.0, 33.0, 21.0, 12.9, 2.5, 0.4, 0.1],
    snow: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    sd: 1.8, record: [12, 10], thunder: 0.35, cloud: 0.35,
    extras: [["hazy", 0.15], ["humid", 0.15]],
  },
  berlin: {
    high: [37, 40, 48, 57, 66, 72, 76, 75, 66, 56, 45, 39],
    low: [28, 29, 33, 39, 47, 53, 57, 56, 50, 42, 35, 30],
    rain: [1.7, 1.3, 1.6, 1.1, 2.1, 2.3, 2.1, 2.3, 1.7, 1.5, 1.8, 1.9],
    snow: [8, 7, 3, 1, 0, 0, 0, 0, 0, 0, 2, 6],
    sd: 5.5, record: [26, 25], thunder: 0.18, cloud: 0.5,
    extras: [["windy", 0.05]],
  },
  toronto: {
    high: [30, 32, 41, 54, 66, 76, 80, 79, 71, 58, 46, 35],
    low: [17, 18, 27, 37, 48, 57, 63, 62, 54, 43, 33, 23],
    rain: [2.4, 2.1, 2.2, 2.7, 2.9, 2.8, 3.0, 3.0, 3.3, 2.6, 2.9, 2.4],
    snow: [12, 10, 6, 2, 0, 0, 0, 0, 0, 0, 3, 8],
    sd: 6.5, record: [30, 24], thunder: 0.2, cloud: 0.45,
    extras: [["windy", 0.05], ["humid", 0.02]],
  },
  reykjavik: {
    high: [37, 37, 38, 42, 48, 53, 56, 55, 50, 44, 39, 36],
    low: [28, 28, 28, 32, 37, 43, 46, 45, 40, 34, 30, 27],
    rain: [3.0, 2.9, 3.1, 2.3, 1.7, 1.9, 2.0, 2.4, 2.6, 3.4, 3.2, 3.1],
    snow: [14, 13, 13, 8, 2, 0, 0, 0, 1, 5, 10, 13],
    sd: 3.5, record: [22, 20], thunder: 0.01, cloud: 0.7,
    extras: [["windy", 0.14], ["drizzle", 0.06]],
  },
  "cape town": {
    high: [79, 80, 77, 73, 68, 65, 64, 65, 67, 70, 74, 77],
    low: [60, 60, 58, 54, 50, 47, 45, 46, 48, 52, 55, 58],
    rain: [0.6, 0.5, 0.7, 1.9, 3.1, 3.3, 3.5, 2.9, 1.8, 1.2, 0.7, 0.6],
    snow: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    sd: 3, record: [15, 26], thunder: 0.04, cloud: 0.35,
    extras: [["windy", 0.12], ["fog", 0.04]],
  },
};

// ---------------------------------------------------------------------------
// Dates (UTC arithmetic on plain calendar dates; no time zones involved)
// ---------------------------------------------------------------------------

function parseDay(s) {
  const [y, m, d] = s.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

function formatDay(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

const DAY_MS = 86400000;

// Monthly value interpolated between mid-month anchors (the 15th of each month).
function seasonal(table, ms) {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const anchor = Date.UTC(y, m, 15);
  const otherM = ms >= anchor ? m + 1 : m - 1;
  const other = Date.UTC(y, otherM, 15);
  const t = Math.abs(ms - anchor) / Math.abs(other - anchor);
  const a = table[m];
  const b = table[(otherM + 12) % 12];
  return a + (b - a) * t;
}

// ---------------------------------------------------------------------------
// Daily weather
// ---------------------------------------------------------------------------

function pick(rand, weighted) {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [value, w] of weighted) {
    r -= w;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1][0];
}

function dailyRecords(name, c) {
  const rand = mulberry32(SEED ^ hashString(name));
  const out = {};
  let anomaly = 0;
  let wetYesterday = false;
  for (let ms = parseDay(FIRST_DAY); ms <= parseDay(LAST_DAY); ms += DAY_MS) {
    const date = formatDay(ms);
    const normalHigh = seasonal(c.high, ms);
    const normalLow = seasonal(c.low, ms);
    const rainInches = seasonal(c.rain, ms);

    anomaly = 0.65 * anomaly + gaussian(rand) * c.sd * 0.75;

    let pWet = Math.min(0.85, Math.max(0.03, 0.05 + 0.09 * rainInches));
    if (wetYesterday) pWet = Math.min(0.9, pWet + 0.15);
    const wet = rand() < pWet;

    let conditions;
    let highAdj = 0;
    let lowAdj = 0;
    if (wet) {
      const cold = normalLow + anomaly <= 35;
      if (cold) {
        conditions = rand() < 0.5 ? "sleet" : "light snow";
        highAdj = -4;
      } else if (rand() < c.thunder) {
        conditions = "thunderstorms";
        highAdj = -2;
        lowAdj = 1;
      } else {
        const u = rand();
        if (u < 0.18) conditions = "drizzle";
        else if (u < 0.45) conditions = "light rain";
        else if (u < 0.62) conditions = "showers";
        else if (u < 0.88) conditions = "rain";
        else conditions = "heavy rain";
        highAdj = -3 - Math.floor(rand() * 4);
        lowAdj = 1;
      }
    } else {
      const extra = c.extras.find(([, p]) => rand() < p);
      if (extra) {
        conditions = extra[0];
        if (conditions === "fog" || conditions === "drizzle") highAdj = -2;
      } else {
        conditions = pick(rand, [
          ["sunny", 1 - c.cloud],
          ["mostly sunny", 0.55],
          ["partly cloudy", 0.5 + c.cloud * 0.5],
          ["mostly cloudy", c.cloud * 0.7],
          ["overcast", c.cloud * 0.45],
        ]);
        if (conditions === "sunny") highAdj = 2;
        if (conditions === "mostly sunny") highAdj = 1;
        if (conditions === "overcast") highAdj = -2;
      }
    }
    wetYesterday = wet;

    let high = Math.round(normalHigh + anomaly + highAdj + gaussian(rand) * 1.2);
    let low = Math.round(normalLow + anomaly * 0.6 + lowAdj + gaussian(rand) * 1.2);
    if (high < low + 3) high = low + 3;
    out[date] = { date, high, low, conditions };
  }
  return out;
}

// ---------------------------------------------------------------------------
// Monthly climatology
// ---------------------------------------------------------------------------

function climatology(name, c) {
  const rand = mulberry32((SEED ^ hashString(`historic:${name}`)) >>> 0);
  const out = {};
  MONTHS.forEach((month, i) => {
    const [below, above] = c.record;
    const recordMin = c.low[i] - below - Math.floor(rand() * 5);
    const recordMax = c.high[i] + above - Math.floor(rand() * 5);
    out[month] = {
      min_temp: c.low[i],
      max_temp: c.high[i],
      record_min_temp: recordMin,
      record_max_temp: recordMax,
      avg_rainfall: Math.round(c.rain[i] * 10) / 10,
      snow_days: c.snow[i],
    };
  });
  return out;
}

// ---------------------------------------------------------------------------
// Output (4-space indentation like the original databases; rainfall keeps one decimal)
// ---------------------------------------------------------------------------

function write(file, value) {
  let text = JSON.stringify(value, null, 4);
  text = text.replace(/("avg_rainfall": )(-?\d+)(?=,?\n)/g, "$1$2.0");
  writeFileSync(join(OUT_DIR, file), `${text}\n`);
}

mkdirSync(OUT_DIR, { recursive: true });
const weather = {};
const historic = {};
for (const [name, c] of Object.entries(CITIES)) {
  weather[name] = dailyRecords(name, c);
  historic[name] = climatology(name, c);
}
write("Weather.json", weather);
write("HistoricWeather.json", historic);
console.log(`wrote ${Object.keys(weather).length} cities to ${OUT_DIR}`);
