/**
 * The rules engine: pure TypeScript, no DOM, no Lit. Runs in Node and in the browser.
 * @module
 */
export * from './cards.js';
export * from './deck.js';
export * from './vocabulary.js';
export * from './layout.js';
export * from './rules.js';
export * from './reasons.js';
export * from './game.js';
export * from './serialize.js';
export * from './describe.js';
export * from './notation.js';
export * from './solver.js';
export * from './hint.js';
