/**
 * Compile-only check (run by `npm run typecheck`; never executed) of README "React and other JSX
 * frameworks": the declaration a React 19 + TypeScript app writes once, as the README gives it, then
 * what `<patience-game …>` in TSX is checked against (`JSX.IntrinsicElements['patience-game']`): the
 * props React 19 sets as properties (`seed={42}`, `deck`), the settings by their attribute spelling
 * (`auto-play`: the camelCase `autoPlay` is rejected, as server rendering loses it), `ref`, and the
 * `onpatience-*` listeners with their event classes. `// @ts-expect-error` lines prove wrong props are
 * rejected. (Without the declaration, `<patience-game>` in TSX fails: TS2339, no such intrinsic element.)
 */
import type { JSX } from 'react';
import { variantIds, type PatienceGame, type PatienceGameProps, type PatienceStep } from '../../src/index.js';

// --- As in the README ---
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React declares JSX as a namespace; this adds to it
  namespace JSX {
    interface IntrinsicElements {
      'patience-game': HTMLAttributes<PatienceGame> & RefAttributes<PatienceGame> & PatienceGameProps;
      'patience-step': HTMLAttributes<PatienceStep> & { move?: string };
    }
  }
}
// ---

type GameProps = JSX.IntrinsicElements['patience-game'];

export function reactProps(ref: { current: PatienceGame | null }): GameProps[] {
  const ok: GameProps = {
    ref,
    variant: variantIds[0],
    seed: 42,
    deck: ['AS', '2S'],
    'auto-play': 'off',
    'four-colour': true,
    'no-animation': true,
    'hide-timer': true,
    className: 'brand',
    lang: 'fr',
    'onpatience-move': (e) => e.detail.moves.toFixed(),
    'onpatience-win': (e) => e.detail.elapsedMs.toFixed(),
    'onpatience-error': (e) => e.detail.code === 'missing-file',
    'onpatience-before-move': (e) => e.preventDefault(),
  };
  // @ts-expect-error auto-play is 'safe' or 'off'
  const badAutoPlay: GameProps = { 'auto-play': 'always' };
  // @ts-expect-error camelCase settings are lost in server rendering (written as `autoplay`): auto-play
  const camelAutoPlay: GameProps = { autoPlay: 'off' };
  // @ts-expect-error the same for hideTimer (written as `hidetimer`): hide-timer
  const camelHideTimer: GameProps = { hideTimer: true };
  // @ts-expect-error a seed is text or a number
  const badSeed: GameProps = { seed: {} };
  // @ts-expect-error a move has no `winner` in its detail
  const badDetail: GameProps = { 'onpatience-move': (e) => e.detail.winner };
  // @ts-expect-error there is no patience-moved event
  const badEvent: GameProps = { 'onpatience-moved': () => undefined };
  const step: JSX.IntrinsicElements['patience-step'] = { move: 'hand foundation-1', children: 'Caption' };
  return [ok, badAutoPlay, camelAutoPlay, camelHideTimer, badSeed, badDetail, badEvent, step as GameProps];
}
