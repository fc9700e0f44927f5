import { Component, type FunctionComponent, h } from 'preact';

const sameProps = (a: object, b: object): boolean => {
  // Props are a plain record; compared key by key, by identity.
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => x[key] === y[key]);
};

/**
 * `draw`, drawn again only when one of its props is a different value from the last time (by
 * identity). Preact's own `memo` is in preact/compat, whose import would also give every
 * `onChange` in the app React's meaning (each keystroke) and add work to every element made.
 */
export const memo = <P extends object>(draw: FunctionComponent<P>) =>
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: Readonly<P>): boolean {
      return !sameProps(this.props, next);
    }
    override render(props: P) {
      return h(draw, props);
    }
  };
