import type { GameEvent } from '../../src/index.js';
import { largest } from '../../src/lists.js';
import { paint } from '../terminal.js';
import type { BoardRunStep } from './board-run.js';

/** An object or player by id, with its card's name when known: `bear (Grizzly Bears)`. */
export type Namer = (id: string) => string;

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

const DAMAGE_RESULT: Readonly<Record<Extract<GameEvent, { kind: 'damageDealt' }>['result'], string>> = {
  marked: 'marked',
  minusCounters: 'as -1/-1 counters',
  lifeLost: 'life lost',
  poison: 'as poison counters',
  loyaltyRemoved: 'loyalty removed',
  defenseRemoved: 'defense removed',
};

/** What an event says, in words. */
export const describeEvent = (e: GameEvent, name: Namer): string => {
  switch (e.kind) {
    case 'effectCreated':
      return `effect ${e.effect} from ${e.source} begins${e.objects.length > 0 ? `, on ${e.objects.map(name).join(', ')}` : ''}`;
    case 'effectEnded':
      return `effect ${e.effect} ends`;
    case 'delayedTriggerCreated':
      return `a delayed triggered ability of ${name(e.object)} is created`;
    case 'cardDrawn':
      return `${e.player} draws ${name(e.object)}`;
    case 'drawFromEmptyLibrary':
      return `${e.player} draws from an empty library`;
    case 'zoneChange':
      return `${name(e.object)} moves from the ${e.from} to the ${e.to}`;
    case 'damageDealt':
      return `${name(e.source)} deals ${e.amount} ${e.combat ? 'combat ' : ''}damage to ${name(e.to)} (${DAMAGE_RESULT[e.result]})`;
    case 'damagePrevented':
      return `${e.amount} damage ${name(e.source)} would deal to ${name(e.to)} is prevented`;
    case 'lifeGained':
      return `${e.player} gains ${e.amount} life`;
    case 'countersChanged':
      return e.change >= 0
        ? `${name(e.object)} gets ${plural(e.change, `${e.counter} counter`)}`
        : `${name(e.object)} loses ${plural(-e.change, `${e.counter} counter`)}`;
    case 'ceasedToExist':
      return `${name(e.object)} ceases to exist`;
    case 'destroyed':
      return `${name(e.object)} is destroyed`;
    case 'regenerated':
      return `${name(e.object)} regenerates`;
    case 'shieldCreated':
      return `${name(e.object)} gets a ${e.rule === '701.19a' ? 'regeneration' : 'prevention'} shield`;
    case 'allDamageShielded':
      return `${e.sourceName} makes a shield around all damage this turn`;
    case 'notDestroyed':
      return `${name(e.object)} is not destroyed: ${e.reason}`;
    case 'tapped':
      return `${name(e.object)} becomes tapped`;
    case 'becameMonstrous':
      return `${name(e.object)} becomes monstrous`;
    case 'becameRenowned':
      return `${name(e.object)} becomes renowned`;
    case 'goaded':
      return `${name(e.object)} is goaded by ${e.by}`;
    case 'exerted':
      return `${name(e.object)} is exerted`;
    case 'exploited':
      return `${name(e.object)} exploits ${name(e.creature)}`;
    case 'paired':
      return `${name(e.object)} is ${e.paired ? 'paired' : 'no longer paired'} with ${name(e.with)}`;
    case 'becameLevel':
      return `${name(e.object)} becomes level ${e.level}`;
    case 'untapped':
      return `${name(e.object)} untaps`;
    case 'turnedFaceUp':
      return `${name(e.object)} is turned face up`;
    case 'faceDownRevealed':
      return `${name(e.object)} is revealed: ${e.card}`;
    case 'transformed':
      return `${name(e.object)} transforms to its ${e.backFace ? 'back' : 'front'} face`;
    case 'gotCityBlessing':
      return `${e.player} gets the city's blessing`;
    case 'emblemCreated':
      return `${e.player} gets an emblem, ${name(e.object)}`;
    case 'becameMonarch':
      return `${e.player} becomes the monarch`;
    case 'becameDayNight':
      return `it becomes ${e.dayNight}`;
    case 'attached':
      return `${name(e.object)} is attached to ${name(e.to)}`;
    case 'unattached':
      return `${name(e.object)} becomes unattached`;
    case 'damageRemoved':
      return `damage is removed from ${name(e.object)}`;
    case 'playerLost':
      return `${e.player} loses the game`;
    case 'mulliganDeclared':
      return `${e.player} ${e.keep ? 'keeps their hand' : 'takes a mulligan'}`;
    case 'gameBegan':
      return `the game begins: ${e.player} takes the first turn`;
    case 'stepBegan':
      return `turn ${e.turn}: ${e.step} begins`;
    case 'attackerDeclared':
      return `${name(e.object)} attacks ${name(e.attacking)}`;
    case 'blockerDeclared':
      return `${name(e.object)} blocks ${name(e.blocking)}`;
    case 'removedFromCombat':
      return `${name(e.object)} is removed from combat`;
    case 'crewed':
      return `${e.crew.map(name).join(', ')} crew ${name(e.vehicle)}`;
    case 'spellCast':
      return `${e.player} casts ${name(e.object)}`;
    case 'libraryShuffled':
      return `${e.player} shuffles their library`;
    case 'dieRolled':
      return `${e.player} rolls a d${e.sides}: ${e.result}`;
    case 'coinFlipped':
      return `${e.player} flips a coin and ${e.won ? 'wins' : 'loses'} the flip`;
    case 'cardsShown':
      return e.to === null
        ? `${e.cards.map(name).join(', ')} ${e.cards.length === 1 ? 'is' : 'are'} revealed`
        : `${e.to} looks at ${e.cards.map(name).join(', ') || 'no cards'}`;
    case 'revealed':
      return `${e.player} reveals ${name(e.object)}`;
    case 'libraryOrdered':
      return `${e.player} looks at ${plural(e.cards, 'card')} of their library and puts them back`;
    case 'manaAdded':
      return `${e.player} adds ${e.times === 1 ? e.mana : `${e.mana} ${e.times} times`}`;
    case 'tokenCreated':
      return `${e.token} ${name(e.object)} is created`;
    case 'lifeLost':
      return `${e.player} loses ${e.amount} life`;
    case 'triggered':
      return `${name(e.object)}'s ability ${e.ability} triggers (${e.trigger})`;
    case 'attackersDeclared':
      return 'attackers are declared';
    case 'blockersDeclared':
      return e.newlyBlocked.length === 0
        ? 'blockers are declared'
        : `blockers are declared: ${e.newlyBlocked.map(name).join(', ')} ${e.newlyBlocked.length === 1 ? 'is' : 'are'} blocked`;
    case 'putOnStack':
      return `${name(e.source)}'s ability ${e.ability} goes on the stack as ${e.object}`;
    case 'triggerRemoved':
      return `${name(e.source)}'s triggered ability ${e.object} has no legal target and is removed`;
    case 'resolved':
      return `${name(e.object)} resolves`;
    case 'didNotResolve':
      return `${name(e.object)} doesn't resolve: its targets are illegal`;
    case 'countered':
      return `${name(e.object)} is countered by ${name(e.by)}`;
    case 'priorityPassed':
      return `${e.player} passes`;
    case 'landPlayed':
      return `${e.player} plays ${name(e.object)}`;
    case 'gameOver':
      return e.winners.length === 0 ? 'the game is a draw' : `${e.winners.join(', ')} wins the game`;
  }
};

const heading = (step: BoardRunStep): string =>
  step.action === null
    ? 'as the board is loaded: state-based actions (CR 704.3)'
    : `actions[${step.action}] ${step.verb ?? ''}`;

/** The verbs that pass priority many times over: their passes are not listed one by one. */
const PASSING = new Set(['advance', 'resolveStack']);

/**
 * The events of a run, step by step, each with its rule: `  CR 704.5g  bear is destroyed`. The
 * passes of `advance` and `resolveStack` are left out: passing is what those verbs are.
 */
export const eventLines = (runSteps: readonly BoardRunStep[], name: Namer): string[] => {
  const lines: string[] = [];
  const steps = runSteps.map((s) =>
    PASSING.has(s.verb ?? '') ? { ...s, events: s.events.filter((e) => e.kind !== 'priorityPassed') } : s,
  );
  const all = steps.flatMap((s) => s.events);
  const width = largest(
    all.map((e) => e.rule.length),
    0,
  );
  for (const step of steps) {
    if (step.action === null && step.events.length === 0) continue;
    lines.push(paint.out.bold(heading(step)));
    if (step.events.length === 0) lines.push(paint.out.dim('  nothing happens'));
    for (const e of step.events)
      lines.push(`  ${paint.out.dim(`CR ${e.rule.padEnd(width)}`)}  ${describeEvent(e, name)}`);
  }
  return lines;
};
