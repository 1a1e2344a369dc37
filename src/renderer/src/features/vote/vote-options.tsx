// How each phrase button reads once the vote is in: the original and the player's pick are
// marked in words as well as colour, and a wrong pick is styled as wrong.
import type { VoteResponse } from '../../../../shared/api';

export function optionClass(phrase: string, result: VoteResponse | null): string {
  const classes = ['button', 'vote-option'];
  if (result && phrase === result.original_phrase) classes.push('vote-option--original');
  if (result && phrase === result.your_choice) {
    classes.push('vote-option--chosen');
    if (!result.correct) classes.push('vote-option--wrong');
  }
  return classes.join(' ');
}

export function OptionTag({ phrase, result }: { phrase: string; result: VoteResponse }) {
  const original = phrase === result.original_phrase;
  const chosen = phrase === result.your_choice;
  if (!original && !chosen) return null;
  const text = original ? (chosen ? 'Original - your pick' : 'Original') : 'Your pick - a copy';
  return <span className="vote-option__tag"> ({text})</span>;
}
