import type { CopyException } from '../effects/types.js';
import type { CopiableSnapshot, GameObject } from './types.js';

/** CR 707.2, 111.3: an object's copiable values of its own: a token's definition, or its card and "as enters" option. */
export const ownCopiableValues = (o: GameObject): CopiableSnapshot =>
  o.tokenDef
    ? { card: o.card, tokenDef: o.tokenDef }
    : { card: o.card, ...(o.choices.option === undefined ? {} : { option: o.choices.option }) };

/** CR 707.9b, 707.3: copied values, then a copy effect's exception, after those they came with. */
export const withException = (
  values: CopiableSnapshot,
  except: CopyException | undefined,
): CopiableSnapshot =>
  except === undefined ? values : { ...values, except: [...(values.except ?? []), except] };

/** CR 707.3: an object's copiable values: those it copied, if it is a copy, else its own. */
export const copiableValues = (o: GameObject): CopiableSnapshot => o.choices.copy ?? ownCopiableValues(o);
