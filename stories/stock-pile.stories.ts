import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html } from 'lit';
import '../src/index.js';
import { pileStoryParameters } from './support/story-table.js';
import { expectEveryApiRow } from './support/api-table.js';

const meta: Meta = {
  title: 'Elements/Stock pile',
  component: 'stock-pile',
  parameters: pileStoryParameters,
};
export default meta;

type Story = StoryObj;

/** `<stock-pile>`: the face-down stock with its count, and the hand (the card waiting to be placed). */
export const StockPile: Story = {
  render: () => html`<story-table variant="sir-tommy" seed="5"><stock-pile></stock-pile></story-table>`,
  play: async ({ canvasElement, argTypes }) => {
    expectEveryApiRow('stock-pile', argTypes);
    const pile = canvasElement.querySelector('stock-pile')!;
    await waitFor(() => expect(pile.shadowRoot!.querySelector('[part~="count"]')!.textContent).toBe('51'));
    expect(pile.shadowRoot!.querySelectorAll('[part~="hand"] [part~="card"]')).toHaveLength(1);
  },
};
