import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html } from 'lit';
import '../src/index.js';
import './support/story-table.js';

const meta: Meta = {
  title: 'Elements/Stock pile',
  component: 'stock-pile',
  parameters: {
    docs: {
      description: {
        component:
          'The pile elements only show a game: they read it from the enclosing `<patience-game>` through context and ask it to move cards. Here each sits in a small stand-in table that owns the game.',
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
