import type { AbilityDef } from '../effects/types.js';
import { ward } from './grammar/ward-trigger.js';

/**
 * Keywords that stand for one triggered ability, compiled as that ability with the keyword's
 * text, so that each instance triggers on its own (702.112c renown, 702.130b afflict, 702.101b
 * extort, 702.134b mentor, 702.86b annihilator), and exploit (702.110a).
 */

const constant = (n: number) => ({ kind: 'constant', n }) as const;

/**
 * CR 702.112a: "Renown N" means "When this creature deals combat damage to a player, if it isn't
 * renowned, put N +1/+1 counters on it and it becomes renowned."
 */
const renown = (n: number, text: string): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'dealsCombatDamageToPlayer' },
  condition: { kind: 'sourceIs', state: 'renowned', not: true },
  instructions: [{ kind: 'renown', amount: constant(n) }],
});

/** CR 702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player loses N life." */
const afflict = (n: number, text: string): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'becomesBlocked' },
  instructions: [{ kind: 'loseLife', who: 'defendingPlayer', amount: constant(n) }],
});

/**
 * CR 702.86a: "Annihilator N" means "Whenever this creature attacks, defending player sacrifices
 * N permanents": that player chooses them among the permanents they control as it resolves (608.2d).
 */
const annihilator = (n: number, text: string): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'attacks' },
  instructions: [
    { kind: 'chosenPermanents', verb: 'sacrifice', who: 'defendingPlayer', amount: constant(n), filter: {} },
  ],
});

const NUMBERED = { renown, afflict, annihilator } as const;

/**
 * CR 702.101a: "Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each
 * opponent loses 1 life and you gain life equal to the total life lost this way."
 */
const extort = (text: string): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack' }] },
  instructions: [
    {
      kind: 'optional',
      pay: '{W/B}',
      ifDone: [{ kind: 'loseLife', who: 'opponents', amount: constant(1), youGainTotal: true }],
      otherwise: [],
    },
  ],
});

/**
 * CR 702.134a: "Mentor" means "Whenever this creature attacks, put a +1/+1 counter on target
 * attacking creature with power less than this creature's power."
 */
const mentor = (text: string): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'attacks' },
  targets: {
    count: 1,
    filter: { types: ['Creature'] },
    combat: 'attacking',
    ptBound: { of: 'power', side: 'atMost', n: -1, plus: { kind: 'powerOfSource' } },
  },
  instructions: [{ kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: constant(1) }],
});

/** CR 702.110a: "Exploit" means "When this creature enters, you may sacrifice a creature." */
const exploit = (text: string): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'entersBattlefield' },
  instructions: [
    {
      kind: 'optional',
      ifDone: [
        {
          kind: 'chosenPermanents',
          verb: 'sacrifice',
          who: 'you',
          amount: constant(1),
          filter: { types: ['Creature'] },
          exploit: true,
        },
      ],
      otherwise: [],
    },
  ],
});
/** CR 702.21a: "Ward {2}" in a keyword line ("Flying, ward {2}"); X, which nothing announces, is left out. */
const WARD_MANA = /^ward ((?:\{[0-9WUBRGC]+\})+)$/i;

/** The ability a keyword-line part stands for, or undefined for any other part. */
export const triggerKeyword = (part: string, text: string): AbilityDef | undefined => {
  const name = part.trim().toLowerCase();
  const wardCost = WARD_MANA.exec(part.trim())?.[1];
  if (wardCost !== undefined) return ward({ pay: wardCost.toUpperCase() }, text);
  if (name === 'extort') return extort(text);
  if (name === 'mentor') return mentor(text);
  if (name === 'exploit') return exploit(text);
  const found = /^(renown|afflict|annihilator) (\d+)$/.exec(name);
  const n = Number(found?.[2]);
  if (!found || !Number.isSafeInteger(n)) return undefined;
  return NUMBERED[found[1] as keyof typeof NUMBERED](n, text);
};
