import type { CandidateProfile, LanguageLevel, ProfileView } from '@yonder/contract/profile';
import { LANGUAGE_LEVELS } from '@yonder/contract/profile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#lib/toast.ts';
import { useSaveProfile } from '../api/save-profile';
import { SECTION_MAX, type ListSection } from '../utils/apply-suggestions';
import { errorMessage, isVersionConflict, sectionErrors } from '../utils/field-errors';
import { normaliseProfile, reapplyEdit } from '../utils/profile-edit';
import { savedAnswerProblems } from '../utils/saved-answers';
import { emptyEntry, type SectionKey } from '../utils/sections';
import { AnswersEditor } from './answers-editor';
import type { PendingEdit } from './conflict-dialog';
import { ContactEditor } from './contact-editor';
import { EditDrawer } from './edit-drawer';
import { ListEditor, type FieldSpec } from './list-editor';
import { PreferencesEditor } from './preferences-editor';

type Props = {
  section: SectionKey | null;
  view: ProfileView;
  onClose: () => void;
  /** Another tab saved first: the page shows the conflict with these edits. */
  onConflict: (pending: PendingEdit) => void;
};

function useFields(section: ListSection): FieldSpec[] {
  const { t } = useTranslation('profile');
  const label = (key: string) => t(`fields.${section}.${key}`);
  switch (section) {
    case 'work':
      return [
        { key: 'company', label: label('company'), kind: 'text' },
        { key: 'title', label: label('title'), kind: 'text' },
        { key: 'location', label: label('location'), kind: 'text', isWide: true },
        { key: 'start', label: label('start'), kind: 'month' },
        { key: 'end', label: label('end'), kind: 'month' },
        { key: 'description', label: label('description'), kind: 'textarea' },
      ];
    case 'education':
      return [
        { key: 'school', label: label('school'), kind: 'text', isWide: true },
        { key: 'degree', label: label('degree'), kind: 'text' },
        { key: 'field', label: label('field'), kind: 'text' },
        { key: 'start', label: label('start'), kind: 'month' },
        { key: 'end', label: label('end'), kind: 'month' },
      ];
    case 'projects':
      return [
        { key: 'name', label: label('name'), kind: 'text' },
        { key: 'link', label: label('link'), kind: 'url' },
        { key: 'description', label: label('description'), kind: 'textarea' },
      ];
    case 'links':
      return [
        { key: 'label', label: label('label'), kind: 'text' },
        { key: 'url', label: label('url'), kind: 'url' },
      ];
    case 'skills':
      return [{ key: 'name', label: label('name'), kind: 'text', isWide: true }];
    case 'languages':
      return [
        { key: 'name', label: label('name'), kind: 'text' },
        {
          key: 'level',
          label: label('level'),
          kind: 'select',
          options: LANGUAGE_LEVELS.map((level: LanguageLevel) => ({
            value: level,
            label: t(`levels.${level}`),
          })),
        },
      ];
  }
}

function ListSectionEditor({
  section,
  draft,
  setDraft,
  errors,
}: {
  section: ListSection;
  draft: CandidateProfile;
  setDraft: (profile: CandidateProfile) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('profile');
  const fields = useFields(section);
  return (
    <ListEditor
      entries={draft[section] as ({ id: string } & Record<string, unknown>)[]}
      onChange={(entries) => setDraft({ ...draft, [section]: entries })}
      fields={fields}
      makeEmpty={() => emptyEntry(section)}
      entryLabel={(index) =>
        t('drawer.entry', { section: t(`sections.${section}.title`), n: index + 1 })
      }
      addLabel={t(`sections.${section}.add`)}
      max={SECTION_MAX[section]}
      errors={errors}
    />
  );
}

/** The drawer of the open section, editing a copy of the profile; Save stores the whole profile. */
export function SectionDrawer({ section, view, onClose, onConflict }: Props) {
  const { t } = useTranslation('profile');
  const save = useSaveProfile();
  const [draft, setDraft] = useState(view.profile);
  const [lastSection, setLastSection] = useState<SectionKey | null>(null);
  // Message keys of what the page itself refuses to save (half a saved answer).
  const [problems, setProblems] = useState<Record<string, string>>({});
  // A drawer opening takes a fresh copy of the stored profile.
  if (section !== lastSection) {
    setLastSection(section);
    setProblems({});
    if (section) setDraft(view.profile);
  }
  const { reset } = save;
  useEffect(() => {
    if (section) reset();
  }, [section, reset]);

  const isDirty =
    section !== null && JSON.stringify(draft[section]) !== JSON.stringify(view.profile[section]);
  const errors = {
    ...(section ? sectionErrors(save.error, section) : {}),
    ...Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])),
  };
  const hasFieldErrors = Object.keys(errors).length > 0;
  const failure =
    Object.keys(problems).length > 0
      ? t('drawer.fixFields')
      : save.error && !isVersionConflict(save.error)
        ? hasFieldErrors
          ? t('drawer.fixFields')
          : errorMessage(save.error, t('drawer.saveFailed'))
        : null;

  const onSave = () => {
    if (!section) return;
    const found = section === 'answers' ? savedAnswerProblems(draft.answers.custom) : {};
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const profile = normaliseProfile({ ...view.profile, [section]: draft[section] });
    save.mutate(
      { profile, version: view.version },
      {
        onSuccess: () => {
          toast.success(t('drawer.saved'));
          onClose();
        },
        onError: (error) => {
          if (!isVersionConflict(error)) return;
          onClose();
          onConflict(reapplyEdit(section, draft, view.profile));
        },
      },
    );
  };

  const editor = (() => {
    switch (section) {
      case null:
        return null;
      case 'contact':
        return (
          <ContactEditor
            value={draft.contact}
            onChange={(contact) => setDraft({ ...draft, contact })}
            errors={errors}
          />
        );
      case 'preferences':
        return (
          <PreferencesEditor
            value={draft.preferences}
            onChange={(preferences) => setDraft({ ...draft, preferences })}
            errors={errors}
          />
        );
      case 'answers':
        return (
          <AnswersEditor
            value={draft.answers}
            onChange={(answers) => setDraft({ ...draft, answers })}
            errors={errors}
          />
        );
      default:
        return (
          <ListSectionEditor section={section} draft={draft} setDraft={setDraft} errors={errors} />
        );
    }
  })();

  return (
    <EditDrawer
      isOpen={section !== null}
      title={section ? t('drawer.title', { section: t(`sections.${section}.title`) }) : ''}
      description={section ? t(`sections.${section}.hint`) : undefined}
      isDirty={isDirty}
      isSaving={save.isPending}
      failure={failure}
      onSave={onSave}
      onDiscard={onClose}
    >
      {editor}
    </EditDrawer>
  );
}
