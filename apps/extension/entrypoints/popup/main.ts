import { renderPopup } from '../../src/popup/popup.ts';

void renderPopup(document.getElementById('app')!);
