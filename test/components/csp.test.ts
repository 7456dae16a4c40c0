/**
 * A strict CSP (`style-src 'self'`) blocks inline `style="…"` attributes: no template may use one
 * (positions are set with Lit's styleMap or the CSSOM, which the policy allows). The page
 * test/fixtures/csp.html records every violation.
 */
import { expect } from '@open-wc/testing';
import type { PatienceGame } from '../../src/index.js';

describe('strict CSP: style-src self', function () {
  this.timeout(20000);

  it('the game plays, animates and wins its panel without one blocked style', async () => {
    const frame = document.createElement('iframe');
    frame.style.width = '800px';
    frame.style.height = '900px';
    const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
    frame.src = '/test/fixtures/csp.html';
    document.body.append(frame);
    await loaded;
    const win = frame.contentWindow as Window & typeof globalThis & { violations: string[] };
    await win.customElements.whenDefined('patience-game');
    const el = win.document.querySelector('patience-game') as PatienceGame;
    await el.updateComplete;
    for (let i = 0; i < 30 && el.state!.status === 'playing'; i++) {
      const moves = el.legalMoves();
      if (moves.length === 0) break;
      el.play(moves[i % moves.length]);
      await el.updateComplete;
    }
    el.undo();
    el.newGame({ seed: '10' });
    await el.updateComplete;
    expect(win.violations).to.deep.equal([]);
    // The policy is on: an inline style attribute is reported.
    win.document.body.setAttribute('style', 'color: red');
    await new Promise((r) => setTimeout(r, 50));
    expect(win.violations.length).to.be.greaterThan(0);
    frame.remove();
  });
});
