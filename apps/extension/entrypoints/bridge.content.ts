import { defineContentScript } from 'wxt/utils/define-content-script';
import { startBridge } from '../src/content/bridge.ts';
import { YONDER_MATCHES } from '../src/hosts.ts';

// The connect page of a Yonder server hands its tokens to the extension through this script.
export default defineContentScript({
  matches: YONDER_MATCHES,
  runAt: 'document_start',
  main: startBridge,
});
