import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html, render } from 'lit';
import '../src/index.js';
import type { PatienceGame } from '../src/index.js';
import { GAME_EVENTS, eventSpies, gameArgTypes, gameArgs, gameIn, renderGame, type GameArgs } from './support/game-story.js';
import { declarationOf, expectEveryApiRow } from './support/api-table.js';

const meta: Meta<GameArgs> = {
  title: 'Elements/Patience game',
  component: 'patience-game',
  args: gameArgs(),
  argTypes: gameArgTypes,
  render: (args) => renderGame(args),
  parameters: {
    docs: {
      description: {
        component:
          'Every control is an attribute of `<patience-game>` or one of its `--patience-*` custom properties; every `patience-*` event shows in the Actions panel. ' +
          'A story per variant, per theme and language, and per state of the table (empty piles, a locked foundation, a face-down run, a picked-up card, a refused move, won, lost, the panels). ' +
          'A hint shown (the Hint button, or H) and a winnable deal (`deal="winnable"`) come from the solver, in a Web Worker.',
      },
    },
  },
};
export default meta;

type Story = StoryObj<GameArgs>;

const game = gameIn;
const shadow = (el: PatienceGame) => el.shadowRoot!;
/** A pile's focusable area (in the pile element's shadow root). */
const area = (el: PatienceGame, pile: string) =>
  [...shadow(el).querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')]
    .map((p) => p.shadowRoot!.querySelector<HTMLElement>(`[data-pile="${pile}"]`))
    .find((a) => a) as HTMLElement;
const ready = async (el: PatienceGame) => {
  await waitFor(() => expect(el.state).not.toBeNull());
  await el.updateComplete;
};

const RANKS_DOWN = ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
const BY_RANKS = RANKS_DOWN.flatMap((r) => ['C', 'D', 'H', 'S'].map((s) => r + s));
/** Sir Tommy: every card on the waste pile of its suit, kings first, then the aces cascade. */
const WINNING = [...BY_RANKS, 'AC', 'AD', 'AH', 'AS'];
/** Sir Tommy: twos at the bottom of two waste piles, aces last: lost. */
const LOSING = [
  ...['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].flatMap((r) => ['C', 'D', 'H', 'S'].map((s) => r + s)),
  'AC',
  'AD',
  'AH',
  'AS',
];

// ---------------------------------------------------------------------------------------------
// The games

/** Sir Tommy (docs/rules.md): place every card from the stock on a foundation or one of four waste piles. */
export const SirTommy: Story = {
  play: async ({ canvasElement, args, argTypes }) => {
    // The docs page's API table has a row for everything custom-elements.json lists.
    expectEveryApiRow('patience-game', argTypes);
    const el = game(canvasElement);
    await ready(el);
    expect(el.state!.seed).toBe('42');
    expect(el.play({ from: 'hand', to: 'waste-1' })).toBe(true);
    await el.updateComplete;
    expect(el.state!.piles['waste-1'].cards).toHaveLength(1);
    // The Actions panel logs every event: the deal, then the move (and its before-move).
    await waitFor(() => expect(args.onPatienceMove).toHaveBeenCalled());
    expect(args.onPatienceDeal).toHaveBeenCalled();
    expect(args.onPatienceBeforeMove).toHaveBeenCalled();
    // Every event of the manifest is bound to its Actions spy (a stand-in event of each name, heard by its spy).
    expect(Object.keys(GAME_EVENTS).sort()).toEqual((declarationOf('patience-game')!.events ?? []).map((e) => e.name).sort());
    for (const [name, spy] of Object.entries(GAME_EVENTS)) {
      el.dispatchEvent(new CustomEvent(name, { detail: 'stand-in' }));
      expect(
        (args[spy] as unknown as { mock: { calls: [CustomEvent][] } }).mock.calls.some(([e]) => e.detail === 'stand-in'),
        name,
      ).toBe(true);
    }
  },
};

/** Lady Betty: six waste piles, foundations from 2, 3, 4 and 5, locked to a suit, wrapping from king to ace. */
export const LadyBetty: Story = {
  args: { variant: 'lady-betty', seed: '3' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(el.state?.variant).toBe('lady-betty'));
    expect(Object.keys(el.state!.piles).filter((id) => id.startsWith('waste-'))).toHaveLength(6);
  },
};

/** Lady Cadogan: ten tableau piles of 0 … 9 cards, in-suit runs move together, a seven-card stock. */
export const LadyCadogan: Story = {
  args: { variant: 'lady-cadogan', seed: '42' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(el.state?.variant).toBe('lady-cadogan'));
    expect(el.state!.piles['tableau-10'].cards).toHaveLength(9);
    expect(el.state!.piles.stock.cards).toHaveLength(7);
    expect(el.play({ from: 'stock', to: 'waste' })).toBe(true);
  },
};

/** A phone-sized column: the cards shrink to fit 320 px. */
export const Narrow: Story = {
  args: { variant: 'lady-cadogan', width: 320 },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(shadow(el).querySelectorAll('tableau-pile')).toHaveLength(10));
    const base = shadow(el).querySelector('[part~="base"]') as HTMLElement;
    expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
  },
};

// ---------------------------------------------------------------------------------------------
// Looks and languages

/** `theme="dark"`. */
export const Dark: Story = {
  args: { theme: 'dark', variant: 'lady-cadogan', seed: '5' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await ready(el);
    expect(getComputedStyle(shadow(el).querySelector('[part~="base"]')!).backgroundColor).toBe('rgb(21, 25, 30)');
  },
};

/** `theme="contrast"`: large print, high contrast. */
export const HighContrast: Story = {
  args: { theme: 'contrast', variant: 'lady-betty', seed: '3' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await ready(el);
    expect(getComputedStyle(shadow(el).querySelector('.toolbar')!).fontSize).toBe('18px');
  },
};

/** `four-colour`: clubs green, diamonds blue. */
export const FourColour: Story = {
  args: { 'four-colour': true, variant: 'lady-cadogan', seed: '5' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await ready(el);
    await waitFor(() => expect(el.matches(':state(four-colour)')).toBe(true));
  },
};

/**
 * Restyled with custom properties alone (the controls below): a blue table, red card backs, smaller
 * cards. The seed control is the deal shown.
 */
export const Themed: Story = {
  args: {
    seed: '7',
    width: 700,
    '--patience-table': '#17375e',
    '--patience-card-back': '#8b1a1a',
    '--patience-card-back-accent': '#e0a0a0',
    '--patience-card-max-width': '80px',
  },
  play: async ({ canvasElement, args }) => {
    const el = game(canvasElement);
    await ready(el);
    expect(el.state!.seed).toBe(args.seed);
    expect(shadow(el).querySelector('.deal-menu summary')!.textContent).toContain('deal 7');
    expect(getComputedStyle(shadow(el).querySelector('[part~="base"]')!).backgroundColor).toBe('rgb(23, 55, 94)');
  },
};

/** `lang="fr"`: every word in French (the catalogue loads on first use). */
export const French: Story = {
  args: { lang: 'fr', variant: 'lady-betty', seed: '3' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(shadow(el).querySelector('.toolbar')!.textContent).toContain('Nouvelle partie'));
  },
};

/** `lang="de"`: every word in German. */
export const German: Story = {
  args: { lang: 'de', variant: 'lady-cadogan', seed: '5' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(shadow(el).querySelector('.toolbar')!.textContent).toContain('Neues Spiel'));
  },
};

// ---------------------------------------------------------------------------------------------
// States of the table

/** Empty piles: a new Sir Tommy deal, with its four empty waste piles and foundations that start with an ace. */
export const EmptyPiles: Story = {
  args: { seed: '12' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await ready(el);
    for (const id of ['waste-1', 'waste-2', 'waste-3', 'waste-4', 'foundation-1']) expect(el.state!.piles[id].cards).toHaveLength(0);
    expect(area(el, 'foundation-1').textContent).toContain('empty');
  },
};

/** A locked foundation: Lady Betty, after a card locked a foundation to its suit (the suit shows under it). */
export const LockedFoundation: Story = {
  args: { variant: 'lady-betty', seed: '3', 'no-animation': true },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await ready(el);
    // Play until a card starts a foundation: the first legal foundation move, else the hand to the emptiest waste pile.
    for (
      let i = 0;
      i < 52 && Object.entries(el.state!.piles).every(([id, p]) => !id.startsWith('foundation') || p.cards.length === 0);
      i++
    ) {
      const up = el.legalMoves().find((m) => m.to.startsWith('foundation'));
      if (up) el.play(up);
      else el.play({ from: 'hand', to: `waste-${(i % 6) + 1}` });
    }
    await el.updateComplete;
    const locked = [...shadow(el).querySelectorAll('foundation-pile')].find((f) => f.shadowRoot!.querySelector('[part~="lock"]'));
    expect(locked).toBeTruthy();
  },
};

/** A face-down run: Lady Cadogan's tableau, face-down cards under the face-up ones, and a run built on one. */
export const FaceDownRun: Story = {
  args: { variant: 'lady-cadogan', seed: '5', 'no-animation': true, width: 900 },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await ready(el);
    const build = el.legalMoves().find((m) => m.from.startsWith('tableau') && m.to.startsWith('tableau'));
    if (build) el.play(build);
    await el.updateComplete;
    const piles = Object.values(el.state!.piles);
    expect(piles.some((p) => p.faceDown > 0 && p.cards.length - p.faceDown >= 1)).toBe(true);
  },
};

/** A picked-up card: the hand card, picked up by a click; the piles that would take it are ringed. */
export const PickedUp: Story = {
  args: { seed: '12' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await ready(el);
    area(el, 'hand').click();
    await el.updateComplete;
    await waitFor(() => expect(area(el, 'hand').hasAttribute('data-selected')).toBe(true));
    expect(area(el, 'waste-1').hasAttribute('data-target')).toBe(true);
  },
};

/** A refused move: the message says why, and `patience-invalid-move` is in the Actions panel. */
export const RefusedMove: Story = {
  args: { seed: '12' },
  play: async ({ canvasElement, args }) => {
    const el = game(canvasElement);
    await ready(el);
    const up = el.state!.piles.hand.cards[0];
    if (!up.startsWith('A')) expect(el.play({ from: 'hand', to: 'foundation-1' })).toBe(false);
    await el.updateComplete;
    await waitFor(() => expect(args.onPatienceInvalidMove).toHaveBeenCalled());
    expect(shadow(el).querySelector('[part~="message"]')!.textContent).toMatch(/can't|takes/);
  },
};

/**
 * A hint shown: the Hint button (or the H key) asks the solver, in a Web Worker, for a move from what
 * the player can see; its cards and target pile (part `hint`) are highlighted,
 * and the message says it with how often it won in the samples. The next action clears it.
 */
export const HintShown: Story = {
  name: 'Hint',
  args: { seed: '3' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await ready(el);
    const button = shadow(el).querySelector<HTMLButtonElement>('.toolbar button.hint')!;
    expect(button.textContent!.trim()).toBe('Hint');
    button.click();
    await waitFor(
      () => expect(shadow(el).querySelector('[part~="message"]')!.textContent!.trim()).toMatch(/^Hint: move the .+ samples\)\.$/),
      { timeout: 10000 },
    );
    const s = await el.hint();
    await el.updateComplete;
    expect(area(el, s!.move.from).querySelectorAll('[part~="hint"]')).toHaveLength(s!.move.count ?? 1);
    expect(area(el, s!.move.to).matches('[part~="hint"]')).toBe(true);
  },
};

/**
 * A winnable deal: with `deal="winnable"` every new deal is one the solver proved winnable (searched
 * in a Web Worker), marked "winnable deal"; `patience-deal` carries `winnable: true`. After about 2 s
 * without one, an ordinary deal, and the message says so.
 */
export const WinnableDeal: Story = {
  name: 'Winnable deal',
  args: { deal: 'winnable', seed: '' },
  play: async ({ canvasElement, args }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(args.onPatienceDeal).toHaveBeenCalled(), { timeout: 10000 });
    await el.updateComplete;
    const calls = (args.onPatienceDeal as unknown as { mock: { calls: [CustomEvent<{ winnable?: boolean; seed: string }>][] } }).mock.calls;
    // On a machine too busy to find one in 2 s the first deal is an ordinary one (and says so): the
    // next New game waits as long as the solver needs.
    if (!calls[0][0].detail.winnable) {
      expect(shadow(el).querySelector('[part~="message"]')!.textContent).toContain('No winnable deal was found in time');
      el.winnableWaitMs = 600_000;
      el.newGame();
      await el.updateComplete;
    }
    const detail = calls.at(-1)![0].detail;
    const message = shadow(el).querySelector('[part~="message"]')!.textContent!;
    expect(detail.winnable).toBe(true);
    expect(shadow(el).querySelector('[part~="winnable"]')!.textContent).toContain('winnable deal');
    expect(message).toContain(`Deal ${detail.seed} can be won`);
  },
};

/** Won: the "You won" panel with moves, time and the record (no celebration: `no-animation`). */
export const Won: Story = {
  args: { 'no-animation': true, width: 640 },
  render: (args) => renderGame({ ...args, seed: '' }),
  play: async ({ canvasElement, args }) => {
    const el = game(canvasElement);
    await ready(el);
    el.newGame({ deck: WINNING });
    for (const code of BY_RANKS) el.play({ from: 'hand', to: `waste-${'CDHS'.indexOf(code[1]) + 1}` });
    await el.updateComplete;
    expect(el.state!.status).toBe('won');
    await waitFor(() => expect(shadow(el).querySelector('[part~="won-panel"]')!.textContent).toContain('You won'));
    expect(args.onPatienceWin).toHaveBeenCalledTimes(1);
  },
};

/** Lost: "No more moves", with the reason, and Undo, Restart and New game. */
export const Lost: Story = {
  args: { 'no-animation': true, width: 640 },
  render: (args) => renderGame({ ...args, seed: '' }),
  play: async ({ canvasElement, args }) => {
    const el = game(canvasElement);
    await ready(el);
    el.newGame({ deck: LOSING });
    for (let i = 0; i < 48; i++) el.play({ from: 'hand', to: i < 24 ? 'waste-1' : 'waste-2' });
    await el.updateComplete;
    expect(el.state!.status).toBe('lost');
    await waitFor(() => expect(args.onPatienceLoss).toHaveBeenCalledTimes(1));
    expect(shadow(el).querySelector('.message.lost')!.textContent).toContain('No more moves');
  },
};

/** Nineteen cards on one waste pile in an element 600 px tall: the fan compresses to fit. */
export const TallPile: Story = {
  args: { 'auto-play': 'off', 'no-animation': true, width: 600 },
  render: (args) => html`<div style="height: 600px">${renderGame({ ...args, seed: '', '--patience-gap': '' })}</div>`,
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    el.style.height = '600px';
    await ready(el);
    el.newGame({ deck: WINNING });
    for (let i = 0; i < 19; i++) el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const box = el.getBoundingClientRect();
    const pile = shadow(el).querySelector('waste-pile[pile="waste-1"]')!;
    await waitFor(() => {
      const last = [...pile.shadowRoot!.querySelectorAll('[part~="card"]')].at(-1)!.getBoundingClientRect();
      expect(last.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
    });
  },
};

/** The Statistics panel, open (the toolbar's chart button; Escape closes it). */
export const StatisticsPanel: Story = {
  args: { seed: '12' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await ready(el);
    shadow(el).querySelector<HTMLButtonElement>('.toolbar .stats')!.click();
    await waitFor(() => expect(shadow(el).querySelector('[part~="stats-panel"]')).not.toBeNull());
  },
};

/** The Settings panel, open: automatic play, theme, four-colour suits, animation. */
export const SettingsPanel: Story = {
  args: { seed: '12' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await ready(el);
    shadow(el).querySelector<HTMLButtonElement>('.toolbar .settings')!.click();
    await waitFor(() => expect(shadow(el).querySelector('[part~="settings-panel"]')).not.toBeNull());
    shadow(el).querySelector<HTMLInputElement>('#panel-settings input[value="dark"]')!.click();
    await el.updateComplete;
    expect(el.theme).toBe('dark');
  },
};

// ---------------------------------------------------------------------------------------------
// The host's side

/**
 * A page that keeps the game (`persist`) and listens to its events: the log below is what a host
 * receives. Reload the story: the game comes back where it was.
 */
export const PersistedWithEventLog: Story = {
  args: { persist: 'storybook-demo', seed: '' },
  render: (args) => {
    const log = (e: Event) => {
      const list = document.querySelector('#story-event-log');
      if (!list) return;
      const item = document.createElement('li');
      item.textContent = `${e.type} ${JSON.stringify((e as CustomEvent).detail)}`;
      list.prepend(item);
    };
    const logged = Object.fromEntries(
      Object.entries(GAME_EVENTS).map(([, arg]) => [arg, (e: Event) => ((args[arg] as (e: Event) => void)(e), log(e))]),
    );
    return html`${renderGame({ ...args, ...logged })}
      <h3 style="font: 600 14px system-ui">Events received by the page</h3>
      <ol id="story-event-log" style="font: 12px ui-monospace, monospace; max-height: 240px; overflow: auto"></ol>`;
  },
  play: async ({ canvasElement, args }) => {
    const el = game(canvasElement);
    await ready(el);
    const before = el.state!.moves;
    const move = el.legalMoves()[0];
    el.play(move);
    await el.updateComplete;
    await waitFor(() => expect(canvasElement.querySelector('#story-event-log')!.textContent).toContain('patience-move'));
    expect(args.onPatienceMove).toHaveBeenCalled();
    // Saved under the key: a second element with the same key resumes the same game.
    const saved = JSON.stringify(el.state);
    const again = document.createElement('patience-game') as PatienceGame;
    again.persist = 'storybook-demo';
    canvasElement.append(again);
    await waitFor(() => expect(again.state).not.toBeNull());
    expect(JSON.stringify(again.state)).toBe(saved);
    expect(again.state!.moves).toBeGreaterThan(before);
    again.remove();
  },
};

/**
 * Every control works: each is set the way the Controls panel sets it (an arg of the same render)
 * and its effect is measured.
 */
export const EveryControl: Story = {
  args: { seed: '12', width: 700 },
  play: async ({ canvasElement }) => {
    const host = document.createElement('div');
    canvasElement.append(host);
    const shown = async (args: Partial<GameArgs>): Promise<PatienceGame> => {
      render(html``, host);
      render(renderGame({ ...gameArgs(), ...eventSpies(), ...args }), host);
      const el = host.querySelector('patience-game') as PatienceGame;
      await ready(el);
      return el;
    };
    const q = (el: PatienceGame, s: string) => shadow(el).querySelector(s);
    let el = await shown({ seed: '12' });
    expect(q(el, '.timer')).not.toBeNull();
    expect(q(el, '.counter')).not.toBeNull();
    el = await shown({ 'hide-timer': true });
    expect(q(el, '.timer')).toBeNull();
    el = await shown({ 'hide-counter': true });
    expect(q(el, '.counter')).toBeNull();
    el = await shown({ variant: 'lady-cadogan', seed: '5' });
    expect(el.state!.variant).toBe('lady-cadogan');
    expect(el.state!.seed).toBe('5');
    el = await shown({ 'auto-play': 'off' });
    expect(el.autoPlay).toBe('off');
    el = await shown({ theme: 'dark' });
    expect(el.matches(':state(theme-dark)')).toBe(true);
    el = await shown({ 'four-colour': true });
    expect(el.matches(':state(four-colour)')).toBe(true);
    el = await shown({ 'no-animation': true });
    expect(el.noAnimation).toBe(true);
    el = await shown({ 'no-stats': true, 'no-settings': true });
    expect(q(el, '.toolbar .stats')).toBeNull();
    expect(q(el, '.toolbar .settings')).toBeNull();
    el = await shown({ lang: 'de' });
    await waitFor(() => expect(q(el, '.toolbar')!.textContent).toContain('Neues Spiel'));
    el = await shown({ persist: 'storybook-controls' });
    expect(el.persist).toBe('storybook-controls');
    el = await shown({ width: 400 });
    expect(Math.round(el.getBoundingClientRect().width)).toBe(400);
    el = await shown({ '--patience-table': 'rgb(1, 2, 3)', '--patience-card-face': 'rgb(4, 5, 6)' });
    expect(getComputedStyle(q(el, '[part~="base"]')!).backgroundColor).toBe('rgb(1, 2, 3)');
    render(html``, host);
    host.remove();
  },
};

/**
 * Controls change the story live: the Controls panel re-renders the same story, with the new args,
 * into the same canvas (Storybook's renderer `render()`s the template again into its root), and the
 * element updates in place. Each change below is made that way and measured on the same element.
 */
export const LiveControls: Story = {
  args: { seed: '12', width: 700 },
  play: async ({ canvasElement, args }) => {
    const root = canvasElement.querySelector<HTMLElement>('#root-inner') ?? canvasElement;
    const el = game(canvasElement);
    await ready(el);
    let current: Partial<GameArgs> = { ...args };
    /** What the Controls panel does when a control changes: the story rendered again with the new args. */
    const change = async (changed: Partial<GameArgs>): Promise<void> => {
      current = { ...current, ...changed };
      render(renderGame(current), root);
      expect(game(canvasElement), 'the same element, updated in place').toBe(el);
      await el.updateComplete;
    };
    const q = (s: string) => shadow(el).querySelector<HTMLElement>(s);
    const table = () => getComputedStyle(q('[part~="base"]')!).backgroundColor;
    const faces = () =>
      [...shadow(el).querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')]
        .flatMap((p) => [...p.shadowRoot!.querySelectorAll('[part~="card"]')])
        .filter((c) => !c.querySelector('[part~="back"]'))
        .map((c) => getComputedStyle(c.querySelector('.base')!).backgroundColor);

    await change({ variant: 'lady-cadogan', seed: '5' });
    await waitFor(() => expect(el.state!.variant).toBe('lady-cadogan'));
    expect(el.state!.seed).toBe('5');
    await waitFor(() => expect(shadow(el).querySelectorAll('tableau-pile')).toHaveLength(10));

    await change({ seed: '7' });
    await waitFor(() => expect(el.state!.seed).toBe('7'));
    expect(q('.deal-menu summary')!.textContent).toContain('deal 7');

    expect(table()).toBe('rgb(11, 107, 58)');
    await change({ theme: 'dark' });
    await waitFor(() => expect(table()).toBe('rgb(21, 25, 30)'));
    expect(el.matches(':state(theme-dark)')).toBe(true);

    expect(q('.timer')).not.toBeNull();
    await change({ 'hide-timer': true });
    expect(q('.timer')).toBeNull();
    await change({ 'hide-timer': false });
    expect(q('.timer')).not.toBeNull();

    await change({ '--patience-table': 'rgb(1, 2, 3)', '--patience-card-face': 'rgb(4, 5, 6)' });
    expect(table()).toBe('rgb(1, 2, 3)');
    expect(faces().length).toBeGreaterThan(0);
    for (const face of faces()) expect(face).toBe('rgb(4, 5, 6)');

    await change({ lang: 'fr' });
    await waitFor(() => expect(q('.toolbar')!.textContent).toContain('Nouvelle partie'));
    // The game played on: still the deal the seed control chose, on the same element.
    expect(el.state!.seed).toBe('7');
  },
};
