import type { ProfileSuggestions, ProfileView } from '@yonder/contract/profile';

/**
 * What filling from a resume can do with its file, the one the extension attaches to forms:
 * nothing when it is the profile's file already (an upload attaches its own), attach the
 * resume's original, or, for a resume made in the editor (no original), attach a PDF of it.
 */
export type FileOffer =
  { kind: 'attached'; fileName: string } | { kind: 'file'; fileName: string } | { kind: 'pdf' };

export function fileOffer(view: ProfileView, suggestions: ProfileSuggestions): FileOffer {
  const attached = view.resume;
  if (attached?.id === suggestions.resumeId && attached.fileName)
    return { kind: 'attached', fileName: attached.fileName };
  return suggestions.fileName ? { kind: 'file', fileName: suggestions.fileName } : { kind: 'pdf' };
}

/** Taken unless it would replace a file the profile has: as with sections, nothing is replaced unasked. */
export const isAttachedByDefault = (view: ProfileView, offer: FileOffer) =>
  offer.kind !== 'attached' && !view.resume?.fileName;
