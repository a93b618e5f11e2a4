import { ChevronDown } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#components/ui/avatar.tsx';

type Props = ComponentPropsWithoutRef<'button'> & {
  name: string;
  avatarUrl?: string | null;
  isPending?: boolean;
};

/** The avatar button that opens the account menu. */
export const AccountTrigger = forwardRef<HTMLButtonElement, Props>(function AccountTrigger(
  { name, avatarUrl, isPending = false, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={
        name ? `${t('common:account.menuLabel')}: ${name}` : t('common:account.menuLabel')
      }
      disabled={isPending}
      {...props}
      className="inline-flex items-center gap-1 rounded-full p-0.5 pr-1.5 text-slate-600 hover:bg-slate-100 disabled:opacity-60"
    >
      {isPending ? (
        <span className="size-9 animate-pulse rounded-full bg-slate-200" />
      ) : (
        <Avatar name={name} src={avatarUrl} />
      )}
      <ChevronDown className="size-4" aria-hidden="true" />
    </button>
  );
});
