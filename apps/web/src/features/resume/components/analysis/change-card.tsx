import type { ProposedChange } from '@yonder/contract/resume-proposals';
import { AlertTriangle, ArrowUp, Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { cn } from '#lib/cn.ts';
import { usePathLabel } from '../../hooks/use-path-label';
import { diffWords, markClaims, type TextPart } from '../../utils/word-diff';

export type Decision = { decision: 'accept' | 'reject'; text?: string; confirm?: boolean };

type Props = {
  change: ProposedChange;
  kind: 'tailor' | 'translation';
  isBusy: boolean;
  /** Resolves with the server's refusal, or null once decided. */
  onDecide: (decision: Decision) => Promise<string | null>;
};

const STATUS_STYLE = {
  pending: 'bg-slate-100 text-slate-700',
  accepted: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-slate-100 text-slate-600',
} as const;

/** The words a rewrite removed or added, and its claims, marked as a reader sees them. */
function Marked({
  parts,
  style,
  claims = [],
}: {
  parts: TextPart[];
  style: 'removed' | 'added';
  claims?: string[];
}) {
  const { t } = useTranslation('resume');
  return parts.map((part, index) => {
    const pieces = markClaims(part.text, claims).map((piece, at) =>
      piece.isMarked ? (
        <mark key={at} className="rounded bg-amber-200 px-0.5 text-amber-950 ring-1 ring-amber-400">
          {piece.text}
          <span className="sr-only"> {t('proposal.claimMark')}</span>
        </mark>
      ) : (
        piece.text
      ),
    );
    if (!part.isMarked) return <span key={index}>{pieces}</span>;
    return style === 'removed' ? (
      <del key={index} className="rounded bg-red-100 decoration-red-400">
        {pieces}
      </del>
    ) : (
      <ins key={index} className="rounded bg-emerald-100 no-underline">
        {pieces}
      </ins>
    );
  });
}

function Rewrite({ change }: { change: Extract<ProposedChange, { kind: 'rewrite' }> }) {
  const { t } = useTranslation('resume');
  const diff = diffWords(change.before, change.after);
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      <div className="rounded-lg bg-white p-2.5 ring-1 ring-slate-200">
        <p className="text-xs font-medium text-slate-500">{t('proposal.original')}</p>
        <p className="mt-1 text-sm text-slate-800">
          <Marked parts={diff.before} style="removed" />
        </p>
      </div>
      <div
        className={cn(
          'rounded-lg bg-white p-2.5 ring-1',
          change.unsupported.length ? 'ring-amber-300' : 'ring-emerald-200',
        )}
      >
        <p className="text-xs font-medium text-slate-500">{t('proposal.proposed')}</p>
        <p className="mt-1 text-sm text-slate-900">
          <Marked parts={diff.after} style="added" claims={change.unsupported} />
        </p>
      </div>
    </div>
  );
}

function Reorder({ change }: { change: Extract<ProposedChange, { kind: 'reorder' }> }) {
  const { t } = useTranslation('resume');
  const list = (items: string[], isAfter: boolean) => (
    <ol className="mt-1 space-y-0.5 text-sm">
      {items.map((item, index) => {
        const isUp = isAfter && change.before.indexOf(item) > index;
        return (
          <li key={`${index}-${item}`} className="flex items-start gap-1.5 text-slate-800">
            <span className="w-4 shrink-0 text-right text-xs tabular-nums text-slate-500">
              {index + 1}
            </span>
            <span className={cn('min-w-0 wrap-anywhere', isUp && 'font-medium text-emerald-800')}>
              {item}
            </span>
            {isUp ? (
              <ArrowUp className="mt-0.5 size-3.5 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      <div className="rounded-lg bg-white p-2.5 ring-1 ring-slate-200">
        <p className="text-xs font-medium text-slate-500">{t('proposal.original')}</p>
        {list(change.before, false)}
      </div>
      <div className="rounded-lg bg-white p-2.5 ring-1 ring-emerald-200">
        <p className="text-xs font-medium text-slate-500">{t('proposal.proposed')}</p>
        {list(change.after, true)}
      </div>
    </div>
  );
}

/**
 * One proposed change beside its original, with what it claims that the resume does not marked,
 * and its decision: accept or reject; a marked change is kept only by editing it (checked again
 * on the server) or by confirming that it is true.
 */
export function ChangeCard({ change, kind, isBusy, onDecide }: Props) {
  const { t, i18n } = useTranslation('resume');
  const pathLabel = usePathLabel();
  const headingId = useId();
  const editId = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [text, setText] = useState(change.kind === 'rewrite' ? change.after : '');
  const [problem, setProblem] = useState<string | null>(null);
  const claims = change.unsupported.join(i18n.language === 'zh' ? '、' : ', ');
  const isPending = change.status === 'pending';
  const status = change.status === 'accepted' && change.confirmed ? 'confirmed' : change.status;
  const kindLabel =
    change.kind === 'rewrite' && kind === 'translation'
      ? t('proposal.kinds.translation')
      : t(`proposal.kinds.${change.kind}`);

  const decide = async (decision: Decision) => {
    setProblem(await onDecide(decision));
  };

  return (
    <li
      className={cn(
        'rounded-xl bg-slate-50 p-3 ring-1',
        change.unsupported.length && isPending ? 'ring-amber-300' : 'ring-slate-200',
        !isPending && 'bg-white',
      )}
      data-testid="proposed-change"
      data-status={change.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium text-slate-900">
          {kindLabel} · <span className="font-normal text-slate-600">{pathLabel(change.path)}</span>
        </h3>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            STATUS_STYLE[change.status],
          )}
        >
          {t(`proposal.status.${status}`)}
        </span>
      </div>

      {change.kind === 'rewrite' ? <Rewrite change={change} /> : null}
      {change.kind === 'reorder' ? <Reorder change={change} /> : null}
      {change.kind === 'addSkill' ? (
        <p className="mt-2 text-sm text-slate-800">
          {change.group
            ? t('proposal.addSkillTo', { skill: change.skill, group: change.group })
            : t('proposal.addSkill', { skill: change.skill })}
          {change.unsupported.length ? null : (
            <span className="block text-xs text-slate-600">{t('proposal.addSkillShown')}</span>
          )}
        </p>
      ) : null}

      {change.unsupported.length ? (
        <p className="mt-2 flex items-start gap-1.5 text-xs font-medium text-amber-900">
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {t('proposal.unsupported', { claims })}
        </p>
      ) : null}

      {isPending && mode === 'edit' ? (
        <div className="mt-3 space-y-2">
          <label htmlFor={editId} className="block text-xs font-medium text-slate-700">
            {t('proposal.editLabel')}
          </label>
          <textarea
            id={editId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            className="w-full rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={isBusy || !text.trim()}
              onClick={() => void decide({ decision: 'accept', text: text.trim() })}
            >
              {t('proposal.saveEdit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
              {t('proposal.cancel')}
            </Button>
          </div>
        </div>
      ) : null}

      {isPending && mode === 'confirm' ? (
        <div
          role="group"
          aria-labelledby={headingId}
          className="mt-3 rounded-lg bg-amber-50 p-2.5 ring-1 ring-amber-200"
        >
          <p className="text-sm text-amber-950">{t('proposal.confirmText', { claims })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={isBusy}
              onClick={() => void decide({ decision: 'accept', confirm: true })}
            >
              {t('proposal.confirmKeep')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
              {t('proposal.cancel')}
            </Button>
          </div>
        </div>
      ) : null}

      {problem ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-2.5 py-1.5 text-sm text-red-800">
          {problem}
        </p>
      ) : null}

      {isPending && mode === 'view' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {change.unsupported.length ? (
            <>
              {change.kind === 'rewrite' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={headingId}
                  onClick={() => setMode('edit')}
                >
                  {t('proposal.edit')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                aria-describedby={headingId}
                onClick={() => setMode('confirm')}
              >
                {t('proposal.keep')}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              aria-describedby={headingId}
              disabled={isBusy}
              onClick={() => void decide({ decision: 'accept' })}
            >
              <Check className="size-4" aria-hidden="true" />
              {t('proposal.accept')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-describedby={headingId}
            disabled={isBusy}
            onClick={() => void decide({ decision: 'reject' })}
          >
            <X className="size-4" aria-hidden="true" />
            {t('proposal.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
