import { describe, expect, it } from 'vitest';
import { findDirectionSlot } from '../../src/semantic/direction-slots.js';
import { ruleText } from '../../src/semantic/judge.js';

describe('a direction reversed in the one slot where two texts differ', () => {
  it('sees small words of direction reversed', () => {
    expect(findDirectionSlot('Ferry to Bilbao', 'Ferry from Bilbao')).toEqual({ expected: 'to', actual: 'from' });
    expect(findDirectionSlot('Carry the crates into the hall', 'Carry the crates out of the hall')).toEqual({ expected: 'into', actual: 'out of' });
    expect(findDirectionSlot('Stage set-up: get-in at noon', 'Stage set-up: get-out at noon')).toEqual({ expected: 'in', actual: 'out' });
    expect(findDirectionSlot('Leave the porch light on', 'Leave the porch light off')).toEqual({ expected: 'on', actual: 'off' });
    expect(findDirectionSlot('Call before the rehearsal', 'Call after the rehearsal')).toEqual({ expected: 'before', actual: 'after' });
    // A verb each, then the reversed direction.
    expect(findDirectionSlot('Take the lasagne out of the oven', 'Put the lasagne in the oven')).toEqual({ expected: 'take ... out of', actual: 'put ... in' });
    expect(findDirectionSlot('Bring the garden chairs in', 'Take the garden chairs out')).toEqual({ expected: 'bring ... in', actual: 'take ... out' });
    expect(findDirectionSlot('Put the lasagne in the oven', 'Place the lasagne into the oven')).toBeUndefined();
  });

  it('leaves the same direction, other words, and texts that differ elsewhere', () => {
    expect(findDirectionSlot('Ferry to Bilbao', 'Ferry towards Bilbao')).toBeUndefined();
    expect(findDirectionSlot('Ferry to Bilbao', 'Ferry to Santander')).toBeUndefined();
    expect(findDirectionSlot('Ferry to Bilbao on Monday', 'Ferry from Bilbao on Tuesday')).toBeUndefined();
    expect(findDirectionSlot('Shift from 9 to 5', 'Shift 9 to 5')).toBeUndefined();
  });

  it('makes the rules rule the reversal an opposite', () => {
    const ruling = ruleText('Ferry to Bilbao', 'Ferry from Bilbao');
    expect(ruling.ruled).toBe('mismatch');
    expect(ruling.reasons).toContain('opposite: to -> from');
  });
});

describe('direction slots with hyphenated words among the tokens', () => {
  it('split a hyphenated word into its parts and the hyphen, and leave a lone hyphen as it is', () => {
    expect(findDirectionSlot('Load-in at 6', 'Load-out at 6')).toEqual({ expected: 'in', actual: 'out' });
    expect(findDirectionSlot('Drive up - then left', 'Drive down - then left')).toEqual({ expected: 'up', actual: 'down' });
  });
});
