/**
 * The public events of `<patience-game>`, one class per event. All bubble and are composed, and
 * their `detail` is plain JSON.
 * @module
 */
export type { MoveRecord } from './move-record.js';
export type { PatienceGameProps, PatienceEventProps } from './jsx-props.js';
export * from './deal.js';
export * from './before-move.js';
export * from './move.js';
export * from './invalid-move.js';
export * from './undo.js';
export * from './redo.js';
export * from './win.js';
export * from './loss.js';
export * from './error.js';
export * from './stats.js';
export * from './guide-step.js';
