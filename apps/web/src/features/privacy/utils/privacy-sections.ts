/** The sections of spec section 2.17, in order; each is `sections.<key>` in the privacy texts. */
export const PRIVACY_SECTIONS = [
  'introduction',
  'collected',
  'use',
  'sharing',
  'security',
  'rights',
  'cookies',
  'changes',
  'contact',
] as const;
export type PrivacySectionKey = (typeof PRIVACY_SECTIONS)[number];

export type PrivacySectionText = {
  title: string;
  intro?: string;
  paragraphs?: string[];
  items?: { term: string; description: string }[];
  list?: string[];
  outro?: string;
  response?: string;
};

export const sectionId = (key: PrivacySectionKey) => `privacy-${key}`;
