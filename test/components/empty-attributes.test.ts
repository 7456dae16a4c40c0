/**
 * An attribute with an empty value is the attribute left out (README, the attributes of `<patience-game>`): `variant=""`,
 * `seed=""`, `deck=""`, `auto-play=""`, `theme=""`, `deal=""`, `persist=""` each give the default,
 * with no `patience-error`, whether the page writes them so or empties one it had set. (Boolean
 * attributes are on when present, as in HTML; they are not part of this.)
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import type { PatienceErrorDetail } from '../../src/events/error.js';
import { variantIds } from '../../src/variants/index.js';
import { ALL_CARDS } from '../helpers/extra.js';

/** Each attribute, a value other than its default, and what to compare (a random seed reads as its type). */
const cases: { attr: string; other: string; read: (el: PatienceGame) => unknown }[] = [
  { attr: 'variant', other: variantIds[1], read: (el) => el.variant },
  { attr: 'seed', other: '42', read: (el) => (el.seed === '42' ? '42' : typeof el.seed) },
  { attr: 'deck', other: ALL_CARDS.join(' '), read: (el) => el.deck?.join(' ') ?? null },
  { attr: 'auto-play', other: 'off', read: (el) => el.autoPlay },
  { attr: 'theme', other: 'dark', read: (el) => el.theme },
  { attr: 'deal', other: 'any', read: (el) => el.deal },
  { attr: 'persist', other: 'pe-empty-attributes', read: (el) => el.persist },
];

/** Two games: `empty` as `change` leaves it with the attribute set to "", `absent` with the attribute removed. */
async function twins(
  change: (el: PatienceGame, value: string | null) => Promise<void>,
): Promise<{ empty: PatienceGame; absent: PatienceGame }> {
  const empty = await fixture<PatienceGame>(html`<patience-game style="width: 600px"></patience-game>`);
  const absent = await fixture<PatienceGame>(html`<patience-game style="width: 600px"></patience-game>`);
  await change(empty, '');
  await change(absent, null);
  return { empty, absent };
}

describe('an empty attribute is an absent one', () => {
  let errors: string[] = [];
  const onError = (e: Event): void => void errors.push((e as CustomEvent<PatienceErrorDetail>).detail.message);
  before(() => document.addEventListener('patience-error', onError));
  after(() => document.removeEventListener('patience-error', onError));
  beforeEach(() => (errors = []));
  afterEach(() => localStorage.removeItem('pe-empty-attributes:stats'));

  for (const { attr, other, read } of cases) {
    const set = (el: PatienceGame, value: string | null): void =>
      value === null ? el.removeAttribute(attr) : el.setAttribute(attr, value);

    it(`${attr}="" in the page: as if left out, no error`, async () => {
      const { empty, absent } = await twins(async (el, value) => {
        // Put in the page with the attribute (or without it), as markup is.
        el.remove();
        set(el, value);
        document.body.append(el);
        await el.updateComplete;
      });
      expect(errors.join(' | ')).to.equal('');
      expect(read(empty)).to.equal(read(absent));
      empty.remove();
      absent.remove();
    });

    it(`${attr} emptied after ${JSON.stringify(other.slice(0, 20))}: as if removed, no error`, async () => {
      const { empty, absent } = await twins(async (el, value) => {
        set(el, other);
        await el.updateComplete;
        set(el, value);
        await el.updateComplete;
      });
      expect(errors.join(' | ')).to.equal('');
      expect(read(empty)).to.equal(read(absent));
      empty.remove();
      absent.remove();
    });
  }

  it('a value it does not take still fires patience-error (bad-attribute)', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game style="width: 600px"></patience-game>`);
    const codes: string[] = [];
    el.addEventListener('patience-error', (e) => codes.push((e as CustomEvent<PatienceErrorDetail>).detail.code));
    for (const attr of ['auto-play', 'theme', 'deal']) el.setAttribute(attr, 'nonsense');
    await el.updateComplete;
    expect(codes.join(' ')).to.equal('bad-attribute bad-attribute bad-attribute');
    el.remove();
  });
});
