import type { FillData } from '../fill/filler.ts';
import type { FillPayload } from '../shared/messages.ts';

function fileFrom(base64: string, name: string, type: string): File {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}

/** The filler's input from what the background fetched (files become real File objects). */
export function toFillData(payload: FillPayload): FillData {
  return {
    context: {
      profile: payload.view.profile,
      hasPhoneCountryWidget: false,
      letterText: payload.letter?.body ?? null,
    },
    resumeFile: payload.resume
      ? fileFrom(payload.resume.base64, payload.resume.name, payload.resume.type)
      : null,
    letterFile: payload.letter
      ? new File([payload.letter.body], 'cover-letter.txt', { type: 'text/plain' })
      : null,
  };
}
