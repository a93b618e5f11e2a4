import { defineConfig } from 'wxt';
import { ATS_MATCHES, YONDER_MATCHES } from './src/hosts.ts';

/**
 * One code base, two builds: `wxt build` (Chrome and Edge) and `wxt build -b firefox`, both
 * Manifest V3, into `dist/<browser>-mv3`. Hosts are only the supported boards and Yonder servers;
 * a self-hosted server is asked for as an optional permission when the user sets its address.
 */
export default defineConfig({
  outDir: 'dist',
  manifestVersion: 3,
  imports: false,
  zip: { artifactTemplate: 'yonder-extension-{{browser}}.zip', zipSources: false },
  manifest: ({ browser }) => ({
    name: 'Yonder 远方 — Autofill',
    description:
      'Fills job applications (Greenhouse, Lever, Workday and more, or any form on request) from your Yonder profile. 用远方求职资料填写申请表。',
    permissions: ['storage', 'scripting', 'activeTab'],
    host_permissions: [...ATS_MATCHES, ...YONDER_MATCHES],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    action: { default_title: 'Yonder' },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'extension@yonder.work',
              // The first versions that ask for the data consent below.
              strict_min_version: '140.0',
              // Sent to the user's own Yonder server: the address, title and company of a job
              // applied to, the page address a cover letter is looked up for, a form's question
              // with the answer the user chose to save, and the receipt of a sent application
              // (each field's label and value: the applicant's name and contacts among them).
              data_collection_permissions: {
                required: ['browsingActivity', 'websiteContent', 'personallyIdentifyingInfo'],
              },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
