import { APPLICATION_STATUSES, type Application } from '@yonder/contract/applications';
import { Archive, ArchiveRestore, MoreHorizontal, PanelRightOpen, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useTrackerActions } from '../hooks/tracker-actions';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** A card's menu: open, move to another column (the phone's way to move), archive, delete. */
export function CardMenu({ application }: { application: Application }) {
  const { t } = useTranslation('tracker');
  const actions = useTrackerActions();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        aria-label={t('menu.label', { title: application.title })}
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={ITEM} onSelect={() => actions.open(application.id)}>
            <PanelRightOpen className="size-4" aria-hidden="true" />
            {t('menu.open')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Label className="px-3 py-1 text-xs font-medium text-slate-500">
            {t('menu.moveTo')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={application.status}
            onValueChange={(status) => {
              if (status !== application.status)
                actions.move(application, status as Application['status']);
            }}
          >
            {APPLICATION_STATUSES.map((status) => (
              <DropdownMenu.RadioItem key={status} value={status} className={`${ITEM} pl-8`}>
                <DropdownMenu.ItemIndicator className="absolute left-3">
                  •
                </DropdownMenu.ItemIndicator>
                {t(`status.${status}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            className={ITEM}
            onSelect={() => actions.setArchived(application, !application.archived)}
          >
            {application.archived ? (
              <ArchiveRestore className="size-4" aria-hidden="true" />
            ) : (
              <Archive className="size-4" aria-hidden="true" />
            )}
            {t(application.archived ? 'menu.unarchive' : 'menu.archive')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={`${ITEM} text-red-700`}
            onSelect={() => actions.remove(application)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('menu.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
