import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult, trimmed } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

const RECEIVER = /^[a-z0-9]+[._]?[a-z0-9]+[@][\p{L}\p{N}_]+[.][\p{L}\p{N}_]{2,3}$/u;

export const SendEmail = defineApiBankApi({
  name: 'SendEmail',
  description: 'Sends an email.',
  parameters: { receiver: str("The receiver's address."), subject: str('The subject.'), content: str('The body.') },
  output: { status: out('str', 'success when the email was sent.') },
  run({ receiver, subject, content }) {
    if (!RECEIVER.test(receiver.trim())) refuse('Email address of the receiver is invalid.');
    if (subject.trim() === '') refuse('Subject cannot be empty.');
    if (content.trim() === '') refuse('Content cannot be empty.');
    return 'success';
  },
  check(response, gold) {
    return (
      trimmed(inputOf(response, 'receiver')).toLowerCase() === trimmed(inputOf(gold, 'receiver')).toLowerCase() &&
      trimmed(inputOf(response, 'subject')) === trimmed(inputOf(gold, 'subject')) &&
      trimmed(inputOf(response, 'content')) === trimmed(inputOf(gold, 'content')) &&
      sameResult(response, gold)
    );
  },
});
