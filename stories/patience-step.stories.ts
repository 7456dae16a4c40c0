import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { html } from 'lit';
import '../src/index.js';
import { eventSpies, GAME_EVENTS, gameIn, type GameArgs } from './support/game-story.js';
import { expectEveryApiRow } from './support/api-table.js';

interface Args {
  /** The first step's `move` attribute. */
  first: string;
  /** The second step's `move` attribute. */
  second: string;
  onPatienceGuideStep: GameArgs['onPatienceGuideStep'];
  onPatienceError: GameArgs['onPatienceError'];
}

/** A Sir Tommy deal whose first card is the K♠ and whose second is the 3♣ (the Sir Tommy guide's start). */
const SEED = '1200';

const guide = ({ first, second, onPatienceGuideStep, onPatienceError }: Args) =>
  html`<patience-game
    variant="sir-tommy"
    seed=${SEED}
    guide
    no-stats
    hide-timer
    style="display: block; max-width: 720px"
    @patience-guide-step=${onPatienceGuideStep}
    @patience-error=${onPatienceError}
    ><patience-step move=${first}>The <b>K♠</b> goes to waste pile 4, kept for high cards.</patience-step
    ><patience-step move=${second}>The <b>3♣</b> starts waste pile 1, where nothing high will cover it.</patience-step></patience-game
  >`;

const meta: Meta<Args> = {
  title: 'Elements/Patience step',
  component: 'patience-step',
  args: {
    first: 'hand waste-4',
    second: 'hand waste-1',
    onPatienceGuideStep: eventSpies()[GAME_EVENTS['patience-guide-step']],
    onPatienceError: eventSpies()[GAME_EVENTS['patience-error']],
  },
  argTypes: {
    first: { name: 'move (step 1)', control: 'text', description: "The first step's `move` attribute.", table: { category: 'this guide' } },
    second: {
      name: 'move (step 2)',
      control: 'text',
      description: "The second step's `move` attribute.",
      table: { category: 'this guide' },
    },
    // The manifest's own `move` row documents the attribute; the two controls above set it on the steps.
    ...({ move: { control: false } } as object),
    onPatienceGuideStep: { table: { disable: true } },
    onPatienceError: { table: { disable: true } },
  },
  render: guide,
  parameters: {
    docs: {
      description: {
        component:
          '`<patience-step move="…">caption</patience-step>` is one step of a guide, a child of `<patience-game guide>`. It has no shadow root: ' +
          "its caption is the page's own HTML, shown under the table while the step is the current one (the others are `hidden`). " +
          'Its one attribute, `move`, is the move the step plays, written like a line of `historyText`: `hand waste-4`, `hand → waste-4`, ' +
          '`KS hand → waste-4`, `9S 8S tableau-1 tableau-2` (cards, when named, say how many move and are checked). ' +
          'A step that cannot be read or played where it stands fires `patience-error` (code `bad-guide`) and the guide stops before it. ' +
          "Here: a guide of two steps; change a step's move in the Controls.",
      },
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

const game = gameIn;

/** Two steps: Next plays the first step's move and shows its caption only, then the second's. */
export const TwoSteps: Story = {
  play: async ({ canvasElement, args, argTypes }) => {
    expectEveryApiRow('patience-step', argTypes);
    const el = game(canvasElement);
    const steps = [...el.querySelectorAll('patience-step')];
    expect(steps.map((s) => s.move)).toEqual(['hand waste-4', 'hand waste-1']);
    await waitFor(() => expect(el.shadowRoot?.querySelector('.guide-next')).toBeTruthy());
    await el.updateComplete;
    const next = el.shadowRoot!.querySelector<HTMLButtonElement>('.guide-next')!;
    const progress = () => el.shadowRoot!.querySelector('.guide-progress')!.textContent;
    const top = (pile: string) => el.state!.piles[pile].cards.at(-1);
    next.click();
    await el.updateComplete;
    expect(progress()).toBe('Step 1 of 2');
    expect(top('waste-4')).toBe('KS');
    expect(steps.map((s) => s.hidden)).toEqual([false, true]);
    // The caption shown is the step's own content, slotted under the table.
    expect(steps[0].getBoundingClientRect().height).toBeGreaterThan(0);
    expect(steps[1].getBoundingClientRect().height).toBe(0);
    next.click();
    await el.updateComplete;
    expect(progress()).toBe('Step 2 of 2');
    expect(top('waste-1')).toBe('3C');
    expect(steps.map((s) => s.hidden)).toEqual([true, false]);
    await waitFor(() => expect(args.onPatienceGuideStep).toHaveBeenCalled());
    expect(args.onPatienceError).not.toHaveBeenCalled();
  },
};

/** A step whose move cannot be played (the 3♣ cannot start a foundation): `patience-error`, code `bad-guide`, and the guide stops before it. */
export const StepThatCannotBePlayed: Story = {
  args: { second: 'hand foundation-1' },
  play: async ({ canvasElement, args }) => {
    const el = game(canvasElement);
    await waitFor(() => expect(args.onPatienceError).toHaveBeenCalled());
    const error = (args.onPatienceError as unknown as { mock: { calls: [CustomEvent<{ code: string }>][] } }).mock.calls[0][0];
    expect(error.detail.code).toBe('bad-guide');
    await waitFor(() => expect(el.shadowRoot?.querySelector('.guide-next')).toBeTruthy());
    await el.updateComplete;
    // The guide has one playable step: after it, Next is disabled.
    el.shadowRoot!.querySelector<HTMLButtonElement>('.guide-next')!.click();
    await el.updateComplete;
    expect(el.state!.piles['waste-4'].cards.at(-1)).toBe('KS');
    expect(el.shadowRoot!.querySelector('.guide-progress')!.textContent).toBe('Step 1 of 1');
    expect(el.shadowRoot!.querySelector('.guide-next')!.getAttribute('aria-disabled')).toBe('true');
  },
};
