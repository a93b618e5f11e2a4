import type { ResumeDocument } from '@yonder/contract/resume-document';

export type DocumentRecipe = (document: ResumeDocument) => ResumeDocument;
export type SectionProps = { document: ResumeDocument; onChange: (recipe: DocumentRecipe) => void };

/** Edits one list of the document through a recipe, so queued edits never overwrite each other. */
export const listChanger =
  <K extends 'work' | 'education' | 'projects' | 'skills' | 'languages' | 'certificates'>(
    onChange: (recipe: DocumentRecipe) => void,
    key: K,
  ) =>
  (recipe: (items: ResumeDocument[K]) => ResumeDocument[K]) =>
    onChange((document) => ({ ...document, [key]: recipe(document[key]) }));
