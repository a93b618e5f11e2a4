import type { Session } from '@yonder/contract/auth';
import type { AuthMode } from '#lib/app-dialogs.ts';

export type SwitchMode = (mode: AuthMode) => void;
export type FinishSignIn = (session: Session, message: string) => void;
