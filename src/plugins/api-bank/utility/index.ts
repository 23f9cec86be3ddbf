export { Calculator } from './calculator.js';
export { GetToday } from './get-today.js';
export { PlayMusic } from './play-music.js';
export { SendEmail } from './send-email.js';
