import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, render, type TemplateResult } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../src/components/playing-card/playing-card.js';
import { RANK_LETTERS, SUITS } from '../src/engine/cards.js';
import { useCourtFigures } from '../src/card-sets/court-figures.js';
import { setCourtRenderer } from '../src/components/playing-card/card-face.js';
import { expectEveryApiRow } from './support/api-table.js';

interface Args {
  card: string;
  faceDown: boolean;
  selected: boolean;
  fourColour: boolean;
  /** Hidden from screen readers (a card drawn as decoration). */
  decorative: boolean;
  lang: '' | 'en' | 'fr' | 'de';
  /** Card width in px, passed as `--patience-card-width`. */
  width: number;
}

/** Every card code, suit by suit: AC 2C … KC, AD … KS. */
const CODES: readonly string[] = SUITS.flatMap((s) => [...RANK_LETTERS].map((r) => `${r}${s}`));

const card = ({ card: code, faceDown, selected, fourColour, decorative, lang, width }: Args): TemplateResult =>
  html`<playing-card
    card=${code}
    ?face-down=${faceDown}
    ?selected=${selected}
    ?four-colour=${fourColour}
    ?decorative=${decorative}
    lang=${lang || 'en'}
    style="--patience-card-width: ${width}px"
  ></playing-card>`;

const sheet = (width: number, codes: readonly string[] = CODES): TemplateResult =>
  html`<div
    style="display: flex; flex-wrap: wrap; align-items: flex-start; gap: ${Math.max(4, width / 12)}px;
    padding: 12px; background: #2e7d4f; --patience-card-width: ${width}px"
  >
    ${codes.map((c) => html`<playing-card card=${c}></playing-card>`)}
  </div>`;

const meta: Meta<Args> = {
  title: 'Elements/Playing card',
  component: 'playing-card',
  args: { card: 'QS', faceDown: false, selected: false, fourColour: false, decorative: false, lang: '', width: 72 },
  argTypes: {
    card: { control: 'select', options: [...CODES, '10H', 'ZZ'] },
    faceDown: { name: 'face-down', control: 'boolean', table: { category: 'attributes' } },
    selected: { control: 'boolean' },
    fourColour: { name: 'four-colour', control: 'boolean', table: { category: 'attributes' } },
    decorative: { control: 'boolean' },
    lang: { control: 'inline-radio', options: ['', 'en', 'fr', 'de'], table: { category: 'attributes' } },
    // The manifest lists the attributes under their own names too; these controls are the ones above.
    ...(Object.fromEntries(['face-down', 'four-colour'].map((k) => [k, { table: { disable: true } }])) as object),
    width: { name: '--patience-card-width (px)', control: { type: 'range', min: 24, max: 140, step: 1 } },
  },
  render: card,
};
export default meta;

type Story = StoryObj<Args>;

/** One card; pick it with the `card` control. */
export const Single: Story = {
  // The docs page's API table has a row for everything custom-elements.json lists.
  play: ({ argTypes }) => expectEveryApiRow('playing-card', argTypes),
};

/** All 52 cards at 96 px, the smallest width with the classic index (rank above suit). */
export const FullDeck: Story = {
  render: () => sheet(96),
  parameters: { controls: { disable: true } },
};

/** The back: a navy lattice in a white margin, themable with `--patience-card-back` and `--patience-card-back-accent`. */
export const FaceDown: Story = {
  args: { faceDown: true },
};

/** Two themed backs next to the default. */
export const ThemedBacks: Story = {
  render: () =>
    html`<div style="display: flex; gap: 12px; align-items: flex-start">
      <playing-card face-down></playing-card>
      <playing-card
        face-down
        style="--patience-card-back: repeating-linear-gradient(90deg, #8b1a1a 0 3px, #a52a2a 3px 6px);
        --patience-card-back-accent: #e0b050"
      ></playing-card>
      <playing-card face-down style="--patience-card-back-accent: #d64545"></playing-card>
    </div>`,
  parameters: { controls: { disable: true } },
};

/** A selected card gets a ring in `--patience-highlight`. */
export const Selected: Story = {
  args: { card: '7H', selected: true },
};

/** 28 px wide: the index sits beside the rank and the centre shows one large suit symbol. */
export const Tiny: Story = {
  args: { card: 'TH' },
  render: (args) =>
    html`${card({ ...args, width: 28 })}
      <div style="margin-top: 12px">${sheet(28, ['AS', 'TH', 'KC', 'QD', 'JS', '7H', '5C'])}</div>`,
};

/** 120 px wide: classic corner indices, pips and court panels. */
export const Large: Story = {
  args: { card: 'KH', width: 120 },
};

/** A fanned column as piles lay it out: only the top 20 % of each covered card shows. */
export const Fanned: Story = {
  render: ({ width }) => {
    const codes = ['KS', 'QH', 'JC', 'TD', '9S', '8H', '7C'];
    const step = width * 1.4 * 0.2;
    return html`<div
      style="position: relative; width: ${width}px; height: ${width * 1.4 + step * (codes.length - 1)}px;
        --patience-card-width: ${width}px"
    >
      ${codes.map((c, i) => html`<playing-card card=${c} style="position: absolute; left: 0; top: ${i * step}px"></playing-card>`)}
    </div>`;
  },
};

/**
 * The optional court figures (`patience-elements/court-figures`): after `useCourtFigures()`, every
 * jack, queen and king 48 px and wider shows a drawn, double-headed figure.
 */
export const CourtFigures: Story = {
  beforeEach: () => {
    useCourtFigures();
    return () => setCourtRenderer(null);
  },
  render: () => sheet(110, ['JC', 'QC', 'KC', 'JD', 'QD', 'KD', 'JH', 'QH', 'KH', 'JS', 'QS', 'KS']),
  parameters: { controls: { disable: true } },
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('playing-card')];
    await waitFor(() => expect(cards.every((c) => c.shadowRoot?.querySelector('svg.court-figure'))).toBe(true));
  },
};

/** Four-colour suits and French indices: clubs green, diamonds blue; R, D, V for roi, dame, valet. */
export const FourColourFrench: Story = {
  render: () =>
    html`<div lang="fr" style="display: flex; gap: 8px">
      ${['KC', 'QD', 'JH', 'AS'].map((c) => html`<playing-card four-colour card=${c} style="--patience-card-width: 96px"></playing-card>`)}
    </div>`,
  parameters: { controls: { disable: true } },
  play: async ({ canvasElement }) => {
    const king = canvasElement.querySelector('playing-card')!;
    await waitFor(() => expect(king.shadowRoot!.querySelector('[part~="rank"]')!.textContent!.trim()).toBe('R'));
    expect(getComputedStyle(king.shadowRoot!.querySelector('[part~="rank"]')!).color).toBe('rgb(10, 122, 47)');
  },
};

/** Every control works: each set as the Controls panel sets it (an arg of the same render) and measured. */
export const EveryControl: Story = {
  play: async ({ canvasElement, args }) => {
    const host = document.createElement('div');
    canvasElement.append(host);
    const shown = async (change: Partial<Args>): Promise<HTMLElement & { label: string }> => {
      render(html``, host);
      render(card({ ...args, ...change }), host);
      const el = host.querySelector('playing-card') as HTMLElement & { label: string; updateComplete: Promise<boolean> };
      await el.updateComplete;
      return el;
    };
    const inner = (el: HTMLElement, s: string) => el.shadowRoot!.querySelector(s) as HTMLElement | null;
    let el = await shown({ card: 'KH' });
    expect(el.label).toBe('king of hearts');
    el = await shown({ faceDown: true });
    expect(inner(el, '[part~="back"]')).not.toBeNull();
    el = await shown({ selected: true });
    expect(inner(el, '.base')!.classList.contains('selected')).toBe(true);
    el = await shown({ card: 'KC', fourColour: true });
    expect(getComputedStyle(inner(el, '.base')!).color).toBe('rgb(10, 122, 47)');
    expect(inner(el, '.base')!.getAttribute('role')).toBe('img');
    el = await shown({ decorative: true });
    expect(inner(el, '.base')!.getAttribute('role')).toBe('presentation');
    expect(inner(el, '.base')!.getAttribute('aria-hidden')).toBe('true');
    el = await shown({ card: 'KC', lang: 'de' });
    await waitFor(() => expect(el.label).toBe('Kreuz-König'));
    el = await shown({ width: 100 });
    expect(Math.round(el.getBoundingClientRect().width)).toBe(100);
    render(html``, host);
    host.remove();
  },
};
