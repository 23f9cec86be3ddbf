import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURTESY, mayHoldCourtesy } from '../../src/semantic/content-words.js';

// Session 15: the courtesy pattern runs only on a text holding one of its cues. The cue check must
// never skip a text the pattern matches, or a verdict changes.
const matches = (text: string) => {
  COURTESY.lastIndex = 0;
  const found = COURTESY.test(text);
  COURTESY.lastIndex = 0;
  return found;
};

/** One example of each courtesy phrase, in our own words. */
const EXAMPLES = [
  'Call me when you get a chance', 'Call me whenever you have a moment', 'Reply when you can', 'Send it today if at all possible',
  "Move it if you don't mind", "Bring chairs if it's not too much trouble", 'Reply at your earliest convenience', 'Would you mind closing it',
  'I just wanted to let you know the room moved', 'Just a quick heads up that we moved', 'Letting you know that the van is here',
  'Heads up: the van is late', 'By the way the van is late', 'A quick favour: water the plants', 'If you get a minute check the oven',
  "We'd kindly ask that you arrive early", 'Quick question about the invoice', 'Good morning Hamid, the van is late',
  'Dear Sir or Madam, the van is late', 'To whom it may concern: the van is late', 'Ms Laurent, the van is late',
  'Just checking, are we still on for 10?', 'Pay by Friday at the very latest', 'Thanks. Much appreciated!', 'See you soon. Love you all!',
  'No rush on the invoice', 'Send it whenever it suits you', 'Send it whenever you are ready', 'Take your time with the report',
  'Send it in your own time', 'Kind request: donations for the tombola', 'I hope you are keeping well', 'I hope the show went well for you',
  'Many thanks for your help', 'Many thanks in advance', 'We look forward to seeing you soon', 'Please find the price list attached',
  'A quick reminder: bins tonight', 'A gentle reminder about the bins', 'Reminder that the bins go out tonight',
  'Sorry to bother you, but the van is late', 'I was wondering if the van is late', 'I would like you to move the van',
  "I'd love to see the van", 'Thank you so much', 'Thanks in advance', 'Have a lovely weekend', 'Hope this finds you well',
  'Kind regards', 'Best wishes', 'Yours sincerely', 'HELLO ALL, the van is late', 'DR. PATEL, the van is late',
  'Hi all, just to let you know, the van is late', 'Ring me if you need the van, happy to help', 'Ring me if you need the van x',
  'The van is off on 1 January. Happy new year!', "The depot shuts at noon. Season's greetings!",
  'I hope this email finds you well. The van is late', 'The van is booked. Thank you for your custom', 'Could you move the van? Ta',
  'Just so you know, the van is late', 'Friendly nudge: move the van', 'Sorry to chase, but is the van booked?', 'Please note that the van is late', 'Please be aware the van is late',
  'Just wanted to let you know the van is here', "Hope your move's going well. The van is late", 'I hope the trip has gone smoothly', 'Hope you had a restful break',
  'Good news: the van is here', 'Thanks for waiting! The van is here', 'Thank you so much for getting in touch', 'Apologies for the late reply, the van is here',
  'Sorry to be the bearer of bad news, but the van is late', "If it's no trouble, move the van", 'Move the van by Friday. Appreciate it!',
  'Thanks ever so much', 'Warmest regards', 'With kind regards',
  'Just a gentle nudge: move the van', 'Sorry to be a pain, but is the van booked?', 'Excuse me, is the van here?',
  'Could you possibly move the van?', 'Really quick one – is the van booked?', "You're a star, thanks", 'Would you be a star and move the van?',
  "I'd really appreciate it if you could move the van", 'We kindly ask that you move the van', 'The code, for your convenience, is 4412',
  'Lovely, see you at the van', 'I hope the weekend was good. The van is late',
  'Please remember to move the van', 'Remember to move the van', 'Politely ask Tom to move the van', 'One more thing: the van is late', 'Sorry, one last thing — is the van booked?',
  'Kindly advise: delivery slot for the van', 'Kindly move the van', "Ask Tom if he'd be kind enough to move the van", 'Good morning Mr Hale. The van is late.',
  'The van is late. We apologise for the inconvenience', 'The van is late. Apologies for any inconvenience caused', 'We really appreciate your custom', "Thanks, that's great. The van is here",
  'Dear Coach Adeyemi, the van is late', 'Hello Imam Bashir: the van is late',
  'Hi all, just a heads-up that the van is late', 'Just a friendly note that the van is late', 'Kindly note: van late', 'Move the van, ta',
  'Thanks a million for moving the van', 'Thanks so much for today! The van is here', 'Good luck tonight, everyone! The van is at 6', 'The van is at 9. Hope that helps!', 'The van is at 9, do shout if you need anything else', 'The van broke down, please help',
  'The van is at 9. Enjoy your stay!', 'The van is at 9. Have a safe journey!', 'The van is at 9. Enjoy!', 'Safe travels! The van is at 9', 'Keep the van for me, mate', 'Thanks for the tow yesterday! Is the van back?', 'Cheers for driving us last night. The van is back',
];

describe('the courtesy cues', () => {
  it('are found in every example the courtesy pattern matches', () => {
    for (const example of EXAMPLES) {
      expect(matches(example), example).toBe(true);
      expect(mayHoldCourtesy(example), example).toBe(true);
    }
  });

  it('let a text through whenever the pattern matches it, whatever its case and words', () => {
    const words = ['when', 'ever', 'you', 'can', 'if', 'at', 'all', 'possible', 'mind', 'by', 'the', 'way', 'hope', 'are', 'well', 'dear', 'sir', 'mr', 'Ms', 'thanks', 'so', 'much',
      'request', 'reminder', 'that', 'good', 'morning', 'kind', 'regards', 'i', "i'd", 'like', 'to', 'just', 'checking', 'no', 'rush', 'latest', 'van', 'late', 'Tom', 'is', 'ſir', 'Kind'];
    const separators = [' ', ', ', '. ', ': ', '! ', ' - '];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...separators), fc.boolean()), { maxLength: 12 }), (parts) => {
        const text = parts.map(([word, separator, upper]) => (upper ? word.toUpperCase() : word) + separator).join('').trim();
        if (matches(text)) expect(mayHoldCourtesy(text), text).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('skip a text with none of them', () => {
    expect(mayHoldCourtesy('Flight from Denver to Austin')).toBe(false);
    expect(mayHoldCourtesy('Pick up the oat milk')).toBe(false);
    // Any character outside ASCII sends the text to the pattern.
    expect(mayHoldCourtesy('Café at noon')).toBe(true);
  });
});
