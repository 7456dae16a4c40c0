/**
 * What `<patience-game>` needs once the player plays, not for the first paint (issue #9): the glides
 * of the cards (motion.ts) and the keyboard (keyboard.ts). Loaded with a dynamic `import()` right
 * after the first paint; `updateComplete` waits for it.
 * @module
 */
export { Motion, parseDuration, touchedPiles } from '../../controllers/motion.js';
export { handleKey, neighbourArea } from '../../controllers/keyboard.js';
