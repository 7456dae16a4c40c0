import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';

// Feeds attributes/events/css parts/css props from `cem analyze` into autodocs & controls.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
};

export default preview;
