import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { GameState } from '../../src/browser.js';
import { objectName } from './action-label.js';
import {
  type Answer,
  answerOf,
  type Filled,
  howMany,
  initialFilled,
  type PlaceField,
  type Question,
} from './answer-builder.js';
import { Cards, Pick } from './entry-controls.js';
import { ReorderList } from './reorder-list.js';

/**
 * CR 608.2d: a form for the answer to a resolving spell's or ability's question, for each kind
 * of question, for when its answers are too many to list one by one (any creature type, a long
 * scry, a search of a large library): each part says what the rule wants, and the answer it
 * makes is `check`ed by the caller. Board mode's answer form and play mode's entries both use it.
 * Without a question it gives nothing.
 */
export const useQuestionAnswer = (
  state: GameState,
  question: Question | undefined,
  example?: Answer,
): { readonly answer: Answer | undefined; readonly form: ComponentChildren } => {
  const [filled, setFilled] = useState<Filled>(() => initialFilled(question, example));
  if (question === undefined) return { answer: undefined, form: null };
  const set = (part: Partial<Filled>) => setFilled({ ...filled, ...part });
  const name = (id: string) => objectName(state, id);
  const q = question;
  const select = (label: string, options: readonly (readonly [string, string])[]) => (
    <Pick label={label} value={filled.value} options={options} onChange={(value) => set({ value })} />
  );
  const form = ((): ComponentChildren => {
    switch (q.kind) {
      case 'may':
        return select('do it? (CR 603.5, 118.12)', [
          ['yes', 'yes'],
          ['no', 'no'],
        ]);
      case 'mana':
        return select(
          'the mana (CR 608.2d)',
          q.options.map((o) => [o, o] as const),
        );
      case 'entryChoice':
        return q.options === null ? (
          <label class="choice">
            {q.field === 'creatureType' ? 'a creature type (CR 205.3m)' : q.field}{' '}
            <input value={filled.value} onInput={(e) => set({ value: e.currentTarget.value })} />
          </label>
        ) : (
          select(
            `${q.field} (CR 614.12)`,
            q.options.map((o) => [o, o] as const),
          )
        );
      case 'place':
        return (
          <ReorderList
            legend={`each card to ${q.to.join(' or ')}, top first (CR 701.22a, 701.25a, 401.4)`}
            items={filled.order}
            label={name}
            onChange={(order) => set({ order })}
            extra={(id) => (
              <select
                aria-label={`where ${name(id)} goes`}
                value={filled.to[id] ?? q.to[0]}
                onChange={(e) => set({ to: { ...filled.to, [id]: e.currentTarget.value as PlaceField } })}
              >
                {q.to.map((field) => (
                  <option key={field} value={field}>
                    {field}
                  </option>
                ))}
              </select>
            )}
          />
        );
      case 'choose':
        return (
          <Cards
            legend={`choose ${howMany(q.min, q.max)}${q.ordered ? ', in the order checked' : ''} (CR 608.2d)`}
            from={q.options}
            name={(o) => (state.objects.some((x) => x.id === o) ? name(o) : o)}
            chosen={filled.checked}
            onChange={(checked) => set({ checked })}
          />
        );
      case 'pick':
        return q.groups.map((g) => (
          <Cards
            key={g.player}
            legend={`${g.player} chooses ${howMany(g.min, g.max)} ${q.field} (CR 608.2d)`}
            from={g.from}
            name={name}
            chosen={filled.checked}
            onChange={(checked) => set({ checked })}
          />
        ));
      case 'search':
        return (
          <>
            {q.graveyard !== null && (
              <Cards
                legend="searched (CR 701.23a)"
                from={['library', 'graveyard']}
                name={(z) => z}
                chosen={filled.zones}
                onChange={(zones) => set({ zones })}
              />
            )}
            <Cards
              legend={`find ${howMany(q.min, q.max)} (CR 701.23a)`}
              from={[...q.library, ...(q.graveyard ?? [])]}
              name={name}
              chosen={filled.checked}
              onChange={(checked) => set({ checked })}
            />
          </>
        );
      case 'dig':
        return (
          <>
            {q.take && (
              <Cards
                legend={`take ${howMany(q.take.min, q.take.max)} (CR 701.20e)`}
                from={q.take.from}
                name={name}
                chosen={filled.checked}
                onChange={(checked) => set({ checked })}
              />
            )}
            {q.order && (
              <ReorderList
                legend={`the rest on the ${q.order}, in this order (CR 401.4)`}
                items={filled.order.filter((c) => !filled.checked.includes(c))}
                label={name}
                onChange={(rest) => set({ order: [...filled.checked, ...rest] })}
              />
            )}
          </>
        );
    }
  })();
  return { answer: answerOf(q, filled), form };
};
