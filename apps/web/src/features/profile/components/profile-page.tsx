import { AlertTriangle, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { useProfile } from '../api/get-profile';
import { errorMessage } from '../utils/field-errors';
import { SECTION_KEYS, type SectionKey } from '../utils/sections';
import { CompletenessCard } from './completeness-card';
import { ConflictDialog, type PendingEdit } from './conflict-dialog';
import { FillDialog } from './fill-dialog';
import { InstallExtension } from './install-extension';
import { ResumeCard, type FillOffer } from './resume-card';
import { SectionCard } from './section-card';
import { SectionDrawer } from './section-drawer';

function GuestPrompt() {
  const { t } = useTranslation('profile');
  const { openDialog } = useAppDialogs();
  const location = useLocation();
  return (
    <EmptyState
      icon={LogIn}
      title={t('guest.title')}
      description={t('guest.description')}
      action={
        <Button
          onClick={() => openDialog('auth', { mode: 'login', redirectTo: location.pathname })}
        >
          {t('guest.signIn')}
        </Button>
      }
    />
  );
}

function ProfileWorkspace() {
  const { t } = useTranslation('profile');
  // One drawer at a time: the open section is the page's single piece of state.
  const [openSection, setOpenSection] = useState<SectionKey | null>(null);
  const [offer, setOffer] = useState<FillOffer | null>(null);
  const [pending, setPending] = useState<PendingEdit | null>(null);
  const profile = useProfile({ isEditing: openSection !== null || offer !== null });

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError)
    return (
      <EmptyState
        icon={AlertTriangle}
        title={t('error.title')}
        description={errorMessage(profile.error, t('error.description'))}
        action={<Button onClick={() => void profile.refetch()}>{t('error.retry')}</Button>}
      />
    );
  const view = profile.data;
  const isBlank = view.version === 0 && !view.resume;

  return (
    <>
      {isBlank ? (
        <p className="mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t('emptyHint')}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="order-2 grid grid-cols-1 content-start gap-4 md:grid-cols-2 lg:order-1">
          {SECTION_KEYS.map((section) => (
            <SectionCard
              key={section}
              section={section}
              profile={view.profile}
              onEdit={() => setOpenSection(section)}
            />
          ))}
        </div>
        <aside className="order-1 space-y-4 lg:order-2">
          <CompletenessCard completeness={view.completeness} />
          <ResumeCard view={view} onSuggestions={setOffer} />
        </aside>
      </div>
      <SectionDrawer
        section={openSection}
        view={view}
        onClose={() => setOpenSection(null)}
        onConflict={(edit) => setPending(() => edit)}
      />
      {offer ? (
        <FillDialog
          suggestions={offer.suggestions}
          notice={offer.notice}
          view={view}
          onClose={() => setOffer(null)}
          onConflict={(edit) => setPending(() => edit)}
        />
      ) : null}
      <ConflictDialog pending={pending} onDone={() => setPending(null)} />
    </>
  );
}

/** The auto-apply page (spec 2.12): the candidate profile the extension fills forms from. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const isSignedIn = useIsSignedIn();
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<InstallExtension />}
      />
      {isSignedIn ? <ProfileWorkspace /> : <GuestPrompt />}
    </>
  );
}
