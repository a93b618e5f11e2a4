import type { ProfileSuggestions, ProfileView } from '@yonder/contract/profile';
import { AlertTriangle, Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { toast } from '#lib/toast.ts';
import { useAttachResumePdf } from '../api/attach-resume-pdf';
import { useChooseResumes } from '../api/choose-resumes';
import { useSaveProfile } from '../api/save-profile';
import {
  applySuggestions,
  defaultChoice,
  LIST_SECTIONS,
  newSkills,
  type FillChoice,
  type ListSection,
} from '../utils/apply-suggestions';
import { errorMessage, isVersionConflict } from '../utils/field-errors';
import { fileOffer, isAttachedByDefault } from '../utils/file-offer';
import type { PendingEdit } from './conflict-dialog';
import { CONTACT_FIELDS, FillSections } from './fill-sections';
import { ResumeFileChoice } from './resume-file-choice';

type Props = {
  suggestions: ProfileSuggestions;
  /** Said first, above the choices (an upload the library already held). */
  notice?: string;
  view: ProfileView;
  onClose: () => void;
  onConflict: (pending: PendingEdit) => void;
};

/**
 * What a resume offers beside what the profile holds; the candidate ticks what to take, per
 * section and per entry, and whether its file becomes the one the extension attaches. Entries
 * are added after the existing ones; nothing is replaced unasked.
 */
export function FillDialog({ suggestions, notice, view, onClose, onConflict }: Props) {
  const { t } = useTranslation('profile');
  const save = useSaveProfile();
  const choose = useChooseResumes();
  const attachPdf = useAttachResumePdf();
  const { sections, resumeId } = suggestions;
  const [choice, setChoice] = useState<FillChoice>(() =>
    defaultChoice(view.profile, sections, suggestions.claims),
  );
  // Read once: attaching the file changes the view under the open dialog.
  const [offer] = useState(() => fileOffer(view, suggestions));
  const [isFileChosen, setIsFileChosen] = useState(() => isAttachedByDefault(view, offer));
  const offered: Record<ListSection, { id: string }[]> = {
    ...sections,
    skills: newSkills(view.profile, sections),
  };
  const hasContact = CONTACT_FIELDS.some((key) => sections.contact[key] !== '');
  const isEmpty = !hasContact && LIST_SECTIONS.every((section) => offered[section].length === 0);
  const willAttach = isFileChosen && offer.kind !== 'attached';
  const hasChosenSections =
    (hasContact && choice.contact) ||
    LIST_SECTIONS.some((section) => choice.entries[section].length > 0);
  const fileFailure = choose.error ?? attachPdf.error;
  const isBusy = save.isPending || choose.isPending || attachPdf.isPending;

  const saveSections = () => {
    const profile = applySuggestions(view.profile, sections, choice);
    save.mutate(
      { profile, version: view.version },
      {
        onSuccess: () => {
          toast.success(t('fill.saved'));
          onClose();
        },
        onError: (error) => {
          if (isVersionConflict(error)) {
            onClose();
            onConflict((latest) => applySuggestions(latest, sections, choice));
          }
        },
      },
    );
  };

  const onApply = async () => {
    if (willAttach) {
      try {
        // The file first: it does not touch the profile's version, so the save below still fits.
        if (offer.kind === 'pdf') await attachPdf.mutateAsync({ resumeId });
        else await choose.mutateAsync({ resumeId });
      } catch {
        return; // Said in the dialog; nothing else was sent, and every choice is still here.
      }
    }
    if (hasChosenSections) return saveSections();
    toast.success(t('fill.file.done'));
    onClose();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('fill.title')}
      description={t('fill.description', { title: suggestions.resumeTitle })}
      className="sm:max-w-3xl"
    >
      <div className="space-y-5">
        {notice ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">{notice}</span>
          </p>
        ) : null}
        <ResumeFileChoice
          offer={offer}
          resumeTitle={suggestions.resumeTitle}
          currentFile={view.resume?.fileName ?? null}
          isChosen={isFileChosen}
          onChange={setIsFileChosen}
        />
        {Object.keys(suggestions.claims).length ? (
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{t('fill.claimsNote')}</span>
          </p>
        ) : null}
        {isEmpty ? (
          <p className="text-sm text-slate-600">{t('fill.nothing')}</p>
        ) : (
          <FillSections
            view={view}
            sections={sections}
            claims={suggestions.claims}
            offered={offered}
            choice={choice}
            onChange={setChoice}
          />
        )}
      </div>
      {fileFailure ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(fileFailure, t('fill.file.failed'))}
        </p>
      ) : null}
      {save.error && !isVersionConflict(save.error) ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(save.error, t('drawer.saveFailed'))}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('drawer.cancel')}
        </Button>
        <Button
          disabled={isBusy || (!hasChosenSections && !willAttach)}
          onClick={() => void onApply()}
        >
          {attachPdf.isPending
            ? t('fill.file.making')
            : isBusy
              ? t('fill.applying')
              : t('fill.apply')}
        </Button>
      </div>
    </Dialog>
  );
}
