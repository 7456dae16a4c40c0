/**
 * What JSX may write on `<patience-game>`, as types only (no React, no runtime code): a React 19 (or
 * Preact) app with TypeScript declares the tag once with them (README "React and other JSX
 * frameworks").
 * @module
 */
import type { PatienceGame } from '../components/patience-game/patience-game.js';

/**
 * A listener prop for each `patience-*` event, as React 19 takes them (`on` + the exact event name):
 * `onpatience-move`, `onpatience-win`, … each given its event class.
 */
export type PatienceEventProps = {
  [K in keyof GlobalEventHandlersEventMap as K extends `patience-${string}` ? `on${K}` : never]?: (
    event: GlobalEventHandlersEventMap[K],
  ) => void;
};

/**
 * The props of `<patience-game>` in JSX: the properties whose attribute has the same name (`variant`,
 * `seed` as text or a number, `theme`, `persist`, `deal`, `guide`, `start`), the property-only ones
 * (`deck`, `winnableWaitMs`), the settings by their attribute spelling (`auto-play`, `four-colour`,
 * `no-animation`, …), and its events ({@link PatienceEventProps}). The camelCase spellings of those
 * settings (`autoPlay`, `hideTimer`) are left out on purpose: server rendering (react-dom/server,
 * Next.js) writes them as attributes the element does not read (`autoplay`, `hidetimer`), and
 * hydration does not set them again, so they were silently lost.
 */
export type PatienceGameProps = Partial<
  Pick<PatienceGame, 'variant' | 'deck' | 'persist' | 'theme' | 'deal' | 'winnableWaitMs' | 'guide' | 'start'>
> & {
  /** Text, or a finite integer number (dealt as its text). */
  seed?: string | number | null;
  'auto-play'?: 'safe' | 'off';
  'four-colour'?: boolean;
  'no-stats'?: boolean;
  'no-settings'?: boolean;
  'hide-timer'?: boolean;
  'hide-counter'?: boolean;
  'no-animation'?: boolean;
} & PatienceEventProps;
