import {
  Copy,
  FileJson,
  FileDown,
  MoreHorizontal,
  Pencil,
  Star,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

export type ResumeAction =
  'makePrimary' | 'rename' | 'duplicate' | 'exportPdf' | 'exportJson' | 'delete';

const ICONS: Record<ResumeAction, LucideIcon> = {
  makePrimary: Star,
  rename: Pencil,
  duplicate: Copy,
  exportPdf: FileDown,
  exportJson: FileJson,
  delete: Trash2,
};

type Props = {
  title: string;
  actions: ResumeAction[];
  onAction: (action: ResumeAction) => void;
  className?: string;
};

/** A resume's actions behind one button (arrow keys move, Escape closes, focus returns). */
export function ResumeActionsMenu({ title, actions, onAction, className }: Props) {
  const { t } = useTranslation('resume');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('actions.menu', { title })}
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100',
          className,
        )}
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {actions.map((action) => {
            const Icon = ICONS[action];
            return (
              <DropdownMenu.Item
                key={action}
                onSelect={() => onAction(action)}
                className={cn(
                  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100',
                  action === 'delete'
                    ? 'text-red-700 data-[highlighted]:bg-red-50'
                    : 'text-slate-800',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`actions.${action}`)}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
