import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import { normaliseTemplate } from '../../src/check/templates.js';
import { withoutReminders } from '../../src/oracle/reminder.js';

const card = (name: string): CardData => ({
  name,
  manaCost: null,
  colors: [],
  supertypes: name.includes(', ') ? ['Legendary'] : [],
  types: ['Creature'],
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  text: '',
  layout: 'normal',
});

/** Oracle text of real cards (MTGJSON, April 2022) and the template each counts under. */
const ROWS = [
  [
    'Kitchen Finks',
    'When Kitchen Finks enters the battlefield, you gain 2 life.',
    'When CARDNAME enters the battlefield, you gain N life.',
  ],
  [
    'Kitchen Finks',
    'Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner’s control with a -1/-1 counter on it.)',
    'Persist',
  ],
  [
    'Prodigal Sorcerer',
    '{T}: Prodigal Sorcerer deals 1 damage to any target.',
    '{T}: CARDNAME deals N damage to any target.',
  ],
  ['Llanowar Elves', '{T}: Add {G}.', '{T}: Add {M}.'],
  [
    'Firebreathing',
    '{R}: Enchanted creature gets +1/+0 until end of turn.',
    '{M}: Enchanted creature gets +N/+N until end of turn.',
  ],
  [
    'Student of Warfare',
    'Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)',
    'Level up {M}',
  ],
  [
    'Mishra’s Factory',
    '{1}, {T}: Target Assembly-Worker creature gets +1/+1 until end of turn.',
    '{M}, {T}: Target Assembly-Worker creature gets +N/+N until end of turn.',
  ],
  [
    'Ajani Goldmane',
    '[−6]: Create a white Avatar creature token. It has "This creature\'s power and toughness are each equal to your life total."',
    '[−N]: Create a white Avatar creature token. It has "CARDNAME\'s power and toughness are each equal to your life total."',
  ],
  [
    'Anax, Hardened in the Forge',
    "Anax's power is equal to your devotion to red. (Each {R} in the mana costs of permanents you control counts toward your devotion to red.)",
    "CARDNAME's power is equal to your devotion to red.",
  ],
] as const;

describe('normaliseTemplate: names, numbers and mana made general, reminder text removed (CR 207.2)', () => {
  it.each(ROWS)('%s: %s', (name, text, template) => {
    expect(normaliseTemplate(text, card(name))).toBe(template);
  });

  it('Boggart Ram-Gang: a keyword line without its reminder text is the keyword', () => {
    expect(withoutReminders('Wither (This deals damage to creatures in the form of -1/-1 counters.)')).toBe(
      'Wither',
    );
  });
});
