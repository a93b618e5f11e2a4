import type { ReceiptField } from '@yonder/contract/applications';
import type { ExtensionTokens } from '@yonder/contract/extension';
import type { ProfileView } from '@yonder/contract/profile';

export type Language = 'zh' | 'en';

/** A job the user is applying to in a tab: recorded as applied when the board confirms. */
export type PendingApplication = {
  url: string;
  title: string;
  company: string;
  resumeId: string | null;
  coverLetterId: string | null;
  /** What the form held each time it was sent, by wizard step ('' for a one-page form). */
  sent?: { title: string; at: string; sections: [section: string, fields: ReceiptField[]][] };
};

export type FillPayload = {
  view: ProfileView;
  resume: { name: string; type: string; base64: string } | null;
  letter: { id: string; body: string } | null;
};

export type PopupState = {
  server: string;
  language: Language;
  account: { email: string; username: string } | null;
  completeness: number | null;
};

/** Messages to the background, by type. */
export type Request =
  | { type: 'state' }
  | { type: 'setServer'; address: string }
  | { type: 'openConnect' }
  | { type: 'tokens'; tokens: ExtensionTokens; language: Language }
  | { type: 'signOut' }
  | { type: 'fillData'; url: string }
  | { type: 'pending'; application: PendingApplication }
  | { type: 'confirm' }
  | {
      type: 'submitted';
      section: string;
      title: string;
      fields: ReceiptField[];
      /** Recorded now: a page of any site says nothing later. */
      isFinal: boolean;
    }
  | { type: 'saveAnswer'; question: string; answer: string };

export type Reply<T> = { ok: true; data: T } | { ok: false; error: string; status?: number };

/** Messages from the popup to the content scripts of a tab. */
export type TabRequest = { type: 'detect' } | { type: 'fill' };
export type Detection = { ats: string; label: string; hasForm: boolean };
