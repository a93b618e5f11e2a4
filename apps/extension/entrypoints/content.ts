import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContent } from '../src/content/main.ts';
import { ATS_MATCHES } from '../src/hosts.ts';

// Every frame: a Greenhouse form embedded in a company's page is filled inside its iframe.
export default defineContentScript({
  matches: ATS_MATCHES,
  allFrames: true,
  runAt: 'document_idle',
  main: startContent,
});
