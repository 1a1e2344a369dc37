// Where Tab goes around the tutorial card (card-tab-order.ts), on a page as the app lays it out:
// a header, the screen with the highlighted tile, and the card last in the DOM. The browser
// test (tests/browser/tutorial-keyboard.test.ts) presses the real keys.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  afterElement,
  beforeContent,
  routeTab,
} from '../../src/renderer/src/features/tutorial/card-tab-order';

let card: HTMLElement;
const byId = (id: string) => document.getElementById(id)!;
/** Where Tab (or Shift+Tab) from `id` goes: an element id, or 'browser' when left to it. */
function tab(id: string, backwards = false, highlighted: string | null = 'tile-prompt'): string {
  const beforeCard = highlighted ? afterElement(byId(highlighted)) : beforeContent(byId('main'));
  return routeTab(byId(id), backwards, card, beforeCard)?.id ?? 'browser';
}

beforeEach(() => {
  document.body.innerHTML = `
    <header><a id="home" href="#/">Copycat</a><button id="logout">Logout</button></header>
    <main id="main">
      <h1 id="title" tabindex="-1">Dashboard</h1>
      <article id="tile-prompt"><button id="prompt">Start Prompt Round</button></article>
      <article id="tile-copy"><button id="copy">Start Copy Round</button></article>
      <article id="tile-vote"><button id="vote" disabled>No Quip Sets Available</button></article>
    </main>
    <div id="card" role="dialog">
      <button id="skip" tabindex="-1">Skip Tutorial</button>
      <button id="back" tabindex="-1">Back</button>
      <button id="next" tabindex="-1">Next</button>
    </div>`;
  card = byId('card');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the tutorial card in the Tab order', () => {
  it('comes right after the highlighted element, both ways', () => {
    expect(tab('prompt')).toBe('skip');
    expect(tab('skip')).toBe('back');
    expect(tab('next')).toBe('copy');
    expect(tab('copy', true)).toBe('next');
    expect(tab('skip', true)).toBe('prompt');
  });

  it('leaves the rest of the page to the browser', () => {
    expect(tab('logout')).toBe('browser');
    expect(tab('title')).toBe('browser');
    expect(tab('prompt', true)).toBe('browser');
    expect(tab('copy')).toBe('browser');
  });

  it('with nothing highlighted, comes between the header and the screen', () => {
    expect(tab('logout', false, null)).toBe('skip');
    expect(tab('next', false, null)).toBe('prompt');
    expect(tab('prompt', true, null)).toBe('next');
    expect(tab('skip', true, null)).toBe('logout');
  });

  it('with no control after it, comes round to the page top and back', () => {
    expect(tab('copy', false, 'tile-copy')).toBe('skip');
    expect(tab('next', false, 'tile-copy')).toBe('home');
    expect(tab('home', true, 'tile-copy')).toBe('next');
  });
});
