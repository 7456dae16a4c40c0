import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html } from 'lit';
import '../src/index.js';
import { pileStoryParameters } from './support/story-table.js';
import type { Move } from '../src/engine/rules.js';
import { expectEveryApiRow } from './support/api-table.js';

/** Sir Tommy deal 5, after placing the first ten cards on the first two waste piles. */
const TEN_PLACED: Move[] = Array.from({ length: 10 }, (_, i) => ({ from: 'hand', to: i < 6 ? 'waste-1' : 'waste-2' }));

const meta: Meta = {
  title: 'Elements/Waste pile',
  component: 'waste-pile',
  parameters: pileStoryParameters,
};
export default meta;

type Story = StoryObj;

/** `<waste-pile>`: fanned down so every card shows; only the top card plays. */
export const WastePile: Story = {
  render: () =>
    html`<story-table variant="sir-tommy" seed="5" .moves=${TEN_PLACED}
      ><waste-pile pile="waste-1"></waste-pile><waste-pile pile="waste-2"></waste-pile><waste-pile pile="waste-3"></waste-pile
    ></story-table>`,
  play: async ({ canvasElement, argTypes }) => {
    expectEveryApiRow('waste-pile', argTypes);
    const pile = canvasElement.querySelector('waste-pile[pile="waste-1"]')!;
    await waitFor(() => expect(pile.shadowRoot!.querySelectorAll('[part~="card"]').length).toBeGreaterThan(3));
  },
};
