import { refuse } from '../shared/errors.js';
import { inputOf } from '../shared/checks.js';
import type { Envelope } from '../shared/define.js';

export type Device = { name: string; description: string };

/** Scene names are compared trimmed and lower-cased. */
export function sceneName(value: unknown): string {
  return String(value).trim().toLowerCase();
}

/**
 * Validates and normalises a device list the way Add/ModifyScene do: each device needs a name and
 * a description, names are trimmed and lower-cased, names must be distinct, sorted by name.
 */
export function normaliseDevices(devices: unknown): Device[] {
  if (!Array.isArray(devices) || !devices.every((device) => device !== null && typeof device === 'object' && 'name' in device && 'description' in device)) {
    refuse('Invalid device format.');
  }
  const normalised = (devices as Device[]).map((device) => ({ name: String(device.name).trim().toLowerCase(), description: String(device.description).trim() }));
  if (new Set(normalised.map((device) => device.name)).size !== normalised.length) refuse('Device name cannot be duplicated.');
  return normalised.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The checkers' device comparison. With devices given as text (API-Bank's parser, spec §7 B16)
 * the original indexes characters and stops the run; that is a thrown TypeError here.
 */
export function devicesOf(envelope: Envelope): Device[] {
  const devices = inputOf(envelope, 'devices');
  if (!Array.isArray(devices)) throw new TypeError('string indices must be integers');
  return devices
    .map((device: Device) => ({ name: String(device.name).trim().toLowerCase(), description: String(device.description).trim() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
