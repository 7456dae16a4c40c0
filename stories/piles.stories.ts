import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html } from 'lit';
import '../src/index.js';
import './support/story-table.js';
import type { Move } from '../src/engine/rules.js';

/** Sir Tommy deal 5, after placing the first ten cards on the first two waste piles. */
const TEN_PLACED: Move[] = Array.from({ length: 10 }, (_, i) => ({ from: 'hand', to: i < 6 ? 'waste-1' : 'waste-2' }));

const meta: Meta = {
  title: 'Elements/Piles',
  parameters: {
    docs: {
      description: {
        component:
          'The pile elements only show a game: they read it from the enclosing `<patience-game>` through context and ask it to move cards. Here each one sits in a small stand-in table.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

/** `<stock-pile>`: the face-down stock with its count, and the hand (the card waiting to be placed). */
export const StockPile: Story = {
  render: () => html`<story-table variant="sir-tommy" seed="5"><stock-pile></stock-pile></story-table>`,
  play: async ({ canvasElement }) => {
    const pile = canvasElement.querySelector('stock-pile')!;
    await waitFor(() => expect(pile.shadowRoot!.querySelector('[part~="count"]')!.textContent).toBe('51'));
    expect(pile.shadowRoot!.querySelectorAll('[part~="hand"] [part~="card"]')).toHaveLength(1);
  },
};

/** `<waste-pile>`: fanned down so every card shows; only the top card plays. */
export const WastePile: Story = {
  render: () =>
    html`<story-table variant="sir-tommy" seed="5" .moves=${TEN_PLACED}
      ><waste-pile pile="waste-1"></waste-pile><waste-pile pile="waste-2"></waste-pile><waste-pile pile="waste-3"></waste-pile
    ></story-table>`,
  play: async ({ canvasElement }) => {
    const pile = canvasElement.querySelector('waste-pile[pile="waste-1"]')!;
    await waitFor(() => expect(pile.shadowRoot!.querySelectorAll('[part~="card"]').length).toBeGreaterThan(3));
  },
};

/** `<foundation-pile>`: Lady Betty's show their base rank, and the suit once locked. */
export const FoundationPiles: Story = {
  render: () =>
    html`<story-table variant="lady-betty" seed="5"
      >${[1, 2, 3, 4].map((f) => html`<foundation-pile pile="foundation-${f}"></foundation-pile>`)}</story-table
    >`,
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('foundation-pile')!;
    await waitFor(() => expect(first.shadowRoot!.querySelector('[part~="label"]')!.textContent).toContain('from 2'));
  },
};

/** `<tableau-pile>`: Lady Cadogan's piles, face-down cards overlapping tightly, face-up ones fanned. */
export const TableauPiles: Story = {
  render: () =>
    html`<story-table variant="lady-cadogan" seed="5"
      >${[1, 4, 7, 10].map((p) => html`<tableau-pile pile="tableau-${p}"></tableau-pile>`)}</story-table
    >`,
  play: async ({ canvasElement }) => {
    const last = canvasElement.querySelector('tableau-pile[pile="tableau-10"]')!;
    await waitFor(() => expect(last.shadowRoot!.querySelectorAll('[part~="card"][face-down]').length).toBeGreaterThan(0));
  },
};
