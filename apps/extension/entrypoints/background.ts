import { defineBackground } from 'wxt/utils/define-background';
import { listen } from '../src/background/handlers.ts';

export default defineBackground(() => {
  listen();
});
