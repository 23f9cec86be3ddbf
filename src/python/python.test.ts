import { describe, it, expect } from 'vitest';
import {
  attributeLowerError,
  formatDate,
  formatDateTime,
  isPythonEmail,
  isPythonPhone,
  missingArgumentsMessage,
  pyFloatRepr,
  pyDateRepr,
  pyRepr,
  pyStr,
  pyTypeName,
  regexTypeError,
  strptime,
  unexpectedKeywordMessage,
} from './index.js';

// Expected texts below were checked against CPython 3.11.

function message(input: unknown, format: 'DT' | 'T'): string {
  const r = strptime(input, format);
  return r.ok ? `ok ${formatDateTime(r.seconds)}` : r.message;
}

describe('pyTypeName', () => {
  it('names JSON values as json.loads would type them', () => {
    expect(pyTypeName(null)).toBe('None');
    expect(pyTypeName(undefined)).toBe('None');
    expect(pyTypeName(true)).toBe('bool');
    expect(pyTypeName(3)).toBe('int');
    expect(pyTypeName(3.5)).toBe('float');
    expect(pyTypeName(Number.NaN)).toBe('float');
    expect(pyTypeName(Infinity)).toBe('float');
    expect(pyTypeName('x')).toBe('str');
    expect(pyTypeName([1])).toBe('list');
    expect(pyTypeName({ a: 1 })).toBe('dict');
  });
});

describe('pyRepr / pyStr', () => {
  it('chooses quotes like Python', () => {
    expect(pyRepr('abc')).toBe("'abc'");
    expect(pyRepr("a'b")).toBe(`"a'b"`);
    expect(pyRepr('a"b')).toBe(`'a"b'`);
    expect(pyRepr(`a'"b`)).toBe(`'a\\'"b'`);
    expect(pyRepr('')).toBe("''");
  });

  it('escapes backslash, controls and non-printables', () => {
    expect(pyRepr('a\\b')).toBe("'a\\\\b'");
    expect(pyRepr('\n\r\t')).toBe("'\\n\\r\\t'");
    expect(pyRepr('\x00\x1f\x7f\x80')).toBe("'\\x00\\x1f\\x7f\\x80'");
    expect(pyRepr('\xa0\xad')).toBe("'\\xa0\\xad'");
    expect(pyRepr('\u2028\ufeff\ue000')).toBe("'\\u2028\\ufeff\\ue000'");
    expect(pyRepr('\u{10ffff}')).toBe("'\\U0010ffff'");
    expect(pyRepr('\ud800')).toBe("'\\ud800'");
  });

  it('keeps printable non-ASCII text', () => {
    expect(pyRepr('café 😀 ٣')).toBe("'café 😀 ٣'");
  });

  it('renders scalars', () => {
    expect(pyRepr(null)).toBe('None');
    expect(pyRepr(true)).toBe('True');
    expect(pyRepr(false)).toBe('False');
    expect(pyRepr(42)).toBe('42');
    expect(pyRepr(-7)).toBe('-7');
    expect(pyRepr(1e21)).toBe('1000000000000000000000');
  });

  it('renders floats with Python thresholds', () => {
    expect(pyRepr(0.5)).toBe('0.5');
    expect(pyRepr(-2.25)).toBe('-2.25');
    expect(pyRepr(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(pyRepr(0.0001)).toBe('0.0001');
    expect(pyRepr(1.5e-5)).toBe('1.5e-05');
    expect(pyRepr(1e-5)).toBe('1e-05');
    expect(pyFloatRepr(1.5e16)).toBe('1.5e+16');
    expect(pyFloatRepr(1e16)).toBe('1e+16');
    expect(pyFloatRepr(1e15)).toBe('1000000000000000.0');
    expect(pyFloatRepr(3)).toBe('3.0');
    expect(pyFloatRepr(-0)).toBe('-0.0');
    expect(pyFloatRepr(1.2345678901234567e300)).toBe('1.2345678901234567e+300');
    expect(pyRepr(5e-324)).toBe('5e-324');
    expect(pyRepr(Infinity)).toBe('inf');
    expect(pyRepr(-Infinity)).toBe('-inf');
    expect(pyRepr(Number.NaN)).toBe('nan');
  });

  it('cannot tell JSON 3.0 from 3, so integral numbers render as int', () => {
    expect(pyRepr(3.0)).toBe('3');
    expect(pyRepr(1.5e16)).toBe('15000000000000000');
  });

  it('renders containers', () => {
    expect(pyRepr(['a', 1, null, true, 0.5])).toBe("['a', 1, None, True, 0.5]");
    expect(pyRepr({ k: 'v', n: [1, { x: "it's" }] })).toBe(`{'k': 'v', 'n': [1, {'x': "it's"}]}`);
    expect(pyRepr([])).toBe('[]');
    expect(pyRepr({})).toBe('{}');
  });

  it('str leaves strings alone and reprs the rest', () => {
    expect(pyStr("it's")).toBe("it's");
    expect(pyStr(null)).toBe('None');
    expect(pyStr(['a', 'b'])).toBe("['a', 'b']");
    expect(pyStr(false)).toBe('False');
  });
});

describe('strptime', () => {
  it('accepts single-digit and Unicode-digit fields', () => {
    expect(message('8:0:0', 'T')).toBe('ok 1900-01-01 08:00:00');
    expect(message('2023-9-1 1:2:3', 'DT')).toBe('ok 2023-09-01 01:02:03');
    expect(message('٨:٠:٠', 'T')).toBe('ok 1900-01-01 08:00:00');
    expect(message('1٢:00:00', 'T')).toBe('ok 1900-01-01 12:00:00');
    expect(message('٢٠٢٣-09-1٥ 10:00:00', 'DT')).toBe('ok 2023-09-15 10:00:00');
    expect(message('𝟚𝟘𝟚𝟛-09-12 10:00:00', 'DT')).toBe('ok 2023-09-12 10:00:00');
  });

  it('treats the DT space as a whitespace run', () => {
    expect(message('2023-09-12  10:00:00', 'DT')).toBe('ok 2023-09-12 10:00:00');
    expect(message('2023-09-12\t10:00:00', 'DT')).toBe('ok 2023-09-12 10:00:00');
    expect(message('2023-09-12\x1c10:00:00', 'DT')).toBe('ok 2023-09-12 10:00:00');
    expect(message('2023-09- 1 10:00:00', 'DT')).toBe('ok 2023-09-01 10:00:00');
  });

  it('reports inputs that do not match', () => {
    expect(message('8:00', 'T')).toBe("time data '8:00' does not match format '%H:%M:%S'");
    expect(message('24:00:00', 'T')).toBe("time data '24:00:00' does not match format '%H:%M:%S'");
    expect(message('١٢:00:00', 'T')).toBe("time data '١٢:00:00' does not match format '%H:%M:%S'");
    expect(message('2023-09-12 10:00', 'DT')).toBe(
      "time data '2023-09-12 10:00' does not match format '%Y-%m-%d %H:%M:%S'",
    );
    expect(message('2023-09-12T10:00:00', 'DT')).toBe(
      "time data '2023-09-12T10:00:00' does not match format '%Y-%m-%d %H:%M:%S'",
    );
    expect(message(' 2023-09-12 10:00:00', 'DT')).toBe(
      "time data ' 2023-09-12 10:00:00' does not match format '%Y-%m-%d %H:%M:%S'",
    );
    expect(message('2023-09-12\ufeff10:00:00', 'DT')).toBe(
      "time data '2023-09-12\\ufeff10:00:00' does not match format '%Y-%m-%d %H:%M:%S'",
    );
    expect(message('', 'T')).toBe("time data '' does not match format '%H:%M:%S'");
  });

  it('reports unconverted trailing data verbatim', () => {
    expect(message('08:00:00 ', 'T')).toBe('unconverted data remains:  ');
    expect(message('08:00:001', 'T')).toBe('unconverted data remains: 1');
    expect(message('12:30:45\n', 'T')).toBe('unconverted data remains: \n');
    expect(message('2023-09-12 10:00:00Z', 'DT')).toBe('unconverted data remains: Z');
  });

  it('validates the calendar after matching', () => {
    expect(message('2023-02-30 10:00:00', 'DT')).toBe('day is out of range for month');
    expect(message('2023-09-31 10:00:00', 'DT')).toBe('day is out of range for month');
    expect(message('1900-02-29 00:00:00', 'DT')).toBe('day is out of range for month');
    expect(message('2024-02-29 00:00:00', 'DT')).toBe('ok 2024-02-29 00:00:00');
    expect(message('2000-02-29 00:00:00', 'DT')).toBe('ok 2000-02-29 00:00:00');
    expect(message('10:00:60', 'T')).toBe('second must be in 0..59');
    expect(message('2023-02-28 10:00:61', 'DT')).toBe('second must be in 0..59');
    expect(message('0000-01-01 00:00:00', 'DT')).toBe('year 0 is out of range');
  });

  it('checks year, then day, then second', () => {
    expect(message('0000-02-30 10:00:60', 'DT')).toBe('year 0 is out of range');
    expect(message('2023-02-30 10:00:60', 'DT')).toBe('day is out of range for month');
  });

  it('rejects non-strings with the argument type', () => {
    expect(message(null, 'DT')).toBe('strptime() argument 1 must be str, not None');
    expect(message(5, 'T')).toBe('strptime() argument 1 must be str, not int');
    expect(message(1.5, 'T')).toBe('strptime() argument 1 must be str, not float');
    expect(message(true, 'T')).toBe('strptime() argument 1 must be str, not bool');
    expect(message(['x'], 'T')).toBe('strptime() argument 1 must be str, not list');
    expect(message({}, 'T')).toBe('strptime() argument 1 must be str, not dict');
  });

  it('produces timestamps that order like the datetimes', () => {
    const at = (s: string) => {
      const r = strptime(s, 'DT');
      if (!r.ok) throw new Error(r.message);
      return r.seconds;
    };
    expect(at('1970-01-01 00:00:00')).toBe(0);
    expect(at('2023-09-11 09:00:00')).toBe(1694422800);
    expect(at('0001-01-01 00:00:00')).toBeLessThan(at('9999-12-31 23:59:59'));
    const t = strptime('00:00:00', 'T');
    expect(t.ok && formatDateTime(t.seconds)).toBe('1900-01-01 00:00:00');
  });
});

describe('date formatting', () => {
  it('round-trips across the supported year range', () => {
    for (const s of ['0001-01-01 00:00:00', '1899-12-31 23:59:59', '2024-02-29 12:34:56', '9999-12-31 23:59:59']) {
      const r = strptime(s, 'DT');
      expect(r.ok && formatDateTime(r.seconds)).toBe(s);
    }
  });

  it('formats dates and Python date reprs', () => {
    const r = strptime('2023-09-01 08:05:00', 'DT');
    if (!r.ok) throw new Error(r.message);
    expect(formatDate(r.seconds)).toBe('2023-09-01');
    expect(pyDateRepr(r.seconds)).toBe('datetime.date(2023, 9, 1)');
    expect(pyDateRepr(r.seconds + 30 * 86400)).toBe('datetime.date(2023, 10, 1)');
  });
});

describe('email and phone patterns', () => {
  it('accepts word characters, hyphen and dot around one @', () => {
    expect(isPythonEmail('john.doe-1_x@mail.example.com')).toBe(true);
    expect(isPythonEmail('josé@correo.es')).toBe(true);
    expect(isPythonEmail('用户@例子.中国')).toBe(true);
    expect(isPythonEmail('Ⅻ²@b.com')).toBe(true);
    expect(isPythonEmail('a@b')).toBe(true);
  });

  it('follows Python $ and \\w quirks', () => {
    expect(isPythonEmail('a@b.com\n')).toBe(true);
    expect(isPythonEmail('a@b.com\n\n')).toBe(false);
    expect(isPythonEmail('a@b.com\r')).toBe(false);
    // Python's \w excludes combining marks and non-underscore connectors.
    expect(isPythonEmail('a\u0301@b.com')).toBe(false);
    expect(isPythonEmail('a\u203f@b.com')).toBe(false);
  });

  it('rejects malformed addresses', () => {
    for (const s of ['', '@b.com', 'a@', 'a@@b', 'a@b@c', 'a b@c.com', 'a+b@c.com', ' a@b.com']) {
      expect(isPythonEmail(s)).toBe(false);
    }
  });

  it('matches phone numbers with any decimal digits', () => {
    expect(isPythonPhone('555-123-4567')).toBe(true);
    expect(isPythonPhone('555-123-4567\n')).toBe(true);
    expect(isPythonPhone('٥٥٥-١٢٣-٤٥٦٧')).toBe(true);
    expect(isPythonPhone('555-123-4567\n\n')).toBe(false);
    expect(isPythonPhone('5551234567')).toBe(false);
    expect(isPythonPhone('555-123-45678')).toBe(false);
    expect(isPythonPhone('(555) 123-4567')).toBe(false);
    expect(isPythonPhone('²²²-123-4567')).toBe(false);
  });
});

describe('incidental exception texts', () => {
  it('names types for regex and attribute errors', () => {
    expect(regexTypeError(null)).toBe("expected string or bytes-like object, got 'NoneType'");
    expect(regexTypeError(5)).toBe("expected string or bytes-like object, got 'int'");
    expect(regexTypeError(['a'])).toBe("expected string or bytes-like object, got 'list'");
    expect(attributeLowerError(null)).toBe("'NoneType' object has no attribute 'lower'");
    expect(attributeLowerError(1.5)).toBe("'float' object has no attribute 'lower'");
    expect(attributeLowerError({})).toBe("'dict' object has no attribute 'lower'");
  });

  it('formats keyword binding errors', () => {
    expect(unexpectedKeywordMessage('CurrentWeather', 'city')).toBe(
      "CurrentWeather.call() got an unexpected keyword argument 'city'",
    );
    expect(missingArgumentsMessage('HistoricWeather', ['month'])).toBe(
      "HistoricWeather.call() missing 1 required positional argument: 'month'",
    );
    expect(missingArgumentsMessage('HistoricWeather', ['location', 'month'])).toBe(
      "HistoricWeather.call() missing 2 required positional arguments: 'location' and 'month'",
    );
    expect(missingArgumentsMessage('ResetPassword', ['username', 'verification_code', 'new_password'])).toBe(
      "ResetPassword.call() missing 3 required positional arguments: 'username', 'verification_code', and 'new_password'",
    );
    expect(missingArgumentsMessage('T', ['a', 'b', 'c', 'd'])).toBe(
      "T.call() missing 4 required positional arguments: 'a', 'b', 'c', and 'd'",
    );
  });
});
