/**
 * What `<patience-game>` needs once the player plays, not for the first paint (issue #9): the glides
 * of the cards (motion.ts) and the decorative cards they and the win's celebration draw (stand-in.ts),
 * the keyboard (keyboard.ts), and the styles of the deal menu's form, the
 * New game question and the `?` panel (in-play.styles.ts). Loaded with a dynamic `import()` right
 * after the first paint; `updateComplete` waits for it.
 * @module
 */
export { Motion, parseDuration, touchedPiles } from '../../controllers/motion.js';
export { handleKey, neighbourArea } from '../../controllers/keyboard.js';
export { adopt } from './in-play.styles.js';
export { standInCard, standInRoot } from '../internal/stand-in.js';
