import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { attack, pool, stateOf } from '../support/play.js';

/**
 * Issue 18, section 2: declaring 10,000 attackers took 1.2 s, and far longer when each had melee
 * or training. The declaration, trigger detection, summoning sickness and the triggers' records
 * each looked at every attacker (or every object) for each attacker. They look up by id now, and
 * melee and training compare with the other attackers through one pass over all of them. The
 * full size is a bench row (bench/hardening.ts); this size took 18 s before (2 s after, on a busy machine), past the 10 s this test allows.
 */

const EACH = 5_000;

const board = {
  turn: { number: 1, active: 'A', step: 'declareAttackers' },
  objects: [
    { id: 'giant', card: 'Hill Giant' },
    ...Array.from({ length: EACH }, (_, i) => ({ id: `lib${i}`, card: 'Menagerie Liberator' })),
    ...Array.from({ length: EACH }, (_, i) => ({ id: `gryff${i}`, card: 'Gryff Rider' })),
  ],
};

describe('many attackers, one declaration (issue 18)', () => {
  it(`CR 508.1, 702.121a, 702.149a: ${EACH.toLocaleString('en-US')} Menagerie Liberators, as many Gryff Riders and a Hill Giant attack: each melee and each training triggers once`, () => {
    const state = stateOf(board);
    const declared = apply(state, pool, {
      kind: 'declareAttackers',
      attackers: attack(...state.objects.map((o) => o.id)),
    });
    if (!declared.ok) throw new Error(declared.error.message);
    const triggered = declared.value.events.flatMap((e) => (e.kind === 'triggered' ? [e.rule] : []));
    // CR 702.121a: one opponent attacked; 702.149a: the Hill Giant's power 3 is greater than a Gryff Rider's 2.
    expect(triggered.filter((rule) => rule === '702.121a')).toHaveLength(EACH);
    expect(triggered.filter((rule) => rule === '702.149a')).toHaveLength(EACH);
    expect(triggered).toHaveLength(2 * EACH);
    // CR 508.1f: every attacker is tapped.
    expect(declared.value.state.objects.every((o) => o.tapped)).toBe(true);
  }, 10_000);
});
