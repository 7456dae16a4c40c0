/**
 * Adds the golden deal (seed "1", automatic play on) of every variant that has none yet to
 * test/fixtures/golden-deals.json. Existing entries are never rewritten: they pin how a game deals,
 * and a change to them must be a deliberate edit that a reviewer sees.
 *
 * Run: node --import tsx scripts/golden-deals.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cardCode, currentState, layoutOf, newGame } from '../src/engine/index.js';
import { getVariant, variantIds } from '../src/variants/index.js';

const file = fileURLToPath(new URL('../test/fixtures/golden-deals.json', import.meta.url));
const golden = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, { faceDown: number; cards: string[] }>>;
const added: string[] = [];
for (const id of variantIds) {
  if (golden[id]) continue;
  const variant = getVariant(id);
  const layout = layoutOf(variant);
  const state = currentState(newGame(variant, { seed: '1' }));
  golden[id] = Object.fromEntries(layout.ids.map((p, i) => [p, { faceDown: state.faceDown[i], cards: state.piles[i].map(cardCode) }]));
  added.push(id);
}
// One pile per line, as the file has always been written.
const text = `{\n${Object.entries(golden)
  .map(
    ([id, piles]) =>
      `  ${JSON.stringify(id)}: {\n${Object.entries(piles)
        .map(
          ([p, v]) =>
            `    ${JSON.stringify(p)}: { "faceDown": ${v.faceDown}, "cards": [${v.cards.map((c) => JSON.stringify(c)).join(', ')}] }`,
        )
        .join(',\n')}\n  }`,
  )
  .join(',\n')}\n}\n`;
writeFileSync(file, text);
console.log(added.length > 0 ? `Added golden deals for ${added.join(', ')}.` : 'Every variant already has its golden deal.');
