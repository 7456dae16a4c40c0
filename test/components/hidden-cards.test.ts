/**
 * A face-down card tells nothing on the page: its element in a pile's shadow root carries no card code,
 * no colour and no name that gives it away (a player looking in the browser's developer tools sees
 * a back); a face-up card keeps its code.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { cardsShown, settle } from '../helpers/game-driver.js';
import { mountGame } from '../helpers/extra.js';
import { TABLEAU_GAME } from '../helpers/shapes.js';
import { CODES } from '../helpers/checks.js';

/** What a card element shows in its markup (attributes, classes, title and words), as a string. */
const markup = (c: HTMLElement): string =>
  [...c.querySelectorAll('*'), c].map((e) => [...e.attributes].map((a) => `${a.name}=${a.value}`).join(' ')).join(' ') +
  ' ' +
  c.textContent;

describe('face-down cards', () => {
  it('carry no code, colour or name in the DOM; face-up cards keep their code', async () => {
    const el: PatienceGame = await mountGame({ variant: TABLEAU_GAME, seed: '11', width: 800 });
    await settle(el);
    const told: string[] = [];
    let down = 0;
    let up = 0;
    for (const [id, pile] of Object.entries(el.state!.piles)) {
      const shown = cardsShown(el, id);
      const n = pile.cards.length;
      shown.forEach((c, k) => {
        const index = n - shown.length + k;
        const code = pile.cards[index];
        if (c.hasAttribute('face-down')) {
          down++;
          const m = markup(c);
          if (c.hasAttribute('card') || CODES.test(m) || / (red|black|clubs|diamonds|hearts|spades)\b/.test(m))
            told.push(`${id}[${index}] ${code}`);
        } else {
          up++;
          if (c.getAttribute('card') !== code) told.push(`${id}[${index}] face up without its code ${code}`);
        }
      });
    }
    expect(down, 'face-down cards on the table').to.be.greaterThan(5);
    expect(up, 'face-up cards on the table').to.be.greaterThan(5);
    expect(told.join(', '), 'face-down cards that give themselves away').to.equal('');
  });
});
