import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html } from 'lit';
import '../src/index.js';
import type { PatienceGame } from '../src/index.js';

interface Args {
  variant: string;
  seed: string;
  autoPlay: 'safe' | 'off';
  width: number;
}

const meta: Meta<Args> = {
  title: 'Elements/Patience game',
  component: 'patience-game',
  args: { variant: 'sir-tommy', seed: '42', autoPlay: 'safe', width: 760 },
  argTypes: {
    variant: { control: 'select', options: ['sir-tommy', 'lady-betty', 'lady-cadogan'] },
    seed: { control: 'text' },
    autoPlay: { name: 'auto-play', control: 'inline-radio', options: ['safe', 'off'] },
    width: { name: 'width (px)', control: { type: 'range', min: 320, max: 1200, step: 10 } },
  },
  render: ({ variant, seed, autoPlay, width }) =>
    html`<patience-game style="width: ${width}px; max-width: 100%" variant=${variant} seed=${seed} auto-play=${autoPlay}></patience-game>`,
};
export default meta;

type Story = StoryObj<Args>;

const game = (canvas: HTMLElement) => canvas.querySelector('patience-game') as PatienceGame;

/** Sir Tommy (RULES.md §1): place every card from the stock on a foundation or one of four waste piles. */
export const SirTommy: Story = {
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(el.state!.seed).toBe('42'));
    expect(el.play({ from: 'hand', to: 'waste-1' })).toBe(true);
    expect(el.state!.piles['waste-1'].cards).toHaveLength(1);
  },
};

/**
 * Lady Betty (RULES.md §2): six waste piles, foundations from 2, 3, 4 and 5, locked to a suit and
 * wrapping from king to ace. Deal 3 can be won without seeing the cards ahead.
 */
export const LadyBetty: Story = {
  args: { variant: 'lady-betty', seed: '3' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(el.state!.variant).toBe('lady-betty'));
    expect(Object.keys(el.state!.piles).filter((id) => id.startsWith('waste-'))).toHaveLength(6);
  },
};

/** Lady Cadogan (RULES.md §3): ten tableau piles of 0 … 9 cards, in-suit runs move together, a seven-card stock. */
export const LadyCadogan: Story = {
  args: { variant: 'lady-cadogan', seed: '42' },
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(el.state!.variant).toBe('lady-cadogan'));
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
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('tableau-pile')).toHaveLength(10));
    const base = el.shadowRoot!.querySelector('[part~="base"]') as HTMLElement;
    expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
  },
};

/** Themed with custom properties: a blue table, red card backs, smaller cards. */
export const Themed: Story = {
  render: () => html`<patience-game
    seed="7"
    style="width: 700px; --patience-table: #17375e; --patience-card-back: #8b1a1a; --patience-card-back-accent: #e0a0a0; --patience-card-max-width: 80px"
  ></patience-game>`,
};

const RANKS_DOWN = ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
const BY_RANKS = RANKS_DOWN.flatMap((r) => ['C', 'D', 'H', 'S'].map((s) => r + s));

/** The "You won" panel: moves, time and the record (no celebration: `no-animation`). */
export const Won: Story = {
  render: () => html`<patience-game
    style="width: 640px"
    no-animation
    .deck=${[...BY_RANKS, 'AC', 'AD', 'AH', 'AS']}
  ></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(el.state).not.toBeNull());
    for (const code of BY_RANKS) el.play({ from: 'hand', to: `waste-${'CDHS'.indexOf(code[1]) + 1}` });
    await el.updateComplete;
    expect(el.state!.status).toBe('won');
    await waitFor(() => expect(el.shadowRoot!.querySelector('[part~="won-panel"]')!.textContent).toContain('You won'));
  },
};

/** Nineteen cards on one waste pile in an element 600 px tall: the fan compresses to fit. */
export const TallPile: Story = {
  render: () => html`<patience-game
    style="width: 600px; height: 600px"
    auto-play="off"
    no-animation
    .deck=${[...BY_RANKS, 'AC', 'AD', 'AH', 'AS']}
  ></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(el.state).not.toBeNull());
    for (let i = 0; i < 19; i++) el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    await el.updateComplete;
    const box = el.getBoundingClientRect();
    const pile = el.shadowRoot!.querySelector('waste-pile[pile="waste-1"]')!;
    await waitFor(() => {
      const last = [...pile.shadowRoot!.querySelectorAll('[part~="card"]')].at(-1)!.getBoundingClientRect();
      expect(last.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
    });
  },
};
