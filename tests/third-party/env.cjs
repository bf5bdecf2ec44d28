/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see below */
// The environment of the second build, with every third party configured against the loopback
// stand-ins (stand-ins.mjs). Shared by playwright.third-party.config.ts and build.mjs (CommonJS,
// so both Playwright's loader and plain Node read it as it is).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const port = Number(process.env.E2E_THIRD_PARTY_PORT ?? 3006);
const standInPort = Number(process.env.STAND_IN_PORT ?? port + 1);
const baseURL = `http://127.0.0.1:${port}`;
const standInOrigin = `http://127.0.0.1:${standInPort}`;
// ORCID, Crossref and OpenAlex (tests/research/scholarly-apis.mjs), one port above the others.
const scholarlyPort = Number(process.env.SCHOLARLY_PORT ?? standInPort + 1);
const scholarlyOrigin = `http://127.0.0.1:${scholarlyPort}`;

const widget = readFileSync(path.join(__dirname, 'widget.js'));

const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: '.next/third-party',
  NEXT_PUBLIC_SITE_URL: baseURL,
  NEXT_PUBLIC_VOICE_AGENT_ID: 'agent_stand_in',
  VOICE_WIDGET_SRC: `${standInOrigin}/widget.js`,
  VOICE_WIDGET_INTEGRITY: `sha384-${createHash('sha384').update(widget).digest('base64')}`,
  NEXT_PUBLIC_POSTHOG_KEY: 'phc_stand_in',
  NEXT_PUBLIC_POSTHOG_HOST: standInOrigin,
  NEXT_PUBLIC_NEWSLETTER_URL: `${standInOrigin}/newsletter`,
  STAND_IN_PORT: String(standInPort),
  // ORCID's documented example iD, whose record the stand-in holds.
  ORCID_ID: '0000-0002-1825-0097',
  ORCID_API_URL: `${scholarlyOrigin}/orcid`,
  CROSSREF_API_URL: `${scholarlyOrigin}/crossref`,
  OPENALEX_API_URL: `${scholarlyOrigin}/openalex`,
  SCHOLARLY_PORT: String(scholarlyPort),
  // The webhook, which refreshes the research record at once.
  SANITY_REVALIDATE_SECRET: 'e2e-webhook-secret',
};

module.exports = { port, standInPort, baseURL, standInOrigin, scholarlyOrigin, env };
