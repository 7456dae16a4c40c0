/**
 * A card in flight is drawn above every pile it crosses, also a pile lifted for the same flight (the
 * pile it leaves, where a face-down card turns up, lies after the pile it lands on in the page): what
 * is under any point of the travelling card, all along its glide, is the card itself.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { cardsShown, deepElementFromPoint, gameAnimations, settle } from '../helpers/game-driver.js';
import { mountGame } from '../helpers/extra.js';
import { landNow } from '../helpers/checks.js';
import { TABLEAU_GAME } from '../helpers/shapes.js';

type Move = { from: string; to: string; count?: number };

/** A deal of TABLEAU_GAME with a move onto a tableau pile to the left of its own that turns a face-down card up. */
async function gameWithMoveLeft(): Promise<[PatienceGame, Move]> {
  for (let seed = 1; seed < 200; seed++) {
    const el = await mountGame({ variant: TABLEAU_GAME, seed: String(seed), autoPlay: 'off', width: 900 });
    await settle(el);
    const n = (id: string) => Number(id.split('-')[1]);
    const move = el.legalMoves().find((m) => {
      if (!m.from.startsWith('tableau') || !m.to.startsWith('tableau') || n(m.to) >= n(m.from)) return false;
      const p = el.state!.piles[m.from];
      return p.faceDown > 0 && p.faceDown === p.cards.length - (m.count ?? 1);
    });
    if (move) return [el, move];
    el.remove();
  }
  throw new Error(`no deal of ${TABLEAU_GAME} with a move to the left that turns a card up`);
}

describe('a card in flight', () => {
  before(() => setViewport({ width: 1024, height: 900 }));

  it('is drawn above every pile it crosses, also the pile it leaves, lifted for the same flight', async () => {
    const [el, move] = await gameWithMoveLeft();
    el.style.setProperty('--patience-move-duration', '4000ms');
    const code = el.state!.piles[move.from].cards.at(-(move.count ?? 1))!;
    el.play(move);
    const card = () => cardsShown(el, move.to).find((c) => c.getAttribute('card') === code);
    await waitUntil(() => (card()?.getAnimations().length ?? 0) > 0, 'the card glides');
    const flying = card()!;
    const glide = flying.getAnimations()[0];
    const duration = Number(glide.effect!.getComputedTiming().duration);
    const under: string[] = [];
    for (const f of [0.02, 0.1, 0.25, 0.5]) {
      for (const a of gameAnimations(el)) {
        a.pause();
        a.currentTime = duration * f;
      }
      // Hit-testing sees the card only when it takes the pointer (in flight it does not: motion.ts).
      flying.style.pointerEvents = 'auto';
      const r = flying.getBoundingClientRect();
      for (const [x, y] of [0.25, 0.5, 0.75].flatMap((fx) =>
        [0.15, 0.5, 0.85].map((fy) => [r.left + r.width * fx, r.top + r.height * fy]),
      )) {
        const hit = deepElementFromPoint(x, y);
        const over = hit?.closest('.card');
        if (over?.getAttribute('card') !== code) {
          const pile = (hit?.getRootNode() as ShadowRoot | null)?.host?.getAttribute('pile');
          under.push(
            `${f * 100}%: under ${pile ?? hit?.localName} (${over ? (over.getAttribute('card') ?? 'face down') : hit?.className})`,
          );
        }
      }
      flying.style.pointerEvents = '';
    }
    expect(under.join('; '), `${code} from ${move.from} to ${move.to}`).to.equal('');
    await landNow(el);
  });
});
