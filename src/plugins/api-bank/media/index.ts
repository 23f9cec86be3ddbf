export { ImageCaption } from './image-caption.js';
export { SpeechRecognition } from './speech-recognition.js';
export { DocumentQA } from './document-qa.js';
