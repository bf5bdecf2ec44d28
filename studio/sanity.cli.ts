import { defineCliConfig } from 'sanity/cli';
import { dataset, projectId } from './src/env';

export default defineCliConfig({
  api: { projectId, dataset },
  // `npm run deploy` publishes the Studio at https://<studioHost>.sanity.studio.
  studioHost: process.env.SANITY_STUDIO_HOST,
  // The Studio is built from the versions pinned in package.json (and builds offline); raise them
  // with `npm install sanity@latest @sanity/vision@latest` rather than auto-updating in the browser.
  deployment: { autoUpdates: false },
});
