/**
 * Random positions of any variant, made from its declaration alone (with the reference rules of
 * ./rules.ts), for the tests that hold the engine against the reference: foundations hold a legal
 * sequence of cards, every other card lies somewhere a card can lie, tableau piles have some cards
 * face down. They need not be reachable by play, which is the point: they reach corners random play
 * rarely does.
 */
import type { GameState } from '../../src/engine/rules.js';
import type { VariantDefinition } from '../../src/engine/vocabulary.js';
import { codeOf, fits, refPiles, referenceCardCount, whyIllegal } from './rules.js';

const RANK_OF = (card: number): number => (card % 13) + 1;

/** A source of random integers in [0, n). */
export type Pick = (n: number) => number;

/** mulberry32: a small seeded generator, for scripts that do not use fast-check. */
export function seeded(seed: number): Pick {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n) | 0;
  };
}

/**
 * A random position: `onFoundations` cards (at most) put up one at a time where the reference rules
 * take them, then the other cards spread over the other piles (the hand gets one card, the stock a
 * random share, face down; tableau piles get some cards face down). With `keep` below 1, only that
 * share of the remaining cards is placed at all (a smaller position: fewer cards than a deck); with
 * `keep` 1 or more, that many of them.
 */
export function randomPosition(variant: VariantDefinition, pick: Pick, onFoundations: number, keep = 1): GameState {
  const piles = refPiles(variant);
  const n = piles.length;
  const total = referenceCardCount(variant);
  const cards: number[][] = piles.map(() => []);
  const faceDown = piles.map(() => 0);
  const free = new Set(Array.from({ length: total }, (_, c) => c));
  const state = (): GameState => ({ piles: cards, faceDown, moves: 0, status: 'playing' });

  // Foundations: try random free cards on random foundations; keep those the reference accepts
  // (a card is offered from a pile that feeds foundations: a waste pile or the waste first, so that a
  // phase rule, closed while the hand holds a card, does not keep the foundations empty).
  const foundations = piles.flatMap((p, i) => (p.kind === 'foundation' ? [i] : []));
  const feedsUp = (i: number): boolean => 'to' in piles[i].decl && (piles[i].decl as { to: readonly string[] }).to.includes('foundation');
  const order = ['waste-pile', 'waste', 'reserve', 'tableau', 'hand'];
  const spot = order.map((k) => piles.findIndex((p, i) => p.kind === k && feedsUp(i))).find((i) => i >= 0) ?? -1;
  let placed = 0;
  for (let tries = 0; tries < onFoundations * 40 && placed < onFoundations && spot >= 0; tries++) {
    const f = foundations[pick(foundations.length)];
    const card = [...free][pick(free.size)];
    cards[spot].push(card);
    const ok = whyIllegal(variant, state(), { from: piles[spot].id, to: piles[f].id }) === null;
    cards[spot].pop();
    if (!ok) continue;
    cards[f].push(card);
    free.delete(card);
    placed++;
  }

  // A foundation that takes complete runs gets one now and then: 13 free cards that follow its rule.
  for (const f of foundations) {
    const decl = piles[f].decl;
    if (decl.kind !== 'foundation' || decl.takes !== 'complete-run' || pick(2) === 0) continue;
    const run: number[] = [];
    let want = [...free].filter((c) => RANK_OF(c) === piles[f].base);
    while (run.length < 13 && want.length > 0) {
      const c = want[pick(want.length)];
      run.push(c);
      want = [...free].filter((x) => !run.includes(x) && fits(codeOf(c), codeOf(x), decl.build));
    }
    if (run.length < 13) continue;
    cards[f].push(...run);
    for (const c of run) free.delete(c);
  }

  // The rest, shuffled, a share of them kept.
  const rest = [...free];
  for (let i = rest.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  const kept = rest.slice(0, keep < 1 ? Math.round(rest.length * keep) : Math.min(rest.length, Math.round(keep)));
  const others = Array.from({ length: n }, (_, i) => i).filter(
    (i) => piles[i].kind !== 'foundation' && piles[i].kind !== 'stock' && piles[i].kind !== 'hand',
  );
  const stock = piles.findIndex((p) => p.kind === 'stock');
  const hand = piles.findIndex((p) => p.kind === 'hand');
  let k = 0;
  if (hand >= 0 && kept.length > 0) cards[hand].push(kept[k++]);
  const toStock = pick(kept.length - k + 1);
  for (let i = 0; i < toStock; i++) cards[stock].push(kept[k++]);
  faceDown[stock] = cards[stock].length;
  while (k < kept.length) {
    const p = others.length > 0 ? others[pick(others.length)] : stock;
    cards[p].push(kept[k++]);
    if (p === stock) faceDown[stock]++;
  }
  piles.forEach((p, i) => {
    if (p.kind === 'tableau' && cards[i].length > 1) faceDown[i] = pick(cards[i].length);
  });
  // A hidden reserve is face down while anything is left to deal.
  const dealing = cards[stock].length > 0 || (hand >= 0 && cards[hand].length > 0);
  piles.forEach((p, i) => {
    if (p.kind === 'reserve' && 'hidden' in p.decl && p.decl.hidden && dealing) faceDown[i] = cards[i].length;
  });
  // Redeals already made, when the game has any.
  const stockDecl = piles[stock].decl;
  const redeal = stockDecl.kind === 'stock' ? stockDecl.redeal : undefined;
  if (redeal) {
    const made = pick(redeal.times === 'unlimited' ? 3 : redeal.times + 1);
    if (made > 0) return { ...state(), redeals: made };
  }
  return state();
}

/** The position as text, for a failing test's message. */
export const describePosition = (variant: VariantDefinition, s: GameState): string =>
  refPiles(variant)
    .map((p, i) => `${p.id}: ${s.piles[i].map((c, j) => (j < s.faceDown[i] ? `(${codeOf(c)})` : codeOf(c))).join(' ')}`)
    .join('\n');
