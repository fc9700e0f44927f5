import type { CostVerb } from '../effects/chosen-costs.js';
import type { AlternativeCost } from '../effects/types.js';
import type { Action } from '../engine/action.js';
import type { Decision } from '../state/answers.js';
import type { Step, ZoneName } from '../state/vocabulary.js';
import type { BoardChoices, BoardEnterChoices } from './choices-types.js';

/**
 * The actions a board file asks for, after its state, as its writer writes them
 * (docs/board-format.md, "Actions"). Each is an object with exactly one verb key whose value
 * names what it acts on; the other keys say how. The schemas in action-schema.ts are checked
 * against these types, not the other way round. Numbers are integers (CR 107.1).
 */

/** The answers a spell or ability may need as it is cast, activated or resolves. */
export interface BoardActionAnswers {
  /** Ids of the objects or players it targets (CR 601.2c, 602.2b). */
  readonly targets?: readonly string[];
  /** How it divides its damage among its targets, each target's share by its id (CR 601.2d): `{ "bear": 2, "B": 1 }`; may be left out with a single target. */
  readonly division?: Readonly<Record<string, number>>;
  /** The value of X (CR 107.3), from 0 up. */
  readonly x?: number;
  /** The mana chosen where its effect offers a choice, `"Add {R} or {G}"` (CR 608.2d): `"{G}"`. */
  readonly mana?: string;
  /** The answer to its "you may ..." or "... unless you pay" (CR 608.2d, 118.12): true to do it, or to pay. */
  readonly may?: boolean;
  /** The modes chosen of a modal spell or ability, by their index in its list (CR 700.2a-b). */
  readonly modes?: readonly number[];
  /** The answers to its other decisions, in the order it asks them (CR 608.2d). */
  readonly decisions?: readonly Decision[];
}

/** The objects a cost sacrifices, discards, taps, exiles, returns to hand or reveals, under the verb (CR 601.2h, 602.2b): `{ "sacrifice": ["goblin"] }`. */
export type BoardCostChoices = Partial<Readonly<Record<CostVerb, readonly string[]>>>;

/** A mana ability activated to pay a cost: a permanent with one mana ability by its id, or the object form (CR 605.3a). */
export type BoardManaActivation =
  | string
  | {
      readonly object: string;
      /** Which of its abilities, by its number among the object's abilities; default its only mana ability. */
      readonly ability?: number;
      /** The mana chosen, where the ability offers a choice. */
      readonly mana?: string;
    };

/** The mana abilities activated to pay a cost (CR 601.2g, 605.3a): listed in order, or "auto" for sources that pay it exactly. */
export type BoardManaSources = readonly BoardManaActivation[] | 'auto';

/** A shortcut: a spell's or an object's ability's effect resolves at once (CR 608), without the stack. */
export interface BoardResolveAction extends BoardActionAnswers {
  /** The card whose spell resolves, by name; or the id of an object whose spell or ability resolves. */
  readonly resolve: string;
  /** Which of the object's abilities resolves, by its index in the card's abilities (CR 602). */
  readonly ability?: number;
  /** The spell's controller; defaults to the active player. */
  readonly controller?: string;
}

/** Activate an object's ability (CR 602), by its controller while they hold priority; a mana ability resolves at once (CR 605.3). */
export interface BoardActivateAction extends BoardActionAnswers {
  /** The object whose ability is activated. */
  readonly activate: string;
  /** Which of its abilities, by its index in the card's abilities. */
  readonly ability: number;
  /** The player who activates it; absent is its controller. Another player only for "Any player may activate this ability" (CR 602.2). */
  readonly player?: string;
  /** The objects its cost sacrifices, taps, ... (CR 602.2b). */
  readonly costs?: BoardCostChoices;
  /** The mana abilities activated to pay its cost (CR 601.2g, 602.2b). */
  readonly sources?: BoardManaSources;
}

/** Cast a card from its owner's hand onto the stack (CR 601.2), by its owner while they hold priority. */
export interface BoardCastAction extends BoardActionAnswers {
  /** The card cast, from its owner's hand; its owner casts it. */
  readonly cast: string;
  /** The mana abilities activated to pay its cost (CR 601.2g). */
  readonly sources?: BoardManaSources;
  /** A permanent spell's "as enters" choices (CR 614.12); its X is the announced `x`. */
  readonly choices?: BoardChoices;
  /** The untapped creatures its caster taps to pay for it (convoke, CR 702.51a). */
  readonly convoke?: readonly string[];
  /** The untapped artifacts its caster taps to pay for generic mana (improvise, CR 702.126a). */
  readonly improvise?: readonly string[];
  /** The cards exiled from its caster's graveyard to pay for generic mana (delve, CR 702.66a). */
  readonly delve?: readonly string[];
  /** The alternative cost paid rather than its mana cost (CR 118.9, 601.2b): "dash", "evoke". */
  readonly alternative?: AlternativeCost;
  /** How many times its kicker cost is paid, from 0 up (CR 702.33a, 702.33d). */
  readonly kicked?: number;
  /** Of a spell with two kicker costs, the ones paid, as printed: `["{1}{U}", "{B}"]` (CR 702.33b, 702.33d). */
  readonly kickedWith?: readonly string[];
  /** Its entwine cost is paid, and all its modes are chosen (CR 702.42a). */
  readonly entwined?: boolean;
  /** Its buyback cost is paid: it returns to its owner's hand as it resolves (CR 702.27a). */
  readonly buyback?: boolean;
  /** Where its additional cost offers several ways to pay, the one announced, by index from 0 (CR 118.8, 601.2b). */
  readonly additional?: number;
  /** The objects paying its additional cost, under the verb (CR 118.8, 601.2h): `{ "sacrifice": ["bears"] }`. */
  readonly costs?: BoardCostChoices;
  /** Cast it face down as a 2/2 creature for `{3}`, by its morph ability (CR 702.37c). */
  readonly faceDown?: true;
  /** The face it is cast by, by name: a modal double-faced card's back face (CR 712.11b), an Adventure (715.3); default its front face. */
  readonly face?: string;
}

/** A shortcut: put an object onto the battlefield with its "as enters" choices (CR 614.12) and X (CR 107.3m). */
export interface BoardEnterAction {
  /** The object put onto the battlefield, from whatever zone it is in. */
  readonly enter: string;
  /** Who controls it there; default its controller. */
  readonly controller?: string;
  /** What is chosen as it enters (CR 614.12). */
  readonly choices?: BoardChoices;
}

/** Move an object to another zone; it becomes a new object (CR 400.7). */
export interface BoardMoveAction {
  /** The object that moves. */
  readonly move: string;
  /** The zone it moves to. */
  readonly to: ZoneName;
}

/** Put counters on an object, or remove them (CR 122). */
export interface BoardCountersAction {
  /** The object the counters go on or come off. */
  readonly counters: string;
  /** The kind of counter: "+1/+1", "loyalty", ... */
  readonly counter: string;
  /** How many to put on (CR 122.1); negative removes them (CR 122.8). */
  readonly amount: number;
}

/** A source deals noncombat damage to players and permanents, simultaneously (CR 120). */
export interface BoardDamageAction {
  /** The source of the damage: an object. */
  readonly damage: string;
  /** How much each player or permanent is dealt, all at once: `{ "bear": 3, "B": 2 }`, or the list form, in order. */
  readonly to: Readonly<Record<string, number>> | readonly { readonly to: string; readonly amount: number }[];
}

/** Attach one object to another (CR 701.3); it gets a new timestamp. */
export interface BoardAttachAction {
  /** The Aura, Equipment or Fortification. */
  readonly attach: string;
  /** The object it becomes attached to. */
  readonly to: string;
}

/** A player gains control of a permanent: a control-changing effect (layer 2, CR 613.1b). */
export interface BoardGainControlAction {
  /** The permanent whose control changes. */
  readonly gainControl: string;
  /** The player who gains control of it. */
  readonly player: string;
  /** Default false: for good. */
  readonly untilEndOfTurn?: boolean;
}

/** Crew a Vehicle (CR 702.122). */
export interface BoardCrewAction {
  /** The Vehicle. */
  readonly crew: string;
  /** The untapped creatures that tap to crew it. */
  readonly with: readonly string[];
}

/** Turn a face-down permanent face up for its morph cost, a special action (CR 116.2b, 702.37e). */
export interface BoardTurnFaceUpAction {
  /** The face-down permanent, turned face up by its controller. */
  readonly turnFaceUp: string;
  /** The objects its morph cost sacrifices, taps, ... */
  readonly costs?: BoardCostChoices;
  /** CR 107.3d: the X of a morph cost with `{X}`, chosen just before it is paid (0 if left out). */
  readonly x?: number;
}

/** A regeneration shield for a permanent (CR 701.19a). */
export interface BoardRegenerateAction {
  /** The permanent that gets a regeneration shield. */
  readonly regenerate: string;
}

/** The active player declares attackers (CR 508.1). */
export interface BoardAttackAction {
  /** `{ "bear": "B" }`, or `["bear", { "attacker": "goyf", "attacking": "jace" }]`: an attacker alone attacks the next opponent in turn order. */
  readonly attack:
    | Readonly<Record<string, string>>
    | readonly (string | { readonly attacker: string; readonly attacking?: string })[];
  /** Attackers with "You may exert [this] as it attacks" that their controller exerts (CR 508.1g, 701.43d). */
  readonly exert?: readonly string[];
}

/** The defending player declares blockers (CR 509.1). */
export interface BoardBlockAction {
  /** `{ "wall": "bear" }`, or the list form: blockers in the order declared. */
  readonly block:
    | Readonly<Record<string, string>>
    | readonly { readonly blocker: string; readonly attacker: string }[];
}

/** CR 510.1: a player announces how their creatures divide their combat damage as a combat damage step begins. */
export interface BoardAssignDamageAction {
  /** `{ "<creature>": { "<recipient>": n } }`: each creature the player is asked about (and any other of theirs dealing damage now). */
  readonly assignDamage: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** The player assigning; it must be the one asked. */
  readonly player: string;
}

/** A shortcut: all players pass in succession until the turn reaches a step (CR 117.4, 500.2), the stack resolving on the way. */
export interface BoardAdvanceAction {
  /** The step to move on to, doing what every step on the way does. */
  readonly advance: Step;
  /** How blocked attackers, and creatures blocking two or more, divide their combat damage (CR 510.1c-d): `{ "<attacker or blocker>": { "<recipient>": n } }`. */
  readonly damage?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Permanents that their controller keeps tapped in the untap steps passed (CR 502.3). */
  readonly keepTapped?: readonly string[];
}

/** The player with priority passes (CR 117.3d). */
export interface BoardPassAction {
  /** The player who holds priority and passes it, or true for whoever holds it. */
  readonly pass: string | true;
}

/** A shortcut: all players pass in succession until the stack is empty (CR 117.4, 405.5). */
export interface BoardResolveStackAction {
  /** Always true: the verb alone says it all. */
  readonly resolveStack: true;
}

/** The active player plays a land, a special action (CR 305.1, 116.2a). */
export interface BoardPlayLandAction {
  /** The land card, played from its owner's hand. */
  readonly playLand: string;
  /** The face played of a modal double-faced card, by its name (CR 712.12); default its front face. */
  readonly face?: string;
}

/** Activate a mana ability; it resolves at once, without the stack (CR 605.3a-b). */
export interface BoardTapForManaAction {
  /** The permanent whose mana ability is activated. */
  readonly tapForMana: string;
  /** Which of its abilities, by its number among the object's abilities; default its only mana ability. */
  readonly ability?: number;
  /** The mana chosen where the ability offers a choice (CR 608.2d). */
  readonly mana?: string;
}

/** A waiting triggered ability put on the stack: by its id (a<n>) or its source's, or with its choices (CR 603.3d). */
export type BoardTriggerOrder =
  | string
  | {
      /** The waiting triggered ability, by its id (a<n>) or by its source's id. */
      readonly trigger: string;
      /** Its targets, chosen as it is put on the stack (CR 603.3d). */
      readonly targets?: readonly string[];
      /** How it divides its damage among its targets (CR 601.2d, 603.3d). */
      readonly division?: Readonly<Record<string, number>>;
      /** Its modes (CR 700.2b, 603.3c). */
      readonly modes?: readonly number[];
    };

/** A player puts their waiting triggered abilities on the stack, in the order they choose (CR 603.3b-d). */
export interface BoardOrderTriggersAction {
  /** All of the player's waiting triggered abilities, the first lowest on the stack. */
  readonly orderTriggers: readonly BoardTriggerOrder[];
}

/** The answer the resolving spell or ability waits for, from the player it waits for (CR 608.2d). */
export interface BoardDecideAction {
  readonly decide: {
    /** The answer to "you may ..." (CR 608.2d). */
    readonly may?: boolean;
    /** The mana chosen (CR 608.2d). */
    readonly mana?: string;
    /** The answers to its other decisions. */
    readonly decisions?: readonly Decision[];
    /** Mana abilities activated first, for an answer that pays mana (CR 608.2g). */
    readonly sources?: readonly BoardManaActivation[];
    /** What a permanent spell's controller chooses as it enters (CR 614.12). */
    readonly choices?: BoardEnterChoices;
  };
}

/** The active player discards down to their maximum hand size in the cleanup step (CR 514.1). */
export interface BoardDiscardAction {
  /** The cards discarded. */
  readonly discard: readonly string[];
}

/** The legend rule: the player asked keeps one of their legendary permanents with one name (CR 704.5j). */
export interface BoardKeepLegendAction {
  /** The legendary permanent kept. */
  readonly keepLegend: string;
  /** The player choosing; it must be the one asked. */
  readonly player?: string;
}

/** Every verb, in the order an error lists them. */
export const VERBS = [
  'resolve',
  'activate',
  'cast',
  'enter',
  'move',
  'counters',
  'damage',
  'attach',
  'gainControl',
  'crew',
  'turnFaceUp',
  'regenerate',
  'attack',
  'block',
  'assignDamage',
  'advance',
  'pass',
  'resolveStack',
  'playLand',
  'tapForMana',
  'orderTriggers',
  'decide',
  'keepLegend',
  'discard',
] as const;

/** A verb: the key that says what an action does. */
export type Verb = (typeof VERBS)[number];

/** Every verb, with the action it begins. */
export interface BoardActionByVerb {
  readonly resolve: BoardResolveAction;
  readonly activate: BoardActivateAction;
  readonly cast: BoardCastAction;
  readonly enter: BoardEnterAction;
  readonly move: BoardMoveAction;
  readonly counters: BoardCountersAction;
  readonly damage: BoardDamageAction;
  readonly attach: BoardAttachAction;
  readonly gainControl: BoardGainControlAction;
  readonly crew: BoardCrewAction;
  readonly turnFaceUp: BoardTurnFaceUpAction;
  readonly regenerate: BoardRegenerateAction;
  readonly attack: BoardAttackAction;
  readonly block: BoardBlockAction;
  readonly assignDamage: BoardAssignDamageAction;
  readonly advance: BoardAdvanceAction;
  readonly pass: BoardPassAction;
  readonly resolveStack: BoardResolveStackAction;
  readonly playLand: BoardPlayLandAction;
  readonly tapForMana: BoardTapForManaAction;
  readonly orderTriggers: BoardOrderTriggersAction;
  readonly decide: BoardDecideAction;
  readonly keepLegend: BoardKeepLegendAction;
  readonly discard: BoardDiscardAction;
}

/** An action as written in a board file: an object with exactly one verb key. */
export type BoardActionInput = BoardActionByVerb[Verb];

/**
 * An action once checked: the engine's own action, with names canonical and references checked.
 * The game's own actions before and around play (mulligans, 103.5; conceding, 104.3a) go in game
 * records (docs/game-model.md), not board files: a board is a position of a game under way.
 */
export type BoardAction = Exclude<Action, { readonly kind: 'mulligan' | 'bottom' | 'concede' }>;
