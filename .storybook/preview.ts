import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import { configure } from 'storybook/test';
import manifest from '../custom-elements.json';
import { extractArgTypes } from '../stories/support/api-table.js';

// `waitFor` in play functions waits up to 15 s (Testing Library's default is 1 s). The timeout only
// bounds a hang: on a loaded CI machine a lazily loaded catalogue or a game's first mount took over
// 1 s and failed stories that were right (Languages, Every Custom Property).
configure({ asyncUtilTimeout: 15_000 });

// Feeds attributes/events/css parts/css props from `cem analyze` into autodocs & controls.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  // The API tables: every row of the manifest, parts and slots keyed apart from attributes (see api-table.ts).
  parameters: { docs: { extractArgTypes } },
};

export default preview;
