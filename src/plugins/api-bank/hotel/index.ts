export { BookHotel } from './book-hotel.js';
