import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html } from 'lit';
import '../src/index.js';
import { pileStoryParameters } from './support/story-table.js';
import { expectEveryApiRow } from './support/api-table.js';

const meta: Meta = {
  title: 'Elements/Tableau pile',
  component: 'tableau-pile',
  parameters: pileStoryParameters,
};
export default meta;

type Story = StoryObj;

/** `<tableau-pile>`: Lady Cadogan's piles, face-down cards overlapping tightly, face-up ones fanned. */
export const TableauPiles: Story = {
  render: () =>
    html`<story-table variant="lady-cadogan" seed="5"
      >${[1, 4, 7, 10].map((p) => html`<tableau-pile pile="tableau-${p}"></tableau-pile>`)}</story-table
    >`,
  play: async ({ canvasElement, argTypes }) => {
    expectEveryApiRow('tableau-pile', argTypes);
    const last = canvasElement.querySelector('tableau-pile[pile="tableau-10"]')!;
    await waitFor(() => expect(last.shadowRoot!.querySelectorAll('[part~="card"][face-down]').length).toBeGreaterThan(0));
  },
};
