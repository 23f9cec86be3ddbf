import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const ImageCaption = defineApiBankApi({
  name: 'ImageCaption',
  description: 'Describes the picture at a URL in one sentence.',
  parameters: { url: str('The image URL (.jpg, .jpeg or .png).') },
  output: { caption: out('str', 'The caption.') },
  database: 'ImageCaptioning',
  run({ url }, { db }) {
    const address = url.trim();
    if (!/\.(jpg|jpeg|png)$/.test(address)) refuse('The url should end with .jpg, .jpeg or .png.');
    const found = (db as { url: string; caption: string }[]).find((image) => image.url === address);
    if (found === undefined) refuse('The image of this url failed to be processed.');
    return found.caption;
  },
  check: exact,
});
