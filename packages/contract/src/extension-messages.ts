/** The window messages the connect page and the extension's bridge exchange on the Yonder origin. */
export const EXTENSION_MESSAGE = {
  ready: 'yonder-extension:ready',
  ping: 'yonder-extension:ping',
  tokens: 'yonder-extension:tokens',
  connected: 'yonder-extension:connected',
} as const;
