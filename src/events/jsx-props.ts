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
 * The props of `<patience-game>` in JSX: its properties (React 19 sets a prop the element has as a
 * property: `seed={42}`, `deck={[…]}`, `autoPlay="off"`), the attributes spelled with a hyphen (set
 * as attributes: `four-colour`, `no-animation`, …), and its events ({@link PatienceEventProps}).
 */
export type PatienceGameProps = Partial<
  Pick<
    PatienceGame,
    | 'variant'
    | 'deck'
    | 'autoPlay'
    | 'persist'
    | 'theme'
    | 'fourColour'
    | 'noStats'
    | 'noSettings'
    | 'hideTimer'
    | 'hideCounter'
    | 'noAnimation'
    | 'deal'
    | 'winnableWaitMs'
    | 'guide'
    | 'start'
  >
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
