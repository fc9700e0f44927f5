/** Each command's help ends with a few examples, each a command line and what it shows. */
export const EXAMPLES = {
  cost: [
    ['mtg-rules cost "{2}{W/U}{B/P}"', 'symbols, mana value, colours, legality'],
    ['mtg-rules cost "{X}{X}{G}" --json', 'the same as JSON'],
  ],
  pay: [
    ['mtg-rules pay "{W/U}{U/B}" --pool "{W}{U}"', 'a plan, or why there is none'],
    ['mtg-rules pay "{X}{R}" --pool "{R}{S:G}{C}" --x 2', 'X announced as 2 (CR 107.3a)'],
    ['mtg-rules pay "{2}{W/P}" --pool "{C}{C}" --life 3 --json', 'Phyrexian mana paid with life'],
  ],
  card: [
    ['mtg-rules card "Delver of Secrets"', 'every face, its cost and P/T read, each ability'],
    ['mtg-rules card tarmo', 'a part of one name: Tarmogoyf'],
    ['mtg-rules card "Sheoldred, the Apocalypse" --cards oracle-cards.json', 'a card from a newer file'],
  ],
  search: [
    ['mtg-rules search goblin haste', 'names first, then type lines, then text'],
    ['mtg-rules search "enters the battlefield" --limit 5', 'the first five'],
    ['mtg-rules search bolt --json', '{ total, cards }'],
  ],
  eval: [
    ['mtg-rules eval examples/combat.json', 'the events, then every object'],
    ['mtg-rules eval examples/humility-opalescence.json --explain', 'how each P/T came to be'],
    ['cat board.json | mtg-rules eval - --json', 'a board from stdin, as JSON'],
  ],
  'check-cards': [
    ['mtg-rules check-cards', 'the bundled pool'],
    ['mtg-rules check-cards AtomicCards.json.gz', "a user's MTGJSON or Scryfall file"],
    ['gunzip -c oracle-cards.json.gz | mtg-rules check-cards - --json', 'from stdin, as JSON'],
  ],
  serve: [
    ['mtg-rules serve', 'the playground at http://localhost:4173/, on the Humility and Opalescence example'],
    ['mtg-rules serve examples/combat.json --port 8000', 'on a board of yours, on another port'],
  ],
  replay: [
    ['mtg-rules replay examples/game.jsonl', 'the board at the end of the game, and who won'],
    ['mtg-rules replay examples/game.jsonl --to 3', 'the board after the first three actions'],
  ],
  play: [
    ['mtg-rules play a.txt b.txt --seed 7', 'one game between two heuristic agents, turn by turn'],
    ['mtg-rules play a.txt b.txt --agents random,heuristic --json > game.jsonl', 'its record, for replay'],
  ],
  simulate: [
    [
      'mtg-rules simulate a.txt b.txt --games 1000 --workers 4',
      'win rates with 95% intervals, and how games ended',
    ],
  ],
  'check-deck': [
    ['mtg-rules check-deck deck.txt', 'each card of each section: modelled, or the first reason it is not'],
    ['mtg-rules check-deck deck.txt --cards oracle-cards.json', 'with the cards of a newer file'],
    ['pbpaste | mtg-rules check-deck - --json', 'an exported list from the clipboard, as JSON'],
  ],
} as const satisfies Readonly<Record<string, readonly (readonly [string, string])[]>>;

/** The examples as the end of a command's help. */
export const examples = (rows: readonly (readonly [string, string])[]): string =>
  `\nExamples:\n${rows.map(([line, what]) => `  $ ${line}\n      ${what}`).join('\n')}\n`;
