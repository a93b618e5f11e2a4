import type { ReactNode } from 'react';

/** A line like "No account yet? Sign up" whose action switches the dialog's mode. */
export function ModeSwitch({
  prompt,
  action,
  onClick,
}: {
  prompt?: ReactNode;
  action: ReactNode;
  onClick: () => void;
}) {
  return (
    <p className="text-center text-sm text-slate-600">
      {prompt ? <span>{prompt} </span> : null}
      <ModeLink onClick={onClick}>{action}</ModeLink>
    </p>
  );
}

export function ModeLink({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
    >
      {children}
    </button>
  );
}
