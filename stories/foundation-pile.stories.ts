import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html } from 'lit';
import '../src/index.js';
import { pileStoryParameters } from './support/story-table.js';
import { expectEveryApiRow } from './support/api-table.js';

const meta: Meta = {
  title: 'Elements/Foundation pile',
  component: 'foundation-pile',
  parameters: pileStoryParameters,
};
export default meta;

type Story = StoryObj;

/** `<foundation-pile>`: Lady Betty's show their base rank, and the suit once locked. */
export const FoundationPiles: Story = {
  render: () =>
    html`<story-table variant="lady-betty" seed="5"
      >${[1, 2, 3, 4].map((f) => html`<foundation-pile pile="foundation-${f}"></foundation-pile>`)}</story-table
    >`,
  play: async ({ canvasElement, argTypes }) => {
    expectEveryApiRow('foundation-pile', argTypes);
    const first = canvasElement.querySelector('foundation-pile')!;
    await waitFor(() => expect(first.shadowRoot!.querySelector('[part~="label"]')!.textContent).toContain('from 2'));
  },
};
