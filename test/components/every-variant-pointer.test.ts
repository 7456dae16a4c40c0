/**
 * Every variant of the registry (`variantIds`) played through the DOM: won with the mouse (clicks and
 * drags), lost by touch, from the preset deck orders of test/fixtures (scripts/find-deals.ts). The last
 * {@link VIA_DOM} moves of each game are played by pointer (all of them in a short game), the first
 * ones through the API. No game is named here: a new variant is covered once it is registered and
 * has its fixtures.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { layoutOf } from '../../src/engine/layout.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { winningGames } from '../fixtures/winning-games.js';
import { lostGames } from '../fixtures/lost-games.js';
import { recordEvents } from '../helpers/game-driver.js';
import { fixtureOf, mount, mouseMove, playFixture, touchMove } from '../helpers/every-variant.js';

/**
 * Moves played by pointer at the end of each game (click-click and drag alternate; a draw is a click
 * on the stock). The last move, the one that wins or loses, is always one of them.
 */
const VIA_DOM = 8;

describe('every variant of the registry, by mouse and by touch', () => {
  before(() => setViewport({ width: 1000, height: 1500 }));
  afterEach(() => resetMouse());

  for (const variant of variantIds) {
    const layout = layoutOf(getVariant(variant));
    it(`${variant}: won with the mouse (clicks and drags), exactly one patience-win`, async () => {
      const game = fixtureOf(winningGames, variant);
      const el = await mount(variant, game.deck);
      const log = recordEvents(el);
      const refused = () =>
        log.details
          .filter((_, k) => log.types[k] === 'patience-invalid-move')
          .map((d) => JSON.stringify(d))
          .join(' ');
      await playFixture(el, game.moves, VIA_DOM, (m, i) => mouseMove(el, m, i), refused);
      await log.stop();
      expect(el.state!.status).to.equal('won');
      expect(log.types.filter((t) => t === 'patience-win')).to.have.length(1);
      expect(log.types.at(-1)).to.equal('patience-win');
      expect(log.types.filter((t) => t === 'patience-loss' || t === 'patience-invalid-move')).to.have.length(0);
      const userMoves = log.details.filter((d, i) => log.types[i] === 'patience-move' && !(d as { auto: boolean }).auto);
      expect(userMoves).to.have.length(game.moves.length);
      const up = layout.foundations.reduce((n, f) => n + el.state!.piles[layout.ids[f]].cards.length, 0);
      expect(up).to.equal(layout.cardCount);
    });

    it(`${variant}: lost by touch, exactly one patience-loss`, async () => {
      const game = fixtureOf(lostGames, variant);
      const el = await mount(variant, game.deck);
      const log = recordEvents(el);
      await playFixture(el, game.moves, VIA_DOM, (m) => touchMove(el, m));
      await log.stop();
      expect(el.state!.status).to.equal('lost');
      expect(log.types.filter((t) => t === 'patience-loss')).to.have.length(1);
      expect(log.types.at(-1)).to.equal('patience-loss');
      expect(log.types).to.not.include('patience-win');
    });
  }
});
