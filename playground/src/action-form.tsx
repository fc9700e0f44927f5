import { useState } from 'preact/hooks';
import {
  type Action,
  type Characteristics,
  type GameState,
  game,
  type Step,
  type ZoneName,
} from '../../src/browser.js';
import { actionLabel } from './action-label.js';
import { Checks, NumberInput, Select } from './form-controls.js';
import { useSameList } from './use-same-list.js';

/** The actions the playground offers (docs/board-format.md, "actions"), played through `apply`. */
const VERBS = [
  'damage',
  'counters',
  'move',
  'cast',
  'activate',
  'resolve',
  'attack',
  'block',
  'advance',
  'pass',
] as const;
type Verb = (typeof VERBS)[number];

const MOVE_TO: readonly ZoneName[] = ['graveyard', 'exile', 'hand', 'library', 'battlefield'];

const creature = (o: Characteristics) => o.zone === 'battlefield' && o.types.includes('Creature');

export const ActionForm = ({
  state,
  objects,
  onPlay,
}: {
  readonly state: GameState;
  readonly objects: readonly Characteristics[];
  readonly onPlay: (action: Action, label: string) => void;
}) => {
  // Lists kept from the last drawing while their ids are the same, so that a select of 200
  // objects isn't drawn again after an edit that moved nothing (form-controls.tsx).
  const permanents = useSameList(objects.filter((o) => o.zone === 'battlefield').map((o) => o.id));
  const everything = useSameList(objects.map((o) => o.id));
  // CR 601.2a: a spell is cast from its owner's hand.
  const inHand = useSameList(objects.filter((o) => o.zone === 'hand').map((o) => o.id));
  const players = useSameList(state.players.map((p) => p.id));
  const active = state.turn.active;
  // CR 508.1a, 509.1a: the active player's creatures attack, the others' block.
  const mayAttack = objects.filter((o) => creature(o) && o.controller === active).map((o) => o.id);
  const mayBlock = objects.filter((o) => creature(o) && o.controller !== active).map((o) => o.id);
  const attacking = (state.combat?.attackers ?? []).map((a) => a.id);
  // CR 508.1b: what an attacker may attack: an opponent, a planeswalker an opponent controls, or
  // a battle (whether an opponent protects it is apply's to judge).
  const attackable = [
    ...players.filter((p) => p !== active),
    ...objects
      .filter(
        (o) =>
          o.zone === 'battlefield' &&
          ((o.types.includes('Planeswalker') && o.controller !== active) || o.types.includes('Battle')),
      )
      .map((o) => o.id),
  ];
  const [verb, setVerb] = useState<Verb>('damage');
  const [object, setObject] = useState('');
  const [target, setTarget] = useState('');
  const [amount, setAmount] = useState(1);
  const [counter, setCounter] = useState('+1/+1');
  const [zone, setZone] = useState<string>('graveyard');
  const [spell, setSpell] = useState('Giant Growth');
  const [controller, setController] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [blocks, setBlocks] = useState<Readonly<Record<string, string>>>({});
  const [attacks, setAttacks] = useState<Readonly<Record<string, string>>>({});
  const [step, setStep] = useState<Step>('combatDamage');
  // The announced X (CR 107.3a, 601.2b); empty for a spell or ability without one.
  const [x, setX] = useState('');
  // The ability activated, counted from 1 as a card's text is read (the action counts from 0).
  const [ability, setAbility] = useState(1);
  // A choice made on an earlier board may name an object that is gone: fall back to the first.
  const pick = (value: string, among: readonly string[]): string =>
    among.includes(value) ? value : (among[0] ?? '');
  const targets = useSameList([...permanents, ...players]);
  const still = (among: readonly string[]) => chosen.filter((c) => among.includes(c));

  // CR 601.2b-c, 602.2b: the targets and X announced with a spell or an ability.
  const announced = () => ({
    ...(still(targets).length > 0 ? { targets: still(targets) } : {}),
    ...(x.trim() === '' ? {} : { x: Number(x) }),
  });

  const action = (): Action => {
    switch (verb) {
      case 'damage':
        return {
          kind: 'damage',
          source: pick(object, everything),
          to: [{ to: pick(target, targets), amount }],
        };
      case 'counters':
        return { kind: 'counters', object: pick(object, permanents), counter, amount };
      case 'move':
        return { kind: 'move', object: pick(object, everything), to: zone as ZoneName };
      case 'cast':
        return {
          kind: 'cast',
          object: pick(object, inHand),
          sources: 'auto',
          ...announced(),
        };
      case 'activate':
        return {
          kind: 'activate',
          object: pick(object, permanents),
          ability: ability - 1,
          sources: 'auto',
          ...announced(),
        };
      case 'resolve':
        return {
          kind: 'resolve',
          source: spell.trim(),
          controller: pick(controller, players),
          targets: still(targets),
        };
      case 'attack':
        return {
          kind: 'declareAttackers',
          attackers: mayAttack
            .filter((attacker) => attackable.includes(attacks[attacker] ?? ''))
            .map((attacker) => ({ attacker, attacking: attacks[attacker] ?? '' })),
        };
      case 'block':
        return {
          kind: 'declareBlockers',
          blockers: mayBlock
            .filter((blocker) => attacking.includes(blocks[blocker] ?? ''))
            .map((blocker) => ({ blocker, attacker: blocks[blocker] ?? '' })),
        };
      case 'advance':
        return { kind: 'advance', to: step };
      case 'pass':
        return { kind: 'pass' };
    }
  };

  const objectChoices =
    verb === 'cast' ? inHand : verb === 'counters' || verb === 'activate' ? permanents : everything;
  return (
    <form
      class="action-form"
      aria-label="play an action"
      onSubmit={(e) => {
        e.preventDefault();
        const played = action();
        const named = verb === 'resolve' ? `resolve ${spell.trim()}` : verb;
        onPlay(played, verb === 'cast' || verb === 'activate' ? actionLabel(played, state) : named);
      }}
    >
      <Select label="action" value={verb} options={VERBS} onChange={(v) => setVerb(v as Verb)} />
      {(verb === 'damage' ||
        verb === 'counters' ||
        verb === 'move' ||
        verb === 'cast' ||
        verb === 'activate') && (
        <Select
          label={verb === 'damage' ? 'source' : verb === 'cast' ? 'card in a hand' : 'object'}
          value={pick(object, objectChoices)}
          options={objectChoices}
          onChange={setObject}
        />
      )}
      {verb === 'damage' && (
        <Select label="to" value={pick(target, targets)} options={targets} onChange={setTarget} />
      )}
      {verb === 'counters' && (
        <label>
          counter <input value={counter} size={8} onInput={(e) => setCounter(e.currentTarget.value)} />
        </label>
      )}
      {verb === 'move' && <Select label="to zone" value={zone} options={MOVE_TO} onChange={setZone} />}
      {(verb === 'damage' || verb === 'counters') && (
        <NumberInput label="amount" value={String(amount)} onChange={(v) => setAmount(Number(v))} />
      )}
      {verb === 'activate' && (
        <NumberInput
          label="ability"
          min={1}
          value={String(ability)}
          onChange={(v) => setAbility(Number(v))}
        />
      )}
      {(verb === 'cast' || verb === 'activate') && (
        <>
          <Checks legend="targets" options={targets} chosen={still(targets)} onChange={setChosen} />
          <NumberInput label="X" min={0} value={x} onChange={setX} />
        </>
      )}
      {verb === 'resolve' && (
        <>
          <label>
            spell <input value={spell} onInput={(e) => setSpell(e.currentTarget.value)} />
          </label>
          <Select
            label="controller"
            value={pick(controller, players)}
            options={players}
            onChange={setController}
          />
          <Checks legend="targets" options={targets} chosen={still(targets)} onChange={setChosen} />
        </>
      )}
      {verb === 'attack' &&
        mayAttack.map((attacker) => (
          <Select
            key={attacker}
            label={`${attacker} attacks`}
            value={attacks[attacker] ?? ''}
            options={attackable}
            none="nothing"
            onChange={(attacked) => setAttacks({ ...attacks, [attacker]: attacked })}
          />
        ))}
      {verb === 'block' &&
        mayBlock.map((blocker) => (
          <Select
            key={blocker}
            label={`${blocker} blocks`}
            value={blocks[blocker] ?? ''}
            options={attacking}
            none="nothing"
            onChange={(attacker) => setBlocks({ ...blocks, [blocker]: attacker })}
          />
        ))}
      {verb === 'advance' && (
        <Select label="to step" value={step} options={game.STEPS} onChange={(s) => setStep(s as Step)} />
      )}
      {verb === 'pass' && <span>priority: {state.priority ?? 'nobody'}</span>}
      <button type="submit">Apply</button>
    </form>
  );
};
