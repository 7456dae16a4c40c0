import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html } from 'lit';
import '../src/index.js';
import type { PatienceGame } from '../src/index.js';
import { layoutOf } from '../src/engine/layout.js';
import { getVariant, variantIds } from '../src/variants/index.js';

const meta: Meta = {
  title: 'Games/Every game',
  component: 'patience-game',
  parameters: {
    docs: {
      description: {
        component:
          'Every game of the registry (`variantIds` from `patience-elements/variants`), dealt from seed 1: a game added to the registry appears here without an edit. ' +
          'Pick one in the Controls of "Elements/Patience game" to play it with every other control.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

/** Every game, one table each, at 560 px. */
export const EveryGame: Story = {
  render: () =>
    html`<div style="display: grid; gap: 16px">
      ${variantIds.map((id) => html`<patience-game variant=${id} seed="1" no-animation style="width: 560px; max-width: 100%"></patience-game>`)}
    </div>`,
  play: async ({ canvasElement }) => {
    const games = [...canvasElement.querySelectorAll<PatienceGame>('patience-game')];
    expect(games.map((g) => g.variant)).toEqual([...variantIds]);
    for (const el of games) {
      await waitFor(() => expect(el.state).not.toBeNull());
      await el.updateComplete;
      const layout = layoutOf(getVariant(el.variant));
      // Every pile of the game is on the table, and the cards dealt are all there.
      const shown = [...el.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')].flatMap((p) => [
        ...p.shadowRoot!.querySelectorAll<HTMLElement>('[data-pile]'),
      ]);
      expect(shown.map((a) => a.dataset.pile).sort()).toEqual([...layout.ids].sort());
      const cards = Object.values(el.state!.piles).reduce((n, p) => n + p.cards.length, 0);
      expect(cards).toBe(layout.cardCount);
    }
  },
};
