/**
 * One chunk file missing, the others served (README "Events", code `missing-file`): the guide's own
 * file (`dist/bundled/guide-mode-….min.js`). The page loads the real `dist/patience-elements.bundled.min.js`
 * (run `npm run build` first) with an import map that sends the guide's file to an address that
 * does not exist, so that file alone fails: the game with `guide` says which file it could not load,
 * once, and still plays.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { PatienceGame } from '../../src/index.js';
import type { PatienceErrorDetail } from '../../src/events/error.js';

describe('the guide file missing beside the bundled file', () => {
  it('a game with guide fires one patience-error (missing-file) naming the guide file, and plays on', async () => {
    const code = await (await fetch('/dist/patience-elements.bundled.min.js')).text();
    const guideFile = /bundled\/guide-mode-[\w-]+\.min\.js/.exec(code)?.[0];
    expect(guideFile, 'the guide chunk named in the bundled file').to.be.a('string');
    const map = document.createElement('script');
    map.type = 'importmap';
    map.textContent = JSON.stringify({ imports: { [`/dist/${guideFile}`]: '/dist/bundled/no-such-file.min.js' } });
    document.head.append(map);
    const errors: PatienceErrorDetail[] = [];
    document.addEventListener('patience-error', (e) => errors.push((e as CustomEvent<PatienceErrorDetail>).detail));
    const bundled = '/dist/patience-elements.bundled.min.js';
    await import(/* @vite-ignore */ bundled);
    const el = document.createElement('patience-game') as PatienceGame;
    el.setAttribute('style', 'width: 600px');
    el.setAttribute('seed', '42');
    el.setAttribute('no-animation', '');
    el.setAttribute('guide', '');
    el.innerHTML = '<patience-step move="hand waste-1">Put the card on a waste pile.</patience-step>';
    document.body.append(el);
    await el.updateComplete;
    await waitUntil(() => errors.length > 0, 'a patience-error', { timeout: 5000 });
    // Updates after the failure try the file again; the game still tells once.
    el.play(el.legalMoves()[0]);
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 300));
    expect(errors.map((e) => e.code).join(' ')).to.equal('missing-file');
    expect(errors[0].message).to.contain('no-such-file.min.js').and.to.contain('dist/');
    expect(el.state!.moves).to.equal(1);
    el.remove();
  });
});
