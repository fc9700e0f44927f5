import { useId } from 'preact/hooks';
import texts from './rule-texts.json';

const RULE_TEXTS: Readonly<Record<string, string>> = texts;

/**
 * A rule number that shows the rule's text from the Comprehensive Rules when hovered or
 * focused (keyboard users tab to it). A rule the library cites but the bundled texts lack
 * shows its number alone.
 */
export const RuleRef = ({ rule }: { readonly rule: string }) => {
  const id = useId();
  const text = RULE_TEXTS[rule];
  return (
    <button type="button" class="rule" aria-describedby={text ? id : undefined}>
      CR {rule}
      {text && (
        <span class="rule-text" role="tooltip" id={id}>
          <strong>{rule}</strong> {text}
        </span>
      )}
    </button>
  );
};
