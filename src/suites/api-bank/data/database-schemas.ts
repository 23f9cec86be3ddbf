/**
 * The shape of each init_database file (spec §2.4), checked when a folder is loaded so that a
 * malformed file is reported with its path instead of failing inside an API later.
 */
import * as z from 'zod';

const s = z.string();
const record = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

/** How each file is laid out (the core's layouts) and what one record is. */
export const DATABASE_SHAPES = {
  Account: { layout: 'flat', record: z.looseObject({ password: s, token: s, email: s }) },
  Agenda: { layout: 'flat', record: z.looseObject({ content: s, time: s, location: s, username: s }) },
  Alarm: { layout: 'flat', record: z.looseObject({ time: s, username: s }) },
  Reminder: { layout: 'flat', record: z.looseObject({ content: s, time: s, username: s }) },
  Meeting: { layout: 'flat', record: z.looseObject({ meeting_topic: s, start_time: s, end_time: s, location: s, attendees: z.array(s), username: s }) },
  Appointments: { layout: 'flat', record: z.looseObject({ patient_name: s, date: s, doctor_name: s }) },
  Bank: { layout: 'flat', record: z.looseObject({ balance: z.number() }) },
  HealthData: { layout: 'flat', record: z.array(z.looseObject({ time: s })) },
  History: { layout: 'flat', record: z.array(z.looseObject({ Title: s, Date: s, Description: s })) },
  Hotel: { layout: 'flat', record: z.looseObject({ hotel_name: s, check_in_time: s, check_out_time: s }) },
  ImageCaptioning: { layout: 'list', record: z.looseObject({ url: s, caption: s }) },
  QuestionAnswering: { layout: 'flat', record: z.array(z.looseObject({ question: s, answer: s })) },
  Scenes: { layout: 'flat', record: z.array(z.looseObject({ name: s, description: s })) },
  SearchEngine: {
    layout: 'value',
    record: z.looseObject({ raw_documents: z.array(z.looseObject({ title: s, url: s, abstract: s })), tokenized_documents: z.array(z.array(s)) }),
  },
  SpeechRecognition: { layout: 'flat', record: s },
  Stock: { layout: 'flat', record: record(z.number()) },
  Symptom: { layout: 'flat', record: z.array(z.looseObject({ name: s, description: s, aid: s })) },
  TimeSwitch: { layout: 'flat', record: z.array(z.looseObject({ time: s, on: z.boolean() })) },
  Wiki: { layout: 'flat', record: z.looseObject({ url: s, summary: s }) },
  Level3: { layout: 'value', record: z.looseObject({
    accounts: record(z.looseObject({ password: s, email: s, phone: s })),
    meetings: record(z.array(z.unknown())),
    places: record(z.looseObject({ latitude: z.number(), longitude: z.number() })),
    weather: z.array(z.looseObject({ latitude: z.number(), longitude: z.number() })),
    organizations: record(z.array(s)),
    travelStatus: record(s),
    watchedMovies: record(z.array(s)),
    moviePreferences: record(z.array(s)),
    genres: record(z.array(s)),
    salaries: record(z.number()),
    restaurants: z.array(z.unknown()),
    flights: z.array(z.looseObject({ source: s, destination: s, departure_date: s, arrival_date: s })),
    hotels: z.array(z.looseObject({ destination: s, check_in_date: s, check_out_date: s })),
    posts: record(z.array(z.number().int())),
  }) },
} as const satisfies Record<string, { layout: 'flat' | 'list' | 'value'; record: z.ZodType }>;

/** The whole file's schema, for checking a folder as API-Bank lays it out. */
export const DATABASE_SCHEMAS: Readonly<Record<string, z.ZodType>> = Object.fromEntries(
  Object.entries(DATABASE_SHAPES).map(([name, shape]: [string, { layout: string; record: z.ZodType }]) => [
    name,
    shape.layout === 'flat' ? record(shape.record) : shape.layout === 'list' ? z.array(shape.record) : shape.record,
  ]),
);
