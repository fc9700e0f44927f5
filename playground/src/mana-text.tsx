import { parseSymbol } from '../../src/browser.js';
import { manaFontClasses } from './mana-classes.js';

const SYMBOL = /(\{[^}]+\})/;

/** Text with its symbols ({W}, {T}, {2/U}) drawn by mana-font; each keeps its text as a label. */
export const ManaText = ({ text }: { readonly text: string }) => (
  <>
    {text.split(SYMBOL).map((part, i) => {
      const symbol = i % 2 === 1 ? parseSymbol(part) : null;
      const classes = symbol?.ok ? manaFontClasses(symbol.value) : null;
      return classes ? (
        <i key={i} class={`ms ms-cost ${classes.join(' ')}`} role="img" aria-label={part} title={part} />
      ) : (
        part
      );
    })}
  </>
);
