#!/usr/bin/env node
import { Command } from 'commander';
import { CR_EDITION } from '../src/index.js';
import { cardCommand } from './commands/card.js';
import { checkCardsCommand } from './commands/check-cards.js';
import { checkDeckCommand } from './commands/check-deck.js';
import { costCommand } from './commands/cost.js';
import { evalCommand } from './commands/eval.js';
import { payCommand } from './commands/pay.js';
import { EXIT_BAD_INPUT } from './output.js';

const program = new Command('mtg-rules')
  .description(`The rules of Magic: The Gathering, as the Comprehensive Rules of ${CR_EDITION} state them.`)
  .version('0.1.0')
  .showHelpAfterError()
  .exitOverride((error) => {
    process.exit(error.exitCode === 0 ? 0 : EXIT_BAD_INPUT);
  });

program
  .command('cost')
  .description('show the symbols, mana value (CR 202.3), colours (CR 202.2) and legality of a mana cost')
  .argument('<cost>', 'a mana cost such as "{2}{W/U}{B/P}"')
  .option('--json', 'print JSON: { symbols, manaValue, colors, tournamentLegal }')
  .action(costCommand);

program
  .command('pay')
  .description('plan an exact payment of a cost from a mana pool, or say why none exists')
  .argument('<cost>', 'a mana cost such as "{1}{W/P}"')
  .requiredOption('--pool <mana>', 'the mana pool, written like a cost: "{W}{U}{C}"; snow mana as {S:G}')
  .option('--life <n>', 'life total, for Phyrexian symbols (CR 119.4)')
  .option('--x <n>', 'the announced value of X (CR 107.3a)')
  .option('--y <n>', 'the announced value of Y (CR 107.3p)')
  .option('--json', 'print JSON: { payable, plan, lifePaid, reason? }')
  .action(payCommand);

program
  .command('card')
  .description(
    "show a card of the pool: each face's printed characteristics, its cost and P/T read, and each ability, modelled (by the compiler or a hand definition) or unsupported and why",
  )
  .argument(
    '<name>',
    'a card name; other case, accents and face names are found too ("insectile aberration")',
  )
  .option(
    '--json',
    'print JSON: { name, layout, isFunny, statedManaValue, behaviour, faces, abilities, otherFaces }',
  )
  .action(cardCommand);

program
  .command('eval')
  .description(
    "play a board file: state-based actions checked as it is loaded (CR 704.3), then each action applied; the events with their rules, then every object's characteristics by the layers of CR 613 (exit 1 if the rules refuse an action)",
  )
  .argument('<board>', 'a board file (JSON); see docs/board-format.md')
  .option('--explain', 'show, for each creature, every step that produced its power and toughness')
  .option('--json', 'print JSON: { objects, players, events, unsupported, trace? }')
  .action(evalCommand);

program
  .command('check-cards')
  .description(
    "check every card of a card file, or of the bundled pool: cost, mana value (CR 202.3), colours (202.2), type line (205), printed numbers, Oracle symbols (107) and the compiler's coverage (exit 1 if anything fails that no committed exception explains)",
  )
  .argument(
    '[file]',
    'MTGJSON AtomicCards or a Scryfall oracle-cards file, gzipped or not; the bundled pool if absent',
  )
  .option(
    '--json',
    'print the full report as JSON: { cards, faces, failures, expected, coverage, templates, ... }',
  )
  .action(checkCardsCommand);

program
  .command('check-deck')
  .description(
    'read a deck list (MTG Arena or Magic Online text) and report, per section, which cards the engine fully models, as check-cards counts them, with the first reason for each it does not (exit 1 if some card is not modelled, 2 on a bad line)',
  )
  .argument(
    '<file>',
    'a deck list: "4 Lightning Bolt (M10) 146" lines, Deck/Sideboard/Commander/Companion headers',
  )
  .option('--json', 'print JSON: { sections: [{ section, cards, copies, names }], copies, names }')
  .action(checkDeckCommand);

await program.parseAsync();
