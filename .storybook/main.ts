import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true }, // no network here; also set STORYBOOK_DISABLE_TELEMETRY=1
};

export default config;
