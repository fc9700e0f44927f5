import type { AbilityDef, Value } from '../../../src/effects/types.js';
import { cda, setPT } from './build.js';

const yourLife: Value = { kind: 'lifeTotal', whose: 'you' };

/** The Avatar token's characteristic-defining ability (CR 111.3, 604.3). */
export const FORMER_TOKENS: Readonly<Record<string, readonly AbilityDef[]>> = {
  'Avatar Token': [
    cda("This creature's power and toughness are each equal to your life total.", setPT(yourLife, yourLife)),
  ],
};
