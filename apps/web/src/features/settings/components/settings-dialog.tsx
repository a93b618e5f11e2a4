import { LogOut } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useSignOut } from '#hooks/use-sign-out.ts';
import type { SettingsTab } from '#lib/app-dialogs.ts';
import { useTabScrollMemory } from '../hooks/use-tab-scroll-memory';
import { PrivacyTab } from './privacy-tab';
import { SecurityTab } from './security-tab';
import { SubscriptionTab } from './subscription-tab';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  initialTab?: SettingsTab;
};

const TABS: SettingsTab[] = ['security', 'subscription', 'privacy'];
const triggerClass =
  'flex-1 rounded-md px-2 py-2 text-sm sm:px-3 font-medium text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** Account settings (spec section 2.15): Login & Security (first), Subscription Info and Privacy & data, signed-in only. */
export default function SettingsDialog({ isOpen, onOpenChange, initialTab }: Props) {
  const { t } = useTranslation('settings');
  const isSignedIn = useIsSignedIn();
  const { signOut, isSigningOut } = useSignOut();
  const { tab, changeTab, scrollerRef } = useTabScrollMemory<SettingsTab>(initialTab ?? 'security');
  const close = () => onOpenChange(false);

  useEffect(() => {
    if (isOpen && !isSignedIn) onOpenChange(false);
  }, [isOpen, isSignedIn, onOpenChange]);

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      bodyRef={scrollerRef}
    >
      <Tabs.Root value={tab} onValueChange={(value) => changeTab(value as SettingsTab)}>
        <div className="sticky -top-5 z-10 -mx-6 -mt-5 bg-white px-6 pt-5 pb-3">
          <Tabs.List
            aria-label={t('tabs.label')}
            className="flex gap-1 rounded-lg bg-slate-100 p-1"
          >
            {TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} className={triggerClass}>
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {/* Both stay mounted (the inactive one hidden): switching keeps drafts and lets scroll be restored at once. */}
        <Tabs.Content
          forceMount
          value="security"
          className="pt-2 outline-none data-[state=inactive]:hidden"
        >
          <SecurityTab />
        </Tabs.Content>
        <Tabs.Content
          forceMount
          value="subscription"
          className="pt-2 outline-none data-[state=inactive]:hidden"
        >
          <SubscriptionTab onNavigate={close} />
        </Tabs.Content>
        <Tabs.Content
          forceMount
          value="privacy"
          className="pt-2 outline-none data-[state=inactive]:hidden"
        >
          <PrivacyTab isActive={isOpen && tab === 'privacy'} />
        </Tabs.Content>
      </Tabs.Root>
      <div className="mt-6 border-t border-slate-100 pt-4">
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          disabled={isSigningOut}
          onClick={() => void signOut().then(close)}
        >
          <LogOut className="size-4" aria-hidden="true" />
          {isSigningOut ? t('signingOut') : t('signOut')}
        </Button>
      </div>
    </Dialog>
  );
}
