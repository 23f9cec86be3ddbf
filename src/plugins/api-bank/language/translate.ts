import { defineApiBankApi } from '../shared/define.js';
import { inputOf, pythonEquals, sameResult } from '../shared/checks.js';
import { item } from '../shared/errors.js';
import { optionalStr, out, str } from '../shared/params.js';

export const Translate = defineApiBankApi({
  name: 'Translate',
  description: 'Translates text into another language.',
  parameters: {
    src: str('The text to translate.'),
    src_lang: optionalStr('The language of the text (default: detected).'),
    tgt_lang: optionalStr('The language to translate into (default: English).'),
  },
  output: { translated_text: out('str', 'The translation.') },
  input: (args) => ({ ...args }),
  run: ({ src, src_lang, tgt_lang }, { services }) =>
    services.translate({ src, srcLang: src_lang === undefined ? undefined : String(src_lang).toLowerCase(), tgtLang: tgt_lang === undefined ? 'en' : String(tgt_lang).toLowerCase() }),
  check: (response, gold) =>
    item(response, 'api_name') === item(gold, 'api_name') && pythonEquals(inputOf(response, 'src'), inputOf(gold, 'src')) && sameResult(response, gold),
});
