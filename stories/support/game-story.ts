/**
 * Stories only: `<patience-game>` as Storybook renders it. Every control is an attribute of the
 * element (named as the attribute) or one of its `--patience-*` custom properties, so what the
 * Controls panel shows is what a page writes; every `patience-*` event is bound to an action spy
 * (`fn()`), so the Actions panel logs each one and play functions can count them.
 */
import type { PatienceGame } from '../../src/index.js';
import { variantIds } from '../../src/variants/index.js';
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { fn } from 'storybook/test';
import { declarationOf } from './api-table.js';
import type { ArgTypes } from '@storybook/web-components-vite';

/** The events `<patience-game>` dispatches, and the arg each one is logged under. */
export const GAME_EVENTS = {
  'patience-deal': 'onPatienceDeal',
  'patience-before-move': 'onPatienceBeforeMove',
  'patience-move': 'onPatienceMove',
  'patience-invalid-move': 'onPatienceInvalidMove',
  'patience-undo': 'onPatienceUndo',
  'patience-redo': 'onPatienceRedo',
  'patience-win': 'onPatienceWin',
  'patience-loss': 'onPatienceLoss',
  'patience-stats': 'onPatienceStats',
  'patience-error': 'onPatienceError',
  'patience-guide-step': 'onPatienceGuideStep',
} as const;

type EventArg = (typeof GAME_EVENTS)[keyof typeof GAME_EVENTS];

/** The story's args: the element's attributes, a width, the custom properties, the event spies. */
export type GameArgs = {
  variant: string;
  seed: string;
  'auto-play': 'safe' | 'off';
  theme: 'classic' | 'dark' | 'contrast';
  'four-colour': boolean;
  lang: '' | 'en' | 'fr' | 'de';
  'hide-timer': boolean;
  'hide-counter': boolean;
  'no-animation': boolean;
  'no-stats': boolean;
  'no-settings': boolean;
  persist: string;
  /** `winnable`: every new deal is one the solver proved winnable. */
  deal: '' | 'winnable';
  /** The element's width in px (a style, not an attribute). */
  width: number;
} & Partial<Record<`--patience-${string}`, string>> &
  Record<EventArg, (e: Event) => void>;

/** Fresh spies for every event (one set per story, so play functions count their own). */
export const eventSpies = (): Record<EventArg, (e: Event) => void> =>
  Object.fromEntries(Object.values(GAME_EVENTS).map((name) => [name, fn().mockName(name)])) as unknown as Record<
    EventArg,
    (e: Event) => void
  >;

export const gameArgs = (): GameArgs => ({
  variant: 'sir-tommy',
  seed: '42',
  'auto-play': 'safe',
  theme: 'classic',
  'four-colour': false,
  lang: '',
  'hide-timer': false,
  'hide-counter': false,
  'no-animation': false,
  'no-stats': false,
  'no-settings': false,
  persist: '',
  deal: '',
  width: 760,
  ...eventSpies(),
});

/** Custom properties offered as colour controls (the rest are in the Theming docs page). */
const COLOUR_PROPS = [
  '--patience-table',
  '--patience-table-text',
  '--patience-card-back',
  '--patience-card-face',
  '--patience-card-red',
  '--patience-card-black',
  '--patience-highlight',
  '--patience-focus-ring',
  '--patience-menu-background',
];

export const gameArgTypes: Partial<ArgTypes<GameArgs>> = {
  variant: { control: 'select', options: [...variantIds] },
  seed: { control: 'text' },
  'auto-play': { control: 'inline-radio', options: ['safe', 'off'] },
  theme: { control: 'inline-radio', options: ['classic', 'dark', 'contrast'] },
  'four-colour': { control: 'boolean' },
  lang: {
    control: { type: 'inline-radio', labels: { '': "the page's" } },
    options: ['', 'en', 'fr', 'de'],
    description: "The element's language (empty: the page's); a global attribute the element follows.",
    table: { category: 'attributes' },
  },
  'hide-timer': { control: 'boolean' },
  'hide-counter': { control: 'boolean' },
  'no-animation': { control: 'boolean' },
  'no-stats': { control: 'boolean' },
  'no-settings': { control: 'boolean' },
  persist: { control: 'text' },
  deal: {
    control: { type: 'inline-radio', labels: { '': 'any' } },
    options: ['', 'winnable'],
    description: 'Deals: any (empty), or only deals the solver proved winnable.',
  },
  width: { name: 'width', description: "The element's width in px (a style).", control: { type: 'range', min: 260, max: 1200, step: 10 } },
  // Every custom property is a control (the style sets it): the colours a colour picker, the rest text.
  ...Object.fromEntries((declarationOf('patience-game')?.cssProperties ?? []).map((p) => [p.name, { control: 'text' }])),
  ...Object.fromEntries(COLOUR_PROPS.map((p) => [p, { control: 'color' }])),
  ...Object.fromEntries(Object.values(GAME_EVENTS).map((name) => [name, { table: { disable: true } }])),
  // The manifest also lists the properties of the attributes under their own names: the rows and
  // controls are the attributes'.
  ...Object.fromEntries(
    ['autoPlay', 'fourColour', 'hideTimer', 'hideCounter', 'noAnimation', 'noStats', 'noSettings'].map((name) => [
      name,
      { table: { disable: true } },
    ]),
  ),
  // Documented, with no control here: the guide's own stories show `guide` and `start`; `deck` and
  // `winnableWaitMs` are set by script (the read-only properties have no control either).
  ...Object.fromEntries(['deck', 'guide', 'start', 'winnableWaitMs'].map((name) => [name, { control: false }])),
};

/** The `style` of the element: its width and every `--patience-*` arg that is set. */
function styleOf(args: Partial<GameArgs>): string {
  const props = Object.entries(args)
    .filter(([k, v]) => k.startsWith('--patience-') && typeof v === 'string' && v !== '')
    .map(([k, v]) => `${k}: ${v}`);
  return [`width: ${args.width ?? 760}px`, 'max-width: 100%', ...props].join('; ');
}

/** `<patience-game>` with every control as its attribute and every event to its spy. */
export function renderGame(args: Partial<GameArgs>, slotted: TemplateResult | typeof nothing = nothing): TemplateResult {
  const on = (name: EventArg) => (e: Event) => (args[name] as ((e: Event) => void) | undefined)?.(e);
  return html`<patience-game
    style=${styleOf(args)}
    variant=${ifDefined(args.variant || undefined)}
    seed=${ifDefined(args.seed || undefined)}
    auto-play=${ifDefined(args['auto-play'])}
    theme=${ifDefined(args.theme)}
    lang=${ifDefined(args.lang || undefined)}
    persist=${ifDefined(args.persist || undefined)}
    deal=${ifDefined(args.deal || undefined)}
    ?four-colour=${args['four-colour']}
    ?hide-timer=${args['hide-timer']}
    ?hide-counter=${args['hide-counter']}
    ?no-animation=${args['no-animation']}
    ?no-stats=${args['no-stats']}
    ?no-settings=${args['no-settings']}
    @patience-deal=${on('onPatienceDeal')}
    @patience-before-move=${on('onPatienceBeforeMove')}
    @patience-move=${on('onPatienceMove')}
    @patience-invalid-move=${on('onPatienceInvalidMove')}
    @patience-undo=${on('onPatienceUndo')}
    @patience-redo=${on('onPatienceRedo')}
    @patience-win=${on('onPatienceWin')}
    @patience-loss=${on('onPatienceLoss')}
    @patience-stats=${on('onPatienceStats')}
    @patience-error=${on('onPatienceError')}
    @patience-guide-step=${on('onPatienceGuideStep')}
    >${slotted}</patience-game
  >`;
}

/** The `<patience-game>` a story rendered into its canvas. */
export const gameIn = (canvas: HTMLElement): PatienceGame => canvas.querySelector('patience-game') as PatienceGame;
