#!/usr/bin/env node
import { Command } from 'commander';
import { CR_EDITION } from '../src/rules.js';
import { EXAMPLES, examples } from './examples.js';
import { EXIT_BAD_INPUT, usageError } from './output.js';
import { configureTerminal } from './terminal.js';
import { packageVersion } from './version.js';

// A reader that closes the pipe early (`mtg-rules eval board.json | head`) has read all it
// wants: the CLI stops quietly with success, as Unix tools do, instead of crashing on EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

/**
 * A command's module, and what it needs, loads only when that command runs: `cost` and `pay`
 * never load the card pool or the engine (issue 17).
 */
const lazily =
  <A extends unknown[]>(load: () => Promise<(...args: A) => unknown>) =>
  async (...args: A): Promise<void> => {
    await (await load())(...args);
  };

const CARDS = [
  '--cards <file>',
  'play with the cards of an MTGJSON AtomicCards or Scryfall oracle-cards file (gzipped or not; - for stdin) instead of the bundled ones',
] as const;

const program = new Command('mtg-rules')
  .description(`The rules of Magic: The Gathering, as the Comprehensive Rules of ${CR_EDITION} state them.`)
  .version(packageVersion())
  .option('--color', 'colour the output, even when it is not a terminal (beats NO_COLOR)')
  .option('--no-color', 'no colour (beats FORCE_COLOR)')
  .option('--progress', 'draw progress on stderr even when it is not a terminal')
  .option('--no-progress', 'draw no progress')
  .configureOutput({ outputError: usageError })
  .showHelpAfterError()
  .hook('preAction', (command) => configureTerminal(command.opts()))
  .exitOverride((error) => {
    process.exit(error.exitCode === 0 ? 0 : EXIT_BAD_INPUT);
  });

program
  .command('cost')
  .description('show the symbols, mana value (CR 202.3), colours (CR 202.2) and legality of a mana cost')
  .argument('<cost>', 'a mana cost such as "{2}{W/U}{B/P}"')
  .option('--json', 'print JSON: { symbols, manaValue, colors, tournamentLegal }')
  .addHelpText('after', examples(EXAMPLES.cost))
  .action(lazily(async () => (await import('./commands/cost.js')).costCommand));

program
  .command('pay')
  .description('plan an exact payment of a cost from a mana pool, or say why none exists')
  .argument('<cost>', 'a mana cost such as "{1}{W/P}"')
  .requiredOption('--pool <mana>', 'the mana pool, written like a cost: "{W}{U}{C}"; snow mana as {S:G}')
  .option('--life <n>', 'life total, for Phyrexian symbols (CR 119.4)')
  .option('--x <n>', 'the announced value of X (CR 107.3a); 0 if not given, and the output says so')
  .option('--y <n>', 'the announced value of Y (CR 107.3p)')
  .option('--json', 'print JSON: { payable, plan, lifePaid, reason?, assumed? }')
  .addHelpText('after', examples(EXAMPLES.pay))
  .action(lazily(async () => (await import('./commands/pay.js')).payCommand));

program
  .command('card')
  .description(
    "show a card of the pool: each face's printed characteristics, its cost and P/T read, and each ability, modelled (by the compiler or a hand definition) or unsupported and why",
  )
  .argument(
    '<name>',
    'a card name; other case, accents and face names are found too ("insectile aberration"), and a part of one name ("goyf")',
  )
  .option(
    '--json',
    'print JSON: { name, layout, isFunny, statedManaValue, behaviour, faces, abilities, otherFaces }',
  )
  .option(...CARDS)
  .addHelpText('after', examples(EXAMPLES.card))
  .action(lazily(async () => (await import('./commands/card.js')).cardCommand));

program
  .command('search')
  .description(
    'find cards by words in their name, type line or Oracle text: every word must be found; name matches first, then type-line matches, then text matches; within each, the exact name, then names the words begin, then A-Z (exit 1 if none)',
  )
  .argument('<words...>', 'words to find, in any case, accents optional ("goblin haste", "lim-dul")')
  .option('--limit <n>', 'how many cards to list (default 20)')
  .option('--json', 'print JSON: { total, cards: [{ name, typeLine, matched }] }')
  .option(...CARDS)
  .addHelpText('after', examples(EXAMPLES.search))
  .action(lazily(async () => (await import('./commands/search.js')).searchCommand));

program
  .command('eval')
  .description(
    "play a board file: state-based actions checked as it is loaded (CR 704.3), then each action applied; the events with their rules, then every object's characteristics by the layers of CR 613 (exit 1 if the rules refuse an action)",
  )
  .argument('<board>', 'a board file (JSON), - for stdin; see docs/board-format.md')
  .option('--explain', 'show, for each creature, every step that produced its power and toughness')
  .option('--json', 'print JSON: { objects, players, events, unsupported, trace? }')
  .option(...CARDS)
  .addHelpText('after', examples(EXAMPLES.eval))
  .action(lazily(async () => (await import('./commands/eval.js')).evalCommand));

program
  .command('replay')
  .description(
    'replay a game record (one JSON line for the start, one per action, one for the result) up to an action, and print the board then as eval does; the result once the game is over (exit 2 if the record is bad or does not replay)',
  )
  .argument('<record>', 'a game record (JSON lines), - for stdin; see docs/game-model.md')
  .option('--to <n>', 'stop after the first n actions (0: the start); default all')
  .option('--explain', 'show, for each creature, every step that produced its power and toughness')
  .option('--json', 'print JSON: { actions, state, events, result, objects }')
  .option(...CARDS)
  .addHelpText('after', examples(EXAMPLES.replay))
  .action(lazily(async () => (await import('./commands/replay.js')).replayCommand));

program
  .command('play')
  .description(
    'play one game between two agents from two deck lists and a seed, and print each turn, each action and its events with their rules, then the winner and the rule that ended the game (CR 104)',
  )
  .argument('<deckA>', "the first player's deck list (A), - for stdin")
  .argument('<deckB>', "the second player's deck list (B)")
  .option('--seed <n>', "the game's seed: the same seed plays the same game (default 0)")
  .option(
    '--agents <names>',
    'random or heuristic, one for both or one per deck: random,heuristic (default heuristic)',
  )
  .option('--turn-cap <n>', 'stop after this many turns with no winner (default 100)')
  .option('--json', 'print the game record instead (JSON lines, as replay reads them)')
  .option(...CARDS)
  .addHelpText('after', examples(EXAMPLES.play))
  .action(lazily(async () => (await import('./commands/play.js')).playCommand));

program
  .command('simulate')
  .description(
    'play many games between two agents on worker threads, reproducible from the seed whatever the number of workers, and print the win rates with 95% confidence intervals (Wilson), the average length and how the games ended',
  )
  .argument('<deckA>', "the first player's deck list (A)")
  .argument('<deckB>', "the second player's deck list (B)")
  .option('--games <n>', 'how many games (default 100)')
  .option('--seed <n>', 'the master seed: game i plays from a seed derived from it and i (default 0)')
  .option('--workers <k>', 'worker threads (default 1)')
  .option('--agents <names>', 'random or heuristic, one for both or one per deck (default random)')
  .option('--turn-cap <n>', 'stop a game after this many turns with no winner (default 100)')
  .option(
    '--json',
    'print the summary as JSON: { games, players, unwon, averageTurns, averageActions, endings }',
  )
  .addHelpText('after', examples(EXAMPLES.simulate))
  .action(lazily(async () => (await import('./commands/simulate.js')).simulateCommand));

program
  .command('check-cards')
  .description(
    "check every card of a card file, or of the bundled pool: cost, mana value (CR 202.3), colours (202.2), type line (205), printed numbers, Oracle symbols (107) and the compiler's coverage (exit 1 if anything fails that no committed exception explains)",
  )
  .argument(
    '[file]',
    'MTGJSON AtomicCards or a Scryfall oracle-cards file, gzipped or not, - for stdin; the bundled pool if absent',
  )
  .option(
    '--json',
    'print the full report as JSON: { cards, faces, failures, expected, coverage, templates, ... }',
  )
  .addHelpText('after', examples(EXAMPLES['check-cards']))
  .action(lazily(async () => (await import('./commands/check-cards.js')).checkCardsCommand));

program
  .command('check-deck')
  .description(
    'read a deck list (MTG Arena or Magic Online text) and report, per section, which cards the engine fully models, as check-cards counts them, with the first reason for each it does not (exit 1 if some card is not modelled, 2 on a bad line)',
  )
  .argument(
    '<file>',
    'a deck list: "4 Lightning Bolt (M10) 146" lines, Deck/Sideboard/Commander/Companion headers; - for stdin',
  )
  .option('--json', 'print JSON: { sections: [{ section, cards, copies, names }], copies, names }')
  .option(...CARDS)
  .addHelpText('after', examples(EXAMPLES['check-deck']))
  .action(lazily(async () => (await import('./commands/check-deck.js')).checkDeckCommand));

program
  .command('serve')
  .description(
    'serve the playground, a browser app that shows a board, explains each value layer by layer and plays actions (the rules run in the browser), and print its URL',
  )
  .argument(
    '[board]',
    'a board file (JSON) to open on, - for stdin; the Humility and Opalescence example if absent',
  )
  .option('--port <n>', 'the port to serve on (default 4173; 0 for any free port)')
  .addHelpText('after', examples(EXAMPLES.serve))
  .action(lazily(async () => (await import('./commands/serve.js')).serveCommand));

await program.parseAsync();
