import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const SpeechRecognition = defineApiBankApi({
  name: 'SpeechRecognition',
  description: 'Transcribes the audio file at a URL.',
  parameters: { url: str('The audio URL (.wav).') },
  output: { transcripts: out('str', 'The transcript.') },
  database: 'SpeechRecognition',
  run({ url }, { db }) {
    const address = url.trim();
    if (!address.endsWith('.wav')) refuse('The url should end with .wav.');
    const transcript = db.get(address);
    if (transcript === undefined) refuse('The audio of this url failed to be processed.');
    return transcript;
  },
  check: exact,
});
