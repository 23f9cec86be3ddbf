import { outcomeOf } from '../support/outcome.js';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../src/suites/tooltalk/world.js';
import { loadToolTalkDatabases } from '../../src/suites/tooltalk/world.js';
import { Weather } from '../../src/plugins/tooltalk/weather/index.js';
import { normaliseLocation, pyStrip } from '../../src/plugins/tooltalk/weather/location.js';

function day(date: string, high: number, low: number, conditions: string) {
  return { date, high, low, conditions };
}

function days(...records: ReturnType<typeof day>[]) {
  return Object.fromEntries(records.map((record) => [record.date, record]));
}

const databases = {
  Weather: {
    'new york': days(
      day('2023-09-11', 78, 60, 'Sunny'),
      day('2023-09-12', 78, 58, 'Partly Cloudy'),
      day('2023-09-13', 72, 64, '80% Rainy'),
      day('2023-09-14', 76, 62, 'Cloudy'),
      day('2023-09-16', 70, 60, 'Sunny'),
    ),
    reykjavik: days(
      day('2023-09-29', 50, 41, 'Windy'),
      day('2023-09-30', 48, 40, 'Cloudy'),
      day('2023-10-01', 47, 39, '70% Rainy'),
      day('2023-10-02', 45, 37, 'Sunny'),
      day('2023-12-31', 33, 27, '60% Snow'),
      day('2024-01-01', 32, 26, 'Cloudy'),
      day('2024-01-02', 34, 28, 'Sunny'),
      day('2024-02-28', 35, 28, 'Windy'),
      day('2024-02-29', 36, 29, 'Sunny'),
      day('2024-03-01', 37, 30, 'Cloudy'),
    ),
  },
  HistoricWeather: {
    london: {
      january: { min_temp: 38, max_temp: 48, record_min_temp: 23, record_max_temp: 60, avg_rainfall: 2.44, snow_days: 0 },
      september: { min_temp: 55, max_temp: 66, record_min_temp: 40, record_max_temp: 89, avg_rainfall: 3.0, snow_days: 0 },
    },
  },
};

function worldAt(now: string, messages: 'toolworld' | 'tooltalk' = 'toolworld') {
  return createWorld({ plugins: [Weather], databases, now, messages });
}

describe('the Weather plugin', () => {
  it('lists its tools in ToolTalk documentation order; none needs a login or changes the world', () => {
    expect(Weather.tools.map((tool) => [tool.name, tool.action, tool.auth])).toEqual([
      ['CurrentWeather', false, false],
      ['ForecastWeather', false, false],
      ['HistoricWeather', false, false],
    ]);
  });

  it('rejects a session_token, which only tools that need a login take', () => {
    const world = worldAt('2023-09-11 09:00:00', 'tooltalk');
    expect(world.execute('CurrentWeather', { location: 'New York', session_token: 't' }).exception).toBe(
      "CurrentWeather.call() got an unexpected keyword argument 'session_token'",
    );
  });

  it('never changes the world', () => {
    const world = worldAt('2023-09-12 09:00:00');
    const before = world.state;
    world.call('CurrentWeather', { location: 'New York' });
    world.call('ForecastWeather', { location: 'New York' });
    world.call('ForecastWeather', { location: 'Atlantis' });
    world.call('HistoricWeather', { location: 'London', month: 'May' });
    expect(world.state).toBe(before);
  });
});

describe('location matching', () => {
  it('lower-cases and strips the location as Python does', () => {
    expect(normaliseLocation('  New York\t')).toBe('new york');
    expect(normaliseLocation('\u3000NEW YORK\u00a0\u2029')).toBe('new york');
  });

  it("strips Python's whitespace, not JavaScript's", () => {
    // Python counts the information separators U+001C..U+001F as whitespace; JavaScript does not.
    expect(pyStrip('\u001cnew york\u001f')).toBe('new york');
    // JavaScript's trim() removes the byte-order mark; Python keeps it.
    expect(pyStrip('\ufeffnew york')).toBe('\ufeffnew york');
    // Inner whitespace is kept.
    expect(pyStrip(' new  york ')).toBe('new  york');
  });

  it('shows the normalised location when it is not found', () => {
    const world = worldAt('2023-09-11 09:00:00');
    expect(world.call('CurrentWeather', { location: '  Atlantis ' })).toEqual({
      response: null,
      exception: 'Location atlantis not found in database',
    });
    expect(world.call('CurrentWeather', { location: '\ufeffNew York' }).exception).toBe(
      'Location \ufeffnew york not found in database',
    );
    expect(world.call('CurrentWeather', { location: 'NewYork' }).exception).toBe('Location newyork not found in database');
  });

  it("mimics Python's AttributeError for a location that is not a string in the tooltalk message style", () => {
    const world = worldAt('2023-09-11 09:00:00', 'tooltalk');
    expect(world.execute('CurrentWeather', { location: null }).exception).toBe("'NoneType' object has no attribute 'lower'");
    expect(world.execute('ForecastWeather', { location: 7 }).exception).toBe("'int' object has no attribute 'lower'");
    expect(world.execute('HistoricWeather', { location: ['London'], month: 'May' }).exception).toBe(
      "'list' object has no attribute 'lower'",
    );
    expect(world.execute('CurrentWeather', {}).exception).toBe("CurrentWeather.call() missing 1 required positional argument: 'location'");
  });
});

describe('CurrentWeather', () => {
  it("returns the record of today's calendar date, whatever the time of day", () => {
    for (const now of ['2023-09-11 00:00:00', '2023-09-11 09:00:00', '2023-09-11 23:59:59']) {
      expect.soft(worldAt(now).call('CurrentWeather', { location: 'New York' }), now).toEqual({
        response: { weather: { date: '2023-09-11', high: 78, low: 60, conditions: 'Sunny' } },
        exception: null,
      });
    }
  });

  it('matches the location whatever its case and surrounding spaces', () => {
    const world = worldAt('2023-09-11 09:00:00');
    expect(world.call('CurrentWeather', { location: ' NEW york\n' }).response).toEqual({
      weather: { date: '2023-09-11', high: 78, low: 60, conditions: 'Sunny' },
    });
  });

  it('returns a copy of the stored record', () => {
    const world = worldAt('2023-09-11 09:00:00');
    const { weather } = world.call('CurrentWeather', { location: 'New York' }).response as { weather: { high: number } };
    expect(weather).not.toBe(world.state.databases.Weather.get('new york')!.get('2023-09-11'));
    weather.high = 0;
    expect(world.state.databases.Weather.get('new york')!.get('2023-09-11')!.high).toBe(78);
  });

  it("shows Python's date repr, without zero padding, when today has no data", () => {
    expect(worldAt('2023-09-01 09:00:00').call('CurrentWeather', { location: 'New York' })).toEqual({
      response: null,
      exception: 'datetime.date(2023, 9, 1)',
    });
  });

  it('checks the location before the date', () => {
    expect(worldAt('2023-09-01 09:00:00').call('CurrentWeather', { location: 'Atlantis' }).exception).toBe(
      'Location atlantis not found in database',
    );
  });
});

describe('ForecastWeather', () => {
  it('returns the next three days in order, starting tomorrow', () => {
    expect(worldAt('2023-09-11 09:00:00').call('ForecastWeather', { location: 'New York' })).toEqual({
      response: {
        forecast: [
          { date: '2023-09-12', high: 78, low: 58, conditions: 'Partly Cloudy' },
          { date: '2023-09-13', high: 72, low: 64, conditions: '80% Rainy' },
          { date: '2023-09-14', high: 76, low: 62, conditions: 'Cloudy' },
        ],
      },
      exception: null,
    });
  });

  it.each([
    ['2023-09-29 23:59:59', ['2023-09-30', '2023-10-01', '2023-10-02'], 'a month end'],
    ['2023-12-30 00:00:00', ['2023-12-31', '2024-01-01', '2024-01-02'], 'a year end'],
    ['2024-02-27 12:00:00', ['2024-02-28', '2024-02-29', '2024-03-01'], 'a leap day'],
  ])('from %s crosses %3$s', (now, dates) => {
    const { forecast } = worldAt(now).call('ForecastWeather', { location: 'Reykjavik' }).response as { forecast: { date: string }[] };
    expect(forecast.map((entry) => entry.date)).toEqual(dates);
  });

  it('names the first missing day', () => {
    // Today (09-10) has no data, which does not matter; 09-15 is the first missing day ahead.
    expect(worldAt('2023-09-12 09:00:00').call('ForecastWeather', { location: 'New York' }).exception).toBe(
      'datetime.date(2023, 9, 15)',
    );
    expect(worldAt('2023-09-10 09:00:00').call('ForecastWeather', { location: 'New York' }).exception).toBeNull();
    // 09-15 is missing but 09-16 is present: the gap is still reported.
    expect(worldAt('2023-09-13 09:00:00').call('ForecastWeather', { location: 'New York' }).exception).toBe(
      'datetime.date(2023, 9, 15)',
    );
    expect(worldAt('2023-10-02 09:00:00').call('ForecastWeather', { location: 'Reykjavik' }).exception).toBe(
      'datetime.date(2023, 10, 3)',
    );
  });

  it('checks the location first', () => {
    expect(worldAt('2023-01-01 09:00:00').call('ForecastWeather', { location: 'Mars' }).exception).toBe(
      'Location mars not found in database',
    );
  });

  it('returns copies of the stored records', () => {
    const world = worldAt('2023-09-11 09:00:00');
    const { forecast } = world.call('ForecastWeather', { location: 'new york' }).response as { forecast: object[] };
    expect(forecast[0]).not.toBe(world.state.databases.Weather.get('new york')!.get('2023-09-12'));
  });
});

describe('HistoricWeather', () => {
  const september = { min_temp: 55, max_temp: 66, record_min_temp: 40, record_max_temp: 89, avg_rainfall: 3.0, snow_days: 0 };

  it('returns the climate of a month, matching location and month whatever their case', () => {
    const world = worldAt('2023-09-11 09:00:00');
    expect(world.call('HistoricWeather', { location: 'London', month: 'September' })).toEqual({
      response: { weather: september },
      exception: null,
    });
    expect(world.call('HistoricWeather', { location: ' LONDON ', month: 'sEpTeMbEr' }).response).toEqual({ weather: september });
  });

  it('does not strip the month, and shows both normalised values when it is missing', () => {
    const world = worldAt('2023-09-11 09:00:00');
    expect(world.call('HistoricWeather', { location: ' London', month: ' September' })).toEqual({
      response: null,
      exception: 'Historic weather data for london missing for month  september',
    });
    expect(world.call('HistoricWeather', { location: 'London', month: 'MAY' }).exception).toBe(
      'Historic weather data for london missing for month may',
    );
  });

  it('checks the location before the month, and only in the historic data', () => {
    const world = worldAt('2023-09-11 09:00:00');
    expect(world.call('HistoricWeather', { location: 'Atlantis', month: 'Smarch' }).exception).toBe(
      'Location atlantis not found in database',
    );
    expect(world.call('HistoricWeather', { location: 'New York', month: 'September' }).exception).toBe(
      'Location new york not found in database',
    );
  });

  it("mimics Python's AttributeError for a month that is not a string, after the location's", () => {
    const world = worldAt('2023-09-11 09:00:00', 'tooltalk');
    expect(world.execute('HistoricWeather', { location: 'London', month: 9 }).exception).toBe("'int' object has no attribute 'lower'");
    expect(world.execute('HistoricWeather', { location: null, month: 9 }).exception).toBe("'NoneType' object has no attribute 'lower'");
    expect(world.execute('HistoricWeather', {}).exception).toBe(
      "HistoricWeather.call() missing 2 required positional arguments: 'location' and 'month'",
    );
  });

  it('returns a copy of the stored record', () => {
    const world = worldAt('2023-09-11 09:00:00');
    const { weather } = world.call('HistoricWeather', { location: 'London', month: 'January' }).response as { weather: object };
    expect(weather).toEqual({ min_temp: 38, max_temp: 48, record_min_temp: 23, record_max_temp: 60, avg_rainfall: 2.44, snow_days: 0 });
    expect(weather).not.toBe(world.state.databases.HistoricWeather.get('london')!.get('january'));
  });
});

const sharedDatabases = '../shared/tooltalk/databases';

interface Conversation {
  metadata: { timestamp: string };
  conversation: { apis?: { request: { api_name: string; parameters: object }; response: unknown; exception: unknown }[] }[];
}

describe.skipIf(!existsSync(sharedDatabases))('Weather on the ToolTalk data', () => {
  // describe.skipIf still collects its body, so load only when the data is there.
  const data = (existsSync(sharedDatabases) ? loadToolTalkDatabases(sharedDatabases) : undefined)!;
  const at = (now: string) => createWorld({ plugins: [Weather], databases: data, now });

  it.each(['CurrentWeather', 'ForecastWeather', 'HistoricWeather'])('replays the recorded calls of easy/%s-easy', (tool) => {
    const conversation = JSON.parse(readFileSync(`../shared/tooltalk/easy/${tool}-easy.json`, 'utf8')) as Conversation;
    const world = at(conversation.metadata.timestamp);
    const calls = conversation.conversation.flatMap((turn) => turn.apis ?? []);
    expect(calls.length).toBeGreaterThan(0);
    for (const { request, response, exception } of calls) {
      expect(outcomeOf(world.execute(request.api_name, request.parameters))).toEqual({ response, exception });
    }
  });

  it('reproduces a hard conversation set on another day', () => {
    const world = at('2023-09-08 13:00:00');
    expect(world.call('CurrentWeather', { location: 'Sydney' }).response).toEqual({
      weather: { date: '2023-09-08', high: 70, low: 54, conditions: '40% Rainy' },
    });
    const { forecast } = world.call('ForecastWeather', { location: 'Tokyo' }).response as { forecast: { date: string }[] };
    expect(forecast.map((entry) => entry.date)).toEqual(['2023-09-09', '2023-09-10', '2023-09-11']);
  });

  it('runs out of data where the files do', () => {
    const world = at('2023-09-11 09:00:00');
    expect(world.call('ForecastWeather', { location: 'Tokyo' }).exception).toBe('datetime.date(2023, 9, 14)');
    expect(world.call('ForecastWeather', { location: 'San Francisco' }).exception).toBe('datetime.date(2023, 9, 12)');
    expect(world.call('CurrentWeather', { location: 'Boston' }).exception).toBe('datetime.date(2023, 9, 11)');
    expect(world.call('CurrentWeather', { location: 'Seattle' }).exception).toBe('Location seattle not found in database');
  });
});
