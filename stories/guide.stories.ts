import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import '../src/index.js';
import { guideMarkup, guides } from './support/guides.js';
import { gameIn } from './support/game-story.js';

/**
 * Guides: a `<patience-game guide>` with one `<patience-step move="…">caption</patience-step>` per
 * move (README "Guides"). One story per seed game, each written from its strategy points, every step
 * checked legal by the tests.
 */
const meta: Meta = {
  title: 'Guides/Strategy examples',
  component: 'patience-game',
  parameters: {
    docs: {
      description: {
        component:
          'Markup alone: `<patience-game variant="…" seed="…" guide>` with `<patience-step move="hand waste-4">caption</patience-step>` children. ' +
          'Next / Previous / Restart (or ← and →) step through the moves; "Your turn" hands the position over; a step that cannot be played fires `patience-error` (`bad-guide`).',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

const game = gameIn;

/** Each guide's story: it loads, Next plays the first step, Previous takes it back. */
function story(variant: string): Story {
  const g = guides[variant];
  return {
    name: g.title,
    render: () => guideMarkup(variant, g),
    play: async ({ canvasElement }) => {
      const el = game(canvasElement);
      await waitFor(() => expect(el.shadowRoot?.querySelector('.guide-next')).toBeTruthy());
      await el.updateComplete;
      const next = el.shadowRoot!.querySelector<HTMLButtonElement>('.guide-next')!;
      const before = JSON.stringify(el.state!.piles);
      next.click();
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.guide-progress')!.textContent).toBe(`Step 1 of ${g.steps.length}`);
      expect(JSON.stringify(el.state!.piles)).not.toBe(before);
      el.shadowRoot!.querySelector<HTMLButtonElement>('.guide-prev')!.click();
      await el.updateComplete;
      expect(JSON.stringify(el.state!.piles)).toBe(before);
    },
  };
}

export const SirTommy: Story = story('sir-tommy');
export const LadyBetty: Story = story('lady-betty');
export const LadyCadogan: Story = story('lady-cadogan');
