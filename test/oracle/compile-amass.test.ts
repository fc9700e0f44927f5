import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Amass (CR 701.47a, 701.47d): real cards' Oracle text (MTGJSON, the older "amass N") and what they compile to. */

const REMINDER =
  "(Put a +1/+1 counter on an Army you control. If you don't control one, create a 0/0 black Zombie Army creature token first.)";
const AVEN = `When Aven Eternal enters the battlefield, amass 1. ${REMINDER}`;
const INITIATE = `When Grim Initiate dies, amass 1. ${REMINDER}`;
const amass1 = { kind: 'amass', subtype: 'Zombie', amount: { kind: 'constant', n: 1 } } as const;

describe('amass compiles', () => {
  it('Aven Eternal, CR 701.47a, 701.47d: "When ~ enters the battlefield, amass 1." is amass Zombies 1', () => {
    const abilities: AbilityDef[] = [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      { kind: 'triggered', text: AVEN, trigger: { kind: 'entersBattlefield' }, instructions: [amass1] },
    ];
    expect(compileCard(card('Aven Eternal', ['Creature'], `Flying\n${AVEN}`))).toEqual(abilities);
  });

  it('Grim Initiate, CR 701.47a: "When ~ dies, amass 1."', () => {
    expect(compileCard(card('Grim Initiate', ['Creature'], INITIATE))).toEqual([
      { kind: 'triggered', text: INITIATE, trigger: { kind: 'dies' }, instructions: [amass1] },
    ]);
  });
});
