import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html } from 'lit';
import '../src/index.js';
import type { PatienceGame } from '../src/index.js';

/** Live examples for the Theming page (stories/theming.mdx). */
const meta: Meta = {
  title: 'Guides/Theming examples',
  tags: ['!autodocs'],
};
export default meta;

type Story = StoryObj;

const game = (canvas: HTMLElement) => canvas.querySelector('patience-game') as PatienceGame;
const table = (el: PatienceGame) => getComputedStyle(el.shadowRoot!.querySelector('[part~="base"]')!).backgroundColor;

export const Classic: Story = {
  render: () => html`<patience-game variant="lady-cadogan" seed="5" style="width: 720px; max-width: 100%"></patience-game>`,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(game(canvasElement))).toBe('rgb(11, 107, 58)'));
  },
};

export const Dark: Story = {
  render: () => html`<patience-game variant="lady-cadogan" seed="5" theme="dark" style="width: 720px; max-width: 100%"></patience-game>`,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(game(canvasElement))).toBe('rgb(21, 25, 30)'));
  },
};

export const LargePrintHighContrast: Story = {
  render: () => html`<patience-game variant="lady-betty" seed="3" theme="contrast" style="width: 720px; max-width: 100%"></patience-game>`,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(game(canvasElement))).toBe('rgb(0, 0, 0)'));
  },
};

export const FourColourSuits: Story = {
  render: () => html`<patience-game variant="lady-cadogan" seed="5" four-colour style="width: 720px; max-width: 100%"></patience-game>`,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(game(canvasElement).matches(':state(four-colour)')).toBe(true));
  },
};

/** A site's own look with CSS alone: custom properties on the element, and `::part()` rules. */
export const RestyledWithCssAlone: Story = {
  render: () =>
    html`<style>
        .brand {
          --patience-table: #f3ecdc;
          --patience-table-glow: transparent;
          --patience-table-text: #3b2f1e;
          --patience-font: Georgia, 'Times New Roman', serif;
          --patience-placeholder-color: #6b5a3e;
          --patience-button-background: #fffaf0;
          --patience-border: #b9a683;
          --patience-menu-background: #fffaf0;
          --patience-card-back: repeating-linear-gradient(45deg, #7a1f2b 0 6px, #8e2a37 6px 12px);
          --patience-highlight: #d97706;
          --patience-focus-ring: #1d4ed8;
          --patience-badge-background: #7a1f2b;
        }
        .brand::part(base) {
          border: 2px solid #b9a683;
          border-radius: 4px;
          box-shadow: none;
        }
        .brand::part(card) {
          filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.25));
        }
        .brand::part(button) {
          border-radius: 999px;
          font-variant: small-caps;
        }
        .brand::part(title) {
          font-size: 1.3em;
        }
      </style>
      <patience-game class="brand" variant="lady-cadogan" seed="5" style="width: 720px; max-width: 100%"></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(table(el)).toBe('rgb(243, 236, 220)'));
    const button = el.shadowRoot!.querySelector('.toolbar .new-game')!;
    expect(getComputedStyle(button).fontVariantCaps).toBe('small-caps');
  },
};

/** Card backs from an image in the `card-back` slot. */
export const CardBackFromASlot: Story = {
  render: () =>
    html`<patience-game variant="lady-cadogan" seed="5" style="width: 720px; max-width: 100%"
      ><svg slot="card-back" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 70">
        <rect width="50" height="70" fill="#0f3d3e" />
        <circle cx="25" cy="35" r="16" fill="none" stroke="#e2b659" stroke-width="3" />
        <path d="M25 22l4 9h9l-7 6 3 10-9-6-9 6 3-10-7-6h9z" fill="#e2b659" /></svg
    ></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = game(canvasElement);
    await waitFor(() => {
      const back = el.shadowRoot!.querySelector('tableau-pile[pile="tableau-10"]')!.shadowRoot!.querySelector('[part~="back"]')!;
      expect(getComputedStyle(back).backgroundImage).toContain('data:image/svg+xml');
    });
  },
};

/** Languages: the same game in French and German, side by side (each element's `lang`). */
export const Languages: Story = {
  render: () =>
    html`<div style="display: grid; gap: 12px">
      <patience-game lang="fr" variant="sir-tommy" seed="12" style="width: 560px; max-width: 100%"></patience-game>
      <patience-game lang="de" variant="sir-tommy" seed="12" style="width: 560px; max-width: 100%"></patience-game>
    </div>`,
  play: async ({ canvasElement }) => {
    const [fr, de] = [...canvasElement.querySelectorAll('patience-game')] as PatienceGame[];
    await waitFor(() => {
      expect(fr.shadowRoot!.querySelector('.toolbar')!.textContent).toContain('Nouvelle partie');
      expect(de.shadowRoot!.querySelector('.toolbar')!.textContent).toContain('Neues Spiel');
    });
  },
};
