import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/** The list with the item at `i` swapped with its neighbour at `i + by`; unchanged at an end. */
export const moved = <T,>(items: readonly T[], i: number, by: -1 | 1): readonly T[] => {
  const j = i + by;
  const a = items[i];
  const b = items[j];
  if (a === undefined || b === undefined) return items;
  return items.map((item, k) => (k === i ? b : k === j ? a : item));
};

/**
 * An ordered list the person rearranges with "move up" and "move down" buttons, so the order is
 * set from the keyboard as well as the mouse (triggered abilities, CR 603.3b; cards put back in
 * any order, 401.4). `label` names an item for the buttons; `extra` adds its own controls.
 * The item moved keeps the focus on its own buttons, so it can be moved again at once.
 */
export const ReorderList = ({
  legend,
  items,
  label,
  extra,
  onChange,
}: {
  legend: string;
  items: readonly string[];
  label: (id: string) => string;
  extra?: (id: string, i: number) => ComponentChildren;
  onChange: (items: readonly string[]) => void;
}) => {
  const list = useRef<HTMLOListElement>(null);
  // The item last moved and which way: its button that way keeps the focus, or the other at an end.
  const [moving, setMoving] = useState<{ readonly id: string; readonly by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (moving === null) return;
    const buttons = [
      ...(list.current?.querySelectorAll<HTMLButtonElement>(`li[data-item="${moving.id}"] > button`) ?? []),
    ];
    const [up, down] = buttons;
    const [same, other] = moving.by === -1 ? [up, down] : [down, up];
    (same?.disabled ? other : same)?.focus();
  }, [items, moving]);
  const move = (i: number, by: -1 | 1) => {
    const id = items[i];
    if (id !== undefined) setMoving({ id, by });
    onChange(moved(items, i, by));
  };
  return (
    <fieldset class="reorder">
      <legend>{legend}</legend>
      <ol ref={list}>
        {items.map((id, i) => (
          <li key={id} data-item={id}>
            {label(id)}{' '}
            <button
              type="button"
              aria-label={`move ${label(id)} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`move ${label(id)} down`}
              disabled={i === items.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
            {extra?.(id, i)}
          </li>
        ))}
      </ol>
    </fieldset>
  );
};
