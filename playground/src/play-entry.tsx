import { useState } from 'preact/hooks';
import { type GameState, game, type PlayerAction } from '../../src/browser.js';
import { actionLabel, objectName } from './action-label.js';
import type { Answer } from './answer-builder.js';
import { CombatDamageForm, withoutZeros } from './combat-damage-form.js';
import { Cards, Pick, Shares } from './entry-controls.js';
import { errorText } from './error-text.js';
import { useQuestionAnswer } from './question-answer.js';
import { TriggerOrder } from './trigger-order.js';
import { firstPicks, triggerChoices } from './trigger-ways.js';

type Division = NonNullable<game.LegalChoice['division']>;

/** A `decide` action's answer: its fields besides its kind and player. */
const answerIn = ({ kind: _kind, player: _player, ...answer }: game.DecideAction): Answer => answer;

/** What an entry's example already chose, as the form's first values. */
const exampleParts = (example: PlayerAction) => ({
  targets: example.kind === 'cast' || example.kind === 'activate' ? example.targets : undefined,
  shares: example.kind === 'cast' || example.kind === 'activate' ? example.division : undefined,
  costs: example.kind === 'cast' || example.kind === 'activate' ? example.costs : undefined,
  triggers: example.kind === 'orderTriggers' ? example.order : undefined,
  division: example.kind === 'assignCombatDamage' ? example.division : undefined,
  answer: example.kind === 'decide' ? answerIn(example) : undefined,
});

/**
 * One entry of `legalActions` with choices, each asked for and made into an action by
 * `concreteAction`: targets, X, a division (CR 601.2d), the objects a cost takes (602.2b),
 * attackers and blockers, cards, the legend kept, the crew, the order of triggered abilities
 * with their targets (603.3b), a combat damage assignment (510.1c-e) and an answer to a question
 * (608.2d). Each part says what the rule wants; `check` (apply itself) judges the action before
 * it is taken, and its refusal is shown with its rule.
 */
export const PlayEntry = ({
  entry,
  legal,
  state,
  onAct,
}: {
  readonly entry: game.LegalEntry;
  readonly legal: game.LegalActions;
  readonly state: GameState;
  readonly onAct: (action: PlayerAction) => void;
}) => {
  const c = entry.choices;
  // CR 603.3c: an order of triggered abilities lists its targets per ability, asked with each.
  const slots = c.order ? undefined : c.targets;
  const name = (id: string) => objectName(state, id);
  const first = exampleParts(entry.example);
  const [targets, setTargets] = useState(() =>
    (slots ?? []).map((slot, i) => first.targets?.[i] ?? slot[0] ?? ''),
  );
  const [x, setX] = useState(c.x?.min ?? 0);
  const [shares, setShares] = useState<Readonly<Record<string, number>>>(first.shares ?? {});
  const [costs, setCosts] = useState(first.costs ?? {});
  // Per creature, what it attacks or blocks; '' for nothing (508.1a, 509.1a).
  const [combat, setCombat] = useState<Readonly<Record<string, string>>>({});
  const [cards, setCards] = useState<readonly string[]>([]);
  const [keep, setKeep] = useState(c.keep?.[0] ?? '');
  const [crew, setCrew] = useState<readonly string[]>([]);
  const [order, setOrder] = useState(c.order ?? []);
  const [triggerTargets, setTriggerTargets] = useState<readonly string[]>(() =>
    (c.order ?? []).map((id) => first.triggers?.find((t) => t.trigger === id)?.targets?.[0] ?? ''),
  );
  const [picks, setPicks] = useState(() => firstPicks(c.triggers ?? []));
  const [division, setDivision] = useState<Division>(first.division ?? {});
  const question = useQuestionAnswer(state, c.question, first.answer);
  const [refusal, setRefusal] = useState<string | null>(null);
  const declared = (options: readonly game.CombatOption[]) =>
    options.flatMap((o) => (combat[o.creature] ? [[o.creature, combat[o.creature] ?? ''] as const] : []));
  // CR 601.2d: a share for each target; one not given yet takes the first division's.
  const divided = c.divide && targets.length > 1;
  const amount = c.divide?.amount ?? 0;
  const sharesNow = Object.fromEntries(
    targets.map((t, i) => [t, shares[t] ?? (i === 0 ? amount - (targets.length - 1) : 1)]),
  );
  const choice: game.LegalChoice = {
    ...(slots ? { targets } : {}),
    ...(c.x ? { x } : {}),
    ...(divided ? { shares: sharesNow } : {}),
    ...(c.costs ? { costs } : {}),
    ...(c.attackers
      ? { attackers: declared(c.attackers).map(([attacker, attacking]) => ({ attacker, attacking })) }
      : {}),
    ...(c.blockers
      ? { blockers: declared(c.blockers).map(([blocker, attacker]) => ({ blocker, attacker })) }
      : {}),
    ...(c.discard || c.bottom ? { cards } : {}),
    ...(c.keep ? { keep } : {}),
    ...(c.crew ? { crew } : {}),
    ...(c.order
      ? c.triggers
        ? { order, triggers: triggerChoices(c.triggers, picks) }
        : { order, targets: triggerTargets }
      : {}),
    ...(c.combatDamage ? { division: withoutZeros(division) } : {}),
    ...(question.answer ? { answer: question.answer } : {}),
  };
  const action = game.concreteAction(entry, choice);
  const take = () => {
    const checked = legal.check(action);
    setRefusal(checked.ok ? null : errorText(checked.error));
    if (checked.ok) onAct(action);
  };
  const combatPicks = (options: readonly game.CombatOption[], verb: string) =>
    options.map((o) => (
      <Pick
        key={o.creature}
        label={name(o.creature)}
        value={combat[o.creature] ?? ''}
        options={[['', `doesn't ${verb}`], ...o.against.map((a) => [a, `${verb}s ${name(a)}`] as const)]}
        onChange={(v) => setCombat({ ...combat, [o.creature]: v })}
      />
    ));
  const pile = c.discard ?? c.bottom;
  return (
    <fieldset class="entry-form">
      <legend>{entry.kind}</legend>
      {slots?.map((slot, i) => (
        <Pick
          key={i}
          label={`target ${i + 1}`}
          value={targets[i] ?? ''}
          options={slot.map((t) => [t, name(t)] as const)}
          onChange={(v) => setTargets(targets.map((t, j) => (j === i ? v : t)))}
        />
      ))}
      {divided && (
        <Shares amount={amount} targets={targets} shares={sharesNow} name={name} onChange={setShares} />
      )}
      {c.x && (
        <label class="choice">
          X ({c.x.min} to {c.x.max}){' '}
          <input
            type="number"
            min={c.x.min}
            max={c.x.max}
            value={x}
            onChange={(e) => setX(Number(e.currentTarget.value))}
          />
        </label>
      )}
      {Object.entries(c.costs ?? {}).map(([verb, ids]) => (
        <Pick
          key={verb}
          label={`${verb} (the cost, CR 602.2b)`}
          value={costs[verb as keyof typeof costs]?.[0] ?? ''}
          options={(ids ?? []).map((id) => [id, name(id)] as const)}
          onChange={(v) => setCosts({ ...costs, [verb]: [v] })}
        />
      ))}
      {c.attackers && combatPicks(c.attackers, 'attack')}
      {c.blockers && combatPicks(c.blockers, 'block')}
      {pile && (
        <Cards
          legend={`${c.discard ? 'discard' : 'put on the bottom'} exactly ${pile.count}`}
          from={pile.from}
          chosen={cards}
          name={name}
          onChange={setCards}
        />
      )}
      {c.keep && (
        <Pick
          label="keep"
          value={keep}
          options={c.keep.map((k) => [k, name(k)] as const)}
          onChange={setKeep}
        />
      )}
      {c.crew && <Cards legend="crew with" from={c.crew} chosen={crew} name={name} onChange={setCrew} />}
      {c.order && (
        <TriggerOrder
          state={state}
          ids={c.order}
          slots={c.targets ?? []}
          order={order}
          targets={triggerTargets}
          onOrder={setOrder}
          onTargets={setTriggerTargets}
          {...(c.triggers ? { ways: c.triggers, picks, onPicks: setPicks } : {})}
        />
      )}
      {c.combatDamage && (
        <CombatDamageForm
          state={state}
          question={c.combatDamage}
          division={division}
          onChange={setDivision}
        />
      )}
      {question.form}
      <button type="button" onClick={take}>
        {actionLabel(action, state)}
      </button>
      {refusal && (
        <p class="error" role="alert">
          Refused: {refusal}
        </p>
      )}
    </fieldset>
  );
};
