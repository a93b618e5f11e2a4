import type {
  Application,
  ApplicationContact,
  ApplicationStatus,
  UpdateApplication,
} from '@yonder/contract/applications';
import { fromZonedInput, toZonedInput } from './time-zone';

export type InterviewDraft = { local: string; time_zone: string; label: string };

/** What the drawer edits: the application's fields as form values. */
export type ApplicationDraft = {
  status: ApplicationStatus;
  title: string;
  company: string;
  location: string;
  url: string;
  salary: string;
  notes: string;
  next_step: string;
  next_step_due: string;
  resume_id: string;
  cover_letter_id: string;
  contacts: ApplicationContact[];
  interviews: InterviewDraft[];
};

export const toDraft = (application: Application): ApplicationDraft => ({
  status: application.status,
  title: application.title,
  company: application.company,
  location: application.location,
  url: application.url,
  salary: application.salary,
  notes: application.notes,
  next_step: application.next_step,
  next_step_due: application.next_step_due ?? '',
  resume_id: application.resume_id ?? '',
  cover_letter_id: application.cover_letter_id ?? '',
  contacts: application.contacts,
  interviews: application.interviews.map((interview) => ({
    local: toZonedInput(interview.at, interview.time_zone),
    time_zone: interview.time_zone,
    label: interview.label,
  })),
});

/** The PATCH body of a draft, for the version it was made from. */
export const toUpdate = (draft: ApplicationDraft, version: number): UpdateApplication => ({
  version,
  status: draft.status,
  title: draft.title.trim(),
  company: draft.company.trim(),
  location: draft.location.trim(),
  url: draft.url.trim(),
  salary: draft.salary.trim(),
  notes: draft.notes,
  next_step: draft.next_step.trim(),
  next_step_due: draft.next_step_due || null,
  resume_id: draft.resume_id || null,
  cover_letter_id: draft.cover_letter_id || null,
  contacts: draft.contacts
    .filter((contact) => contact.name.trim())
    .map((contact) => ({
      name: contact.name.trim(),
      role: contact.role.trim(),
      email: contact.email.trim(),
    })),
  interviews: draft.interviews.flatMap((interview) => {
    const at = fromZonedInput(interview.local, interview.time_zone);
    return at ? [{ at, time_zone: interview.time_zone, label: interview.label.trim() }] : [];
  }),
});
