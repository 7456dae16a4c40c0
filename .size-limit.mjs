// `npm run size`: the budgets of .size-limit.json, measured as the first load. Modules loaded on
// first use with a dynamic import() (the French and German words, the panels and the rules, the
// refused-move words, the win's celebration and panel, the glides, the keyboard, dragging and the spoken
// sentences of play (loaded right after the first paint), the guide, the solver's client and the words
// of hints, loaded by the first hint) are left out of the entry points' figures: each has a budget
// of its own in .size-limit.json.
import { readFileSync } from 'node:fs';

const lazy = [
  './locales/fr.js',
  './locales/de.js',
  './extras.js',
  './refusal-words.js',
  './win.js',
  './in-play.js',
  '../../controllers/drag-controller.js',
  './guide-mode.js',
  './solver-tasks.js',
  './spoken-words.js',
];
const checks = JSON.parse(readFileSync(new URL('./.size-limit.json', import.meta.url), 'utf8'));

export default checks.map((check) => {
  if (check.disablePlugins?.includes('@size-limit/esbuild')) return check;
  // A lazy module's own figure counts itself, not the modules it loads on use in turn.
  // The solver's client loads the solver itself only in its main-thread fallback (./handler.js).
  const external = lazy.filter((p) => !check.path.endsWith(p.slice(1)));
  if (check.path.endsWith('/solver-tasks.js')) external.push('./handler.js');
  return { ...check, modifyEsbuildConfig: (config) => ({ ...config, external: [...(config.external ?? []), ...external] }) };
});
