import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Classes' level bars (CR 716.2, 107.16), each a real card's Oracle text (MTGJSON, April 2022):
 * "[Cost]: Level N" is an activated ability, "This Class's level becomes N. Activate only if
 * this Class is level N-1 and only as a sorcery", and a static ability granting the abilities
 * printed below it "as long as this Class is level N or greater" (716.2a); what is printed above
 * the first bar is the Class's own (716.3).
 */

const REMINDER = '(Gain the next level as a sorcery to add its ability.)';
const classCard = (name: string, lines: readonly string[]) =>
  compileCard(card(name, ['Enchantment'], [REMINDER, ...lines].join('\n')));

const WIZARD = [
  'You have no maximum hand size.',
  '{2}{U}: Level 2',
  'When this Class becomes level 2, draw two cards.',
  '{4}{U}: Level 3',
  'Whenever you draw a card, put a +1/+1 counter on target creature you control.',
];

describe('class level bars compile', () => {
  it('Wizard Class, CR 716.2a: "{2}{U}: Level 2" is a sorcery-speed activated ability, only from level 1, making it level 2', () => {
    expect(classCard('Wizard Class', WIZARD)[1]).toEqual({
      kind: 'activated',
      text: '{2}{U}: Level 2',
      cost: '{2}{U}',
      timing: 'sorcery',
      onlyIf: { kind: 'classLevel', level: 1 },
      targets: null,
      instructions: [{ kind: 'becomeLevel', level: 2 }],
    });
  });

  it('Wizard Class, CR 716.2a: "When this Class becomes level 2, draw two cards." is granted while it is level 2 or greater', () => {
    expect(classCard('Wizard Class', WIZARD)[2]).toEqual({
      kind: 'static',
      text: '{2}{U}: Level 2\nWhen this Class becomes level 2, draw two cards.',
      effect: {
        affects: { self: true },
        ops: [
          {
            kind: 'addAbilities',
            abilities: [
              {
                kind: 'triggered',
                text: 'When this Class becomes level 2, draw two cards.',
                trigger: { kind: 'becomesLevel', level: 2 },
                instructions: [{ kind: 'drawCards', amount: { kind: 'constant', n: 2 } }],
              },
            ],
          },
        ],
      },
      condition: { kind: 'classLevel', level: 2, orGreater: true },
    });
  });

  it('Wizard Class, CR 716.2a, 121.2: level 3 is activated only from level 2; "Whenever you draw a card, ..." is granted at level 3', () => {
    const abilities = classCard('Wizard Class', WIZARD);
    expect(abilities).toHaveLength(5);
    expect(abilities[3]).toMatchObject({ kind: 'activated', cost: '{4}{U}', onlyIf: { level: 2 } });
    expect(abilities[4]).toMatchObject({
      kind: 'static',
      effect: {
        ops: [{ kind: 'addAbilities', abilities: [{ kind: 'triggered', trigger: { kind: 'youDrawCard' } }] }],
      },
      condition: { kind: 'classLevel', level: 3, orGreater: true },
    });
  });

  it("Paladin Class, CR 716.2a: level 3's unread ability is reported alone, unsupported", () => {
    const abilities = classCard('Paladin Class', [
      '{4}{W}: Level 3',
      'Whenever you attack, until end of turn, target attacking creature gets +1/+1 for each other attacking creature and gains double strike.',
    ]);
    expect(abilities[0]).toMatchObject({ kind: 'activated', cost: '{4}{W}', onlyIf: { level: 2 } });
    expect(abilities[1]).toMatchObject({
      kind: 'unsupported',
      text: expect.stringContaining('{4}{W}: Level 3\n'),
    });
  });

  it('Paladin Class, CR 716.2a, 613.1f: "Creatures you control get +1/+1." under level 2 is a static ability granted at level 2', () => {
    const abilities = classCard('Paladin Class', [
      'Spells your opponents cast during your turn cost {1} more to cast.',
      '{2}{W}: Level 2',
      'Creatures you control get +1/+1.',
      '{4}{W}: Level 3',
      'Whenever you attack, until end of turn, target attacking creature gets +1/+1 for each other attacking creature and gains double strike.',
    ]);
    expect(abilities[2]).toMatchObject({
      kind: 'static',
      effect: {
        affects: { self: true },
        ops: [
          { kind: 'addAbilities', abilities: [{ kind: 'static', text: 'Creatures you control get +1/+1.' }] },
        ],
      },
      condition: { kind: 'classLevel', level: 2, orGreater: true },
    });
  });

  it('Ranger Class, CR 716.3, 716.2: the ability above the first bar is its own; two abilities under a bar are granted each alone', () => {
    const abilities = classCard('Ranger Class', [
      'When Ranger Class enters the battlefield, create a 2/2 green Wolf creature token.',
      '{1}{G}: Level 2',
      'Whenever you attack, put a +1/+1 counter on target attacking creature.',
      '{3}{G}: Level 3',
      'You may look at the top card of your library any time.',
      'You may cast creature spells from the top of your library.',
    ]);
    expect(abilities.map((a) => a.kind)).toEqual([
      'triggered',
      'activated',
      'static',
      'activated',
      'unsupported',
      'unsupported',
    ]);
    expect(abilities[0]).toMatchObject({ trigger: { kind: 'entersBattlefield' } });
    // CR 508.3d: "Whenever you attack" is granted at level 2.
    expect(abilities[2]).toMatchObject({
      effect: { ops: [{ kind: 'addAbilities', abilities: [{ trigger: { kind: 'creaturesAttack' } }] }] },
      condition: { kind: 'classLevel', level: 2, orGreater: true },
    });
    expect(abilities.slice(4).map((a) => a.text)).toEqual([
      '{3}{G}: Level 3\nYou may look at the top card of your library any time.',
      '{3}{G}: Level 3\nYou may cast creature spells from the top of your library.',
    ]);
  });
});
