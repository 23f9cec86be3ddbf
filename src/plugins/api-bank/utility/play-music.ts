import { defineApiBankApi } from '../shared/define.js';
import { pythonEquals } from '../shared/checks.js';
import { item, refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const PlayMusic = defineApiBankApi({
  name: 'PlayMusic',
  description: 'Plays a song by name and returns where it streams from.',
  parameters: { music_name: str('The song.') },
  output: { music_url: out('str', 'The stream address.') },
  run({ music_name }) {
    const name = music_name.toLowerCase().trim();
    if (name === '') refuse('The music name cannot be empty.');
    return `music://${name}`;
  },
  // Only the output counts (spec §7 B26).
  check: (response, gold) => pythonEquals(item(response, 'output'), item(gold, 'output')),
});
