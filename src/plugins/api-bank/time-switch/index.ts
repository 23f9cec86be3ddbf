export { TimedSwitch } from './timed-switch.js';
export { CancelTimedSwitch } from './cancel-timed-switch.js';
