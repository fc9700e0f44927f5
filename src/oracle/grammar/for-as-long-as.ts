import type { Duration } from '../../effects/types.js';
import { alt, map, type Parser, seq, words } from '../parser.js';
import { self } from './references.js';

/**
 * CR 611.2b: "for as long as [this] remains tapped", "for as long as you control [this] [and
 * [this] remains tapped]", "for as long as [this] remains on the battlefield": durations that end
 * when that stops being true.
 */
export const forAsLongAs: Parser<Duration> = map(
  seq(
    words('for as long as'),
    alt<Duration>(
      map(seq(self, words('remains tapped')), () => 'whileSourceTapped'),
      map(
        seq(words('you control'), self, words('and'), self, words('remains tapped')),
        () => 'whileYouControlSourceTapped',
      ),
      map(seq(words('you control'), self), () => 'whileYouControlSource'),
      map(seq(self, words('remains on the battlefield')), () => 'untilLeavesBattlefield'),
    ),
  ),
  ([, duration]) => duration,
);

/** "Until end of turn" or "until your next turn" (611.2a), as an effect's words begin or end. */
export const until: Parser<Duration> = alt(
  map(words('until end of turn'), (): Duration => 'endOfTurn'),
  map(words('until your next turn'), (): Duration => 'untilYourNextTurn'),
);

/** "Until end of turn", "until your next turn" or "for as long as ...": how long an effect of a resolving ability lasts. */
export const lasting: Parser<Duration> = alt(until, forAsLongAs);
